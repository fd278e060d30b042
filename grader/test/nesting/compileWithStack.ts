// Compiles a student file (standard input) as the grader does, then parses what it made as the coverage does, in a
// process whose stack the test chooses (`--stack-size`): for nesting.test.ts, which proves that what the kit
// accepts fits a third of the grader's stack. Prints what went wrong, as JSON.
import { readFileSync } from 'node:fs';
import { parse } from 'acorn';
import { compileSource } from '../../src/run/compile.ts';

const [name] = process.argv.slice(2);
try {
  const compiled = compileSource(readFileSync(0, 'utf8'), name!, { graded: true });
  if (compiled.code !== undefined) parse(compiled.code, { ecmaVersion: 'latest', sourceType: 'script' });
  process.stdout.write(JSON.stringify(compiled.error === undefined ? {} : { error: compiled.error }));
} catch (error) {
  process.stdout.write(JSON.stringify({ thrown: String(error) }));
}
