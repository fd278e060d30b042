// Compiles each student file named on standard input (JSON: name → source) as the grader does, and prints what each
// became (JSON): deepStack.test.ts runs it with V8's stack cut small, to prove that the result does not depend on it.
import { readFileSync } from 'node:fs';
import { compileSource } from '../../src/run/compile.ts';

const sources = JSON.parse(readFileSync(0, 'utf8')) as Record<string, string>;
const compiled = Object.fromEntries(
  Object.entries(sources).map(([shape, text]) => [
    shape,
    compileSource(text, 'elevens/01-card/Card.ts', { graded: true }),
  ]),
);
process.stdout.write(JSON.stringify(compiled));
