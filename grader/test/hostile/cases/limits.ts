import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { ActivityResult } from '../../../src/score/result.ts';
import { all, notCalledMissing, problemMatches, replacing, type HostileCase } from '../corpus.ts';

const CARD = 'elevens/01-card';
const FULL_HIDDEN = 11;
const FULL = 15;
// With rank() broken, these pass: suit, pointValue, toString (2 points) and template literals.
const RANK_BROKEN = 5;

const rankDoes = (code: string) => (src: { reference: (a: string, f: string) => string }) => ({
  'Card.ts': replacing(src.reference(CARD, 'Card.ts'), 'return this.cardRank;', `${code}\n    return this.cardRank;`),
});

// Time limits (the hidden runs of this corpus get 1 s a test): whatever blocks the worker costs the tests that reach
// it and nothing else, and the maximum stays.
export const TIME: HostileCase[] = [
  {
    name: 'a loop that never ends in rank()',
    kind: 'time',
    activity: CARD,
    files: rankDoes('while (this.cardRank) {}'),
    points: RANK_BROKEN,
  },
  {
    name: 'the loop guard’s error swallowed inside the loop',
    kind: 'time',
    activity: CARD,
    files: rankDoes('for (;;) { try { for (;;) {} } catch { /* swallowed */ } }'),
    points: RANK_BROKEN,
  },
  {
    name: 'a catastrophic regular expression in rank()',
    kind: 'time',
    activity: CARD,
    files: rankDoes("if (/^(a+)+$/.test('a'.repeat(40) + 'b')) return 'never';"),
    points: RANK_BROKEN,
  },
  {
    name: 'deep recursion inside try/catch in rank()',
    kind: 'time',
    activity: CARD,
    files: rankDoes(
      'const dive = (n: number): number => { try { return dive(n + 1) + dive(n + 1); } catch { return dive(n + 1); } };\n    dive(0);',
    ),
    points: RANK_BROKEN,
  },
  {
    name: 'Atomics.wait in rank()',
    kind: 'time',
    activity: CARD,
    files: rankDoes('Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);'),
    points: RANK_BROKEN,
  },
  {
    name: 'a WebAssembly loop in rank()',
    kind: 'time',
    activity: CARD,
    files: rankDoes(
      'new WebAssembly.Instance(new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 7, 5, 1, 1, 102, 0, 0, 10, 9, 1, 7, 0, 3, 64, 12, 0, 11, 11]))).exports.f();',
    ),
    points: RANK_BROKEN,
  },
  {
    name: 'an array method over a huge length in rank()',
    kind: 'time',
    activity: CARD,
    files: rankDoes("Array.prototype.indexOf.call({ length: 2 ** 53 - 1 }, 'x');"),
    points: RANK_BROKEN,
  },
  {
    name: 'performance.now patched to stop the clock',
    kind: 'time',
    activity: CARD,
    files: rankDoes('(performance as any).now = () => 0; while (this.cardRank) {}'),
    points: RANK_BROKEN,
  },
  {
    name: 'memory exhausted in rank()',
    kind: 'time',
    activity: CARD,
    files: rankDoes('const hoard: unknown[] = []; for (;;) hoard.push(new Array(1e6).fill(1));'),
    points: RANK_BROKEN,
  },
  {
    name: 'a promise that never settles, left behind',
    kind: 'time',
    activity: CARD,
    files: rankDoes('void new Promise(() => {});'),
    points: FULL_HIDDEN,
  },
  {
    name: 'a test of the student’s own that never ends',
    kind: 'time',
    activity: CARD,
    files: (src) => ({
      'Card.ts': src.reference(CARD, 'Card.ts'),
      'CardTester.test.ts': `${src.tests(CARD, 'CardTester.test.ts')}\nit('spins', () => { for (;;) {} });\n`,
    }),
    points: FULL_HIDDEN,
  },
];

