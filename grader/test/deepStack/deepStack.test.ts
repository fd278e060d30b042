import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { compileSource } from '../../src/run/compile.ts';
import { onDeepStack } from '../../src/run/deepStack.ts';
import { MAX_TREE_DEPTH } from '../../src/run/syntaxVerdict.ts';
import { convertCoverage } from '../../src/run/v8ToIstanbul.ts';
import type { Compiled } from '../../src/run/compile.ts';

const NAME = 'elevens/01-card/Card.ts';
const REFERENCE = readFileSync(path.join(KIT_ROOT, 'solutions', NAME), 'utf8');

/** Shapes of code that nest one level deeper (or two) per repetition, each under the bound at `n`. */
const SHAPES: Record<string, (n: number) => string> = {
  'a sum': (n) => `export const x = 1${'+1'.repeat(n)};`,
  'an else-if chain': (n) =>
    `export function f(a: number) { if (a) return 0; ${'else if (a) return 1; '.repeat(n)}return -1; }`,
  brackets: (n) => `export const x = ${'('.repeat(n)}1${')'.repeat(n)};`,
  'arrow functions returning arrow functions': (n) => `export const x = ${'(a: unknown) => '.repeat(n)}1;`,
  'generic types': (n) => `type A<T> = T; export type Deep = ${'A<'.repeat(n)}1${'>'.repeat(n)};`,
  awaits: (n) => `export async function g() { return ${'await '.repeat(n)}1; }`,
};
const files = (n: number) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(SHAPES).map(([shape, make]) => [shape, `${REFERENCE}\n${make(n)}\n`])),
  );

/** What each file compiles to in a fresh process whose V8 stack is `stackKb` (984 where none is set). */
function compiledWith(stackKb: number, input: string): Record<string, Compiled> {
  const out = execFileSync(
    process.execPath,
    [`--stack-size=${stackKb}`, '--import', 'tsx', path.join(import.meta.dirname, 'compileAll.ts')],
    { cwd: KIT_ROOT, input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(out) as Record<string, Compiled>;
}

describe('steps that recurse through a student file, on a stack no file can fill', () => {
  // How deep V8 gets in a stack depends on how far the JIT compiled each function on it: the same file compiled in a
  // grader warm from other students and overflowed in a fresh one (a chain of 2,000 `else if` scored 15/15 and 0/15
  // in one grade-all). What overflows now compiles again on a deep stack: the result cannot depend on the stack.
  it('gives each file the same compiled code on a stack cut to a tenth as on a whole one', () => {
    const input = files(Math.floor(MAX_TREE_DEPTH / 2) - 10);
    const whole = compiledWith(984, input);
    const cut = compiledWith(98, input);
    for (const shape of Object.keys(SHAPES)) {
      expect(whole[shape]!.error, shape).toBeUndefined();
      expect(cut[shape], shape).toEqual(whole[shape]);
    }
  });

  it('refuses a file nested past the bound, naming where, on either stack', () => {
    const input = files(3 * MAX_TREE_DEPTH);
    const whole = compiledWith(984, input);
    expect(compiledWith(98, input)).toEqual(whole);
    for (const shape of Object.keys(SHAPES))
      expect(whole[shape]!.error, shape).toMatch(
        new RegExp(
          `^elevens/01-card/Card\\.ts:\\d+:\\d+: syntax error: the code is nested more than ${MAX_TREE_DEPTH} levels deep`,
        ),
      );
  });

  it('converts a file’s coverage on the deep stack as on the grader’s', async () => {
    const unit = compileSource(`${REFERENCE}\n${SHAPES['an else-if chain']!(100)}\n`, NAME, { graded: true });
    const entry = {
      run: 'r',
      file: path.join(KIT_ROOT, NAME),
      code: unit.code!,
      map: unit.map,
      wrapperLength: 0,
      functions: [
        {
          functionName: '',
          isBlockCoverage: true,
          ranges: [{ startOffset: 0, endOffset: unit.code!.length, count: 1 }],
        },
      ],
    };
    const here = await convertCoverage(entry);
    expect(Object.keys(here)).toHaveLength(1);
    expect(onDeepStack({ kind: 'coverage', entry })).toEqual(here);
  });
});
