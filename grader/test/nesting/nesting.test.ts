import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { compileSource } from '../../src/run/compile.ts';
import { MAX_LEVELS, MAX_SCRIPT_UNITS, scriptNesting, sourceNesting } from '../../src/run/nesting.ts';

const NAME = 'elevens/01-card/Card.ts';
const REFERENCE = readFileSync(path.join(KIT_ROOT, 'solutions', NAME), 'utf8');

/** Shapes of code that each nest one level deeper per repetition, as a chain or inside one another. */
const SHAPES: Record<string, (n: number) => string> = {
  'a sum': (n) => `export const x = 1${'+1'.repeat(n)};`,
  'a negation': (n) => `export const x = ${'!'.repeat(n)}true;`,
  'a chain of properties': (n) => `const o: any = {}; export const x = () => o${'.a'.repeat(n)};`,
  'calls of what a call returns': (n) => `const f: any = () => f; export const x = f${'()'.repeat(n)};`,
  'tagged templates': (n) => `const f: any = () => f; export const x = f${'``'.repeat(n)};`,
  'arrow functions returning arrow functions': (n) => `export const x = ${'(a: unknown) => '.repeat(n)}1;`,
  conditionals: (n) => `const c = Math.random() > 2; export const x = ${'c ? 1 : '.repeat(n)}0;`,
  'generic types': (n) => `type A<T> = T; export type Deep = ${'A<'.repeat(n)}1${'>'.repeat(n)};`,
  awaits: (n) => `export async function g() { return ${'await '.repeat(n)}1; }`,
  casts: (n) => `export const x = 1${' as unknown'.repeat(n)};`,
};

const file = (shape: string, n: number) => `${REFERENCE}\n${SHAPES[shape]!(n)}\n`;
const refused = (source: string) => compileSource(source, NAME, { graded: true }).error;

/** The most repetitions of `shape` the kit compiles (binary search: past it, it refuses). */
function most(shape: string): number {
  let [low, high] = [1, 6_000];
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (refused(file(shape, middle)) === undefined) low = middle;
    else high = middle;
  }
  return low;
}

/** V8's stack limit of a process (KB) where none is set: the grader's. */
const DEFAULT_STACK_KB = 984;

/** Compiles and parses `source` in a process with `stackKb` of stack: what went wrong, if anything. */
function withStack(source: string, stackKb: number): { error?: string; thrown?: string } {
  const script = path.join(import.meta.dirname, 'compileWithStack.ts');
  const out = execFileSync(process.execPath, [`--stack-size=${stackKb}`, '--import', 'tsx', script, NAME], {
    cwd: KIT_ROOT,
    input: source,
    encoding: 'utf8',
  });
  return JSON.parse(out) as { error?: string; thrown?: string };
}

describe('how deeply a file nests, bounded before a parser recurses through it', () => {
  it('leaves every file of the kit far below both bounds', () => {
    const files = execFileSync('git', ['ls-files', '*.ts'], { cwd: KIT_ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((name) => /^(activities|solutions|buggy|wheats)\//.test(name));
    expect(files.length).toBeGreaterThan(200);
    for (const name of files) {
      const text = readFileSync(path.join(KIT_ROOT, name), 'utf8');
      expect(sourceNesting(text).levels.depth, name).toBeLessThan(MAX_LEVELS / 5);
      const compiled = compileSource(text, name, { graded: true });
      if (compiled.code) expect(scriptNesting(compiled.code).depth, name).toBeLessThan(MAX_SCRIPT_UNITS / 5);
    }
  });

  // How deep V8 gets in a stack depends on how far the JIT compiled each function on it: a sum of 5,000 terms
  // compiled in a grader warm from other students and overflowed in a fresh one. What the kit accepts must fit a
  // third of the grader's stack, cold: then no thread's history can change its verdict.
  it.each(Object.keys(SHAPES))(
    '%s: refused past the bound, naming the line; at the bound it fits a third of the stack',
    (shape) => {
      const n = most(shape);
      expect(n).toBeGreaterThan(20);
      expect(refused(file(shape, n + 1))).toMatch(
        /^elevens\/01-card\/Card\.ts:\d+:\d+: (an expression here is more than 400 levels deep|the code here nests too deeply)/,
      );
      expect(withStack(file(shape, n), Math.floor(DEFAULT_STACK_KB / 3))).toEqual({});
    },
  );

  it('a regular expression holding a quote, after a closing parenthesis, hides nothing from the bound', () => {
    const hidden = `export function f(x: boolean) { if (x) /'/.test(''); return 1${'+1'.repeat(3_000)}; } //'`;
    expect(refused(`${REFERENCE}\n${hidden}\n`)).toMatch(/nests too deeply/);
  });
});