// Inputs that once crashed the grade: each costs at most its own activity, with a message that names it.
export const INPUTS: HostileCase[] = [
  {
    name: 'a 2,000-deep folder tree beside the code',
    kind: 'input',
    activity: CARD,
    files: (src) => ({ 'Card.ts': src.reference(CARD, 'Card.ts') }),
    prepare: (dir) => {
      // Made one folder at a time, each from inside the last: the whole path is past what one system call takes
      // (4,096 bytes) wherever the kit is cloned, as a student's upload can be.
      const deep = path.join(dir, CARD, 'deep');
      mkdirSync(deep);
      execFileSync('sh', ['-c', 'for i in $(seq 2000); do mkdir d && cd -P d || exit 1; done'], { cwd: deep });
    },
    points: FULL_HIDDEN,
  },
  // Nesting is bounded: such a file costs its activity, with a message, and nothing else.
  {
    name: 'a deeply nested expression',
    kind: 'input',
    activity: CARD,
    files: (src) => ({
      'Card.ts': `export const deep = ${'('.repeat(5000)}1${')'.repeat(5000)};\n${src.reference(CARD, 'Card.ts')}`,
    }),
    points: 0,
    check: problemMatches(/nested more than 500 levels deep/),
  },
  {
    name: '80 tests with 200,000-character names',
    kind: 'input',
    activity: CARD,
    files: (src) => ({
      'Card.ts': src.reference(CARD, 'Card.ts'),
      'CardTester.test.ts': `${src.tests(CARD, 'CardTester.test.ts')}\nfor (let i = 0; i < 80; i++) it(String(i) + 'x'.repeat(200_000), () => {});\n`,
    }),
    points: FULL,
    check: (result: ActivityResult) =>
      result.testing.tests.every((t) => t.name.length <= 400) ? undefined : 'a test name was not cut',
  },
  {
    name: 'a named pipe among the files',
    kind: 'input',
    activity: CARD,
    files: (src) => ({ 'Card.ts': src.reference(CARD, 'Card.ts') }),
    prepare: (dir) => execFileSync('mkfifo', [path.join(dir, CARD, 'CardTester.test.ts')]),
    points: FULL_HIDDEN,
    check: problemMatches(/not a regular file/),
  },
  {
    name: 'a file past the size bound',
    kind: 'input',
    activity: CARD,
    files: (src) => ({ 'Card.ts': `${src.reference(CARD, 'Card.ts')}\n// ${'x'.repeat(1_200_000)}\n` }),
    points: 0,
    check: all(problemMatches(/larger than/), notCalledMissing),
  },
  {
    name: 'a stage folder that is a symbolic link',
    kind: 'input',
    activity: CARD,
    files: () => ({}),
    prepare: (dir, ctx) => {
      rmSync(path.join(dir, CARD), { recursive: true });
      symlinkSync(`${ctx.kitRoot}/solutions/${CARD}`, path.join(dir, CARD));
    },
    points: 0,
    check: all(problemMatches(/symbolic link/), notCalledMissing),
  },
  {
    name: 'binary garbage for code',
    kind: 'input',
    activity: CARD,
    files: () => ({ 'Card.ts': '\u0000\u0001\u00ff\u0000garbage' }),
    points: 0,
  },
  {
    name: 'a symbolic link that would write back into the original',
    kind: 'input',
    activity: CARD,
    files: (src) => ({ 'Card.ts': src.reference(CARD, 'Card.ts') }),
    prepare: (dir) => symlinkSync(path.join(dir, CARD, 'Card.ts'), path.join(dir, CARD, 'CardTester.test.ts')),
    points: FULL_HIDDEN,
    check: problemMatches(/symbolic link/),
  },
  {
    name: 'a file whose name holds a line break',
    kind: 'input',
    activity: CARD,
    files: (src) => ({ 'Card.ts': src.reference(CARD, 'Card.ts') }),
    prepare: (dir) => writeFileSync(path.join(dir, CARD, 'odd\nname.ts'), 'export {}'),
    points: FULL_HIDDEN,
  },
];

// The Klondike no-arrays rule is checked on types: an array made without a literal is an array all the same.
const PILES = 'klondike/03-piles';
const PILES_HIDDEN = 37;
const withArray =
  (code: string, extra: Record<string, string> = {}) =>
  (src: { reference: (a: string, f: string) => string }) => ({
    'CardDeck.ts': src.reference(PILES, 'CardDeck.ts'),
    'CardStack.ts': src.reference(PILES, 'CardStack.ts'),
    'CardList.ts': `${src.reference(PILES, 'CardList.ts')}\n${code}\n`,
    ...extra,
  });

export const RULES: HostileCase[] = [
  {
    name: 'control: the Klondike piles as written',
    kind: 'rules',
    activity: PILES,
    files: withArray(''),
    points: PILES_HIDDEN,
  },
  {
    name: 'an array literal in CardList',
    kind: 'rules',
    activity: PILES,
    files: withArray('export const held = [1, 2];'),
    points: 0,
    check: problemMatches(/uses an array/),
  },
  {
    name: "an array from ''.split('')",
    kind: 'rules',
    activity: PILES,
    files: withArray("export const held = 'ab'.split('');"),
    points: 0,
    check: problemMatches(/uses an array/),
  },
  {
    name: 'an array from Object.keys',
    kind: 'rules',
    activity: PILES,
    files: withArray('export const held = Object.keys({ a: 1 }).length;'),
    points: 0,
    check: problemMatches(/uses an array/),
  },
  {
    name: 'an array smuggled through JSON.parse',
    kind: 'rules',
    activity: PILES,
    files: withArray("const untyped = JSON.parse('[1]');\nexport const first = untyped[0];"),
    points: 0,
    check: problemMatches(/uses an array/),
  },
  {
    name: 'the provided suits read, as the rules allow',
    kind: 'rules',
    activity: PILES,
    files: withArray(
      "import { SUITS } from '../shared/cardFacts.ts';\nexport const known = SUITS.includes('hearts' as never);",
    ),
    points: PILES_HIDDEN,
  },
  {
    name: 'an array made from the provided suits',
    kind: 'rules',
    activity: PILES,
    files: withArray("import { SUITS } from '../shared/cardFacts.ts';\nexport const copy = SUITS.map((suit) => suit);"),
    points: 0,
    check: problemMatches(/uses an array/),
  },
  {
    name: 'an array behind a helper module',
    kind: 'rules',
    activity: PILES,
    files: withArray("import { letters } from './letters.ts';\nexport const count = letters('ab').length;", {
      'letters.ts': "export function letters(text: string) { return text.split(''); }\n",
    }),
    points: 0,
    check: problemMatches(/uses an array/),
  },
];
