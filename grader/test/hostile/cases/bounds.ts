import { mkdirSync, renameSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { ActivityResult } from '../../../src/score/result.ts';
import { all, problemMatches, replacing, type HostileCase, type Sources } from '../corpus.ts';

/**
 * Bounds that must hold whatever a submission holds: a worker's whole memory (array buffers live outside V8's heap),
 * links anywhere in the submission (a lab folder included), and the tests a file may count. Each costs only what it
 * touches: the tests that reach it, the activity, or the lab behind a link.
 */
const CARD = 'elevens/01-card';
const FULL_HIDDEN = 11;
const FULL = 15;
// With rank() failing, these pass: suit, pointValue, toString (2 points) and template literals.
const RANK_BROKEN = 5;

// Each would pass if memory were unbounded: 2.2 GB, touched page by page, then the right answer.
// Kept alive in a chain of objects, not an array (Monte Carlo's rule forbids growing one).
const TYPED_ARRAYS =
  'let kept: unknown; for (let i = 0; i < 22; i++) kept = { data: new Uint8Array(100_000_000).fill(1), kept }; void kept;';
const BUFFERS =
  'let kept: unknown; for (let i = 0; i < 22; i++) { const b = new ArrayBuffer(100_000_000); new Uint8Array(b).fill(1); kept = { b, kept }; } void kept;';
const RESIZED =
  'const b = new (ArrayBuffer as any)(1, { maxByteLength: 2_200_000_000 }); b.resize(2_200_000_000); new Uint8Array(b).fill(1);';
// One allocation past the bound: refused at once (no time limit can be what stops it), where without the bound it
// would take address space only and pass at once.
const ONE_PIECE = 'const big = new Uint8Array(2_200_000_000); big[big.length - 1] = 1;';
const HUGE_ARRAY = 'const kept = Array(1e9).fill(0); void kept;';

const rankDoes = (code: string) => (src: Sources) => ({
  'Card.ts': replacing(src.reference(CARD, 'Card.ts'), 'return this.cardRank;', `${code}\n    return this.cardRank;`),
});

/** One method of another lab's first stage: filling memory there must cost exactly what a throw there costs. */
interface Method {
  activity: string;
  subject: string;
  others: string[];
  at: string;
  /** The score with that method throwing (its control case states it too). */
  points: number;
}

const METHODS: Method[] = [
  { activity: 'klondike/01-card', subject: 'Card.ts', others: [], at: 'colour(): Colour {', points: 7 },
  {
    activity: 'montecarlo/01-coordinate',
    subject: 'Coordinate.ts',
    others: [],
    at: 'toString(): string {',
    points: 13,
  },
];

const methodDoes = (method: Method, code: string) => (src: Sources) => ({
  ...Object.fromEntries(method.others.map((name) => [name, src.reference(method.activity, name)])),
  [method.subject]: replacing(src.reference(method.activity, method.subject), method.at, `${method.at}\n    ${code}`),
});

/** Every hidden test that failed says the allocation was refused (not a time limit). */
const refusedAllocation = (result: ActivityResult) => {
  const failed = result.hidden.filter((test) => !test.passed);
  const other = failed.find((test) => !/Array buffer allocation failed/.test(test.message ?? ''));
  return failed.length === 0 || other
    ? `not refused by the memory bound: ${other?.message ?? 'nothing failed'}`
    : undefined;
};

export const MEMORY: HostileCase[] = [
  {
    name: 'a 2.2 GB typed array in rank()',
    kind: 'resources',
    activity: CARD,
    files: rankDoes(ONE_PIECE),
    points: RANK_BROKEN,
    check: refusedAllocation,
  },
  {
    name: 'typed arrays filled past 2 GB in rank()',
    kind: 'resources',
    activity: CARD,
    files: rankDoes(TYPED_ARRAYS),
    points: RANK_BROKEN,
  },
  {
    name: 'array buffers grown past 2 GB in rank()',
    kind: 'resources',
    activity: CARD,
    files: rankDoes(BUFFERS),
    points: RANK_BROKEN,
  },
  {
    name: 'a resizable array buffer grown past 2 GB in rank()',
    kind: 'resources',
    activity: CARD,
    files: rankDoes(RESIZED),
    points: RANK_BROKEN,
  },
  {
    name: 'Array(1e9).fill in rank()',
    kind: 'resources',
    activity: CARD,
    files: rankDoes(HUGE_ARRAY),
    points: RANK_BROKEN,
    // What stops it is V8's heap bound, a flag of the worker's Node under every confinement (unlike the data limit of
    // the array buffers above): graded once, not again under the fallbacks, where it took half a minute each.
    runtimeOnly: true,
  },
  ...METHODS.flatMap((method): HostileCase[] => [
    {
      name: `${method.activity}: control, ${method.at} throws`,
      kind: 'resources',
      activity: method.activity,
      files: methodDoes(method, "throw new Error('control');"),
      points: method.points,
    },
    {
      name: `${method.activity}: typed arrays filled past 2 GB in ${method.at}`,
      kind: 'resources',
      activity: method.activity,
      files: methodDoes(method, TYPED_ARRAYS),
      points: method.points,
    },
  ]),
];

const PYRAMID = 'pyramid/01-model';
const PYRAMID_HIDDEN = 60;
const reference = (activity: string, names: string[]) => (src: Sources) =>
  Object.fromEntries(names.map((name) => [name, src.reference(activity, name)]));

export const LINKS: HostileCase[] = [
  {
    name: 'a dangling lab-folder link beside another lab’s correct work',
    kind: 'input',
    activity: PYRAMID,
    files: reference(PYRAMID, ['BasicPyramidSolitaire.ts', 'Card.ts']),
    prepare: (dir) => symlinkSync('/nonexistent/elevens', path.join(dir, 'elevens')),
    points: PYRAMID_HIDDEN,
  },
  {
    name: 'a looping lab-folder link beside another lab’s correct work',
    kind: 'input',
    activity: PYRAMID,
    files: reference(PYRAMID, ['BasicPyramidSolitaire.ts', 'Card.ts']),
    prepare: (dir) => symlinkSync('klondike', path.join(dir, 'klondike')),
    points: PYRAMID_HIDDEN,
  },
  {
    name: 'the graded lab’s folder a link to the work',
    kind: 'input',
    activity: CARD,
    files: reference(CARD, ['Card.ts']),
    prepare: (dir) => {
      renameSync(path.join(dir, 'elevens'), path.join(dir, 'elsewhere'));
      symlinkSync('elsewhere', path.join(dir, 'elevens'));
    },
    points: 0,
    check: problemMatches(/^elevens is a symbolic link \(to elsewhere\): submit the file or folder itself/),
  },
  {
    name: 'two links that point at each other beside the code',
    kind: 'input',
    activity: CARD,
    files: reference(CARD, ['Card.ts']),
    prepare: (dir) => {
      symlinkSync('b', path.join(dir, CARD, 'a'));
      symlinkSync('a', path.join(dir, CARD, 'b'));
    },
    points: FULL_HIDDEN,
    check: problemMatches(/elevens\/01-card\/a is a symbolic link \(to b\)/),
  },
  {
    name: 'a dangling link in a folder of the stage',
    kind: 'input',
    activity: CARD,
    files: reference(CARD, ['Card.ts']),
    prepare: (dir) => {
      mkdirSync(path.join(dir, CARD, 'notes'));
      symlinkSync('/nonexistent', path.join(dir, CARD, 'notes', 'todo.ts'));
    },
    points: FULL_HIDDEN,
    check: problemMatches(/elevens\/01-card\/notes\/todo\.ts is a symbolic link/),
  },
];

/** The student's own tests after `generated` generated ones (one test per input, each passing everywhere). */
export const afterGenerated = (generated: number) => (src: Sources) => ({
  'Card.ts': src.reference(CARD, 'Card.ts'),
  'CardTester.test.ts': replacing(
    src.tests(CARD, 'CardTester.test.ts'),
    "import { describe, expect, it } from 'vitest';",
    `import { describe, expect, it } from 'vitest';\nit.each(Array.from({ length: ${generated} }, (_, i) => i))('generated %i', (i) => { expect(i + 1).toBeGreaterThan(i); });`,
  ),
});

const testedAll = (result: ActivityResult) =>
  result.testing.buggy.every((bug) => bug.caught) ? undefined : 'a buggy implementation was not caught';

// Past the 2,000 tests a file once counted (the rest dropped without a word): the real tests at the end still count.
// 20,000 and the 50,000 bound itself are graded in uploadBounds.test.ts, with the kit's own time limits.
export const TESTS_PER_FILE: HostileCase[] = [
  {
    name: '3,000 generated tests before the real ones',
    kind: 'input',
    activity: CARD,
    files: afterGenerated(3_000),
    points: FULL,
    check: all(testedAll, (result) =>
      result.testing.tests.length === 3_004 ? undefined : `${result.testing.tests.length} tests counted`,
    ),
  },
];

export const BOUNDS: HostileCase[] = [...MEMORY, ...LINKS, ...TESTS_PER_FILE];
