import { all, caughtNone, type HostileCase } from '../corpus.ts';

/**
 * Tests that look for the identity of the run they are in. A student's tests run on the reference and on each buggy
 * implementation (plan/runs.ts): each is a run with a key and an id (`…#tests@buggy:Card.matches-or`), a process
 * group, a binding; a buggy implementation's module graph also holds the reference it extends, under a key of its
 * own (run/graph.ts). None of it may reach graded code: a test that fails wherever it finds a buggy implementation's
 * name would "catch" every one without testing any behaviour. Each probe below reads what graded code can reach
 * (the process, the test framework's state, the module's own names, every data property reachable from the global
 * object) and fails on the name of a buggy implementation or of a run. The names are built at run time, so that
 * the test's own source, wherever it is held, never matches: the tests pass on every run and catch nothing.
 */

/** `text` reversed: the test writes every name it looks for backwards. */
const backwards = (text: string) => [...text].reverse().join('');

function probe(subject: string, exported: string, bugs: string[]): string {
  // A wheat's name too: a test that failed wherever it found one would be over-specified there, and lose its points
  // for where it ran, not for what it tested.
  const names = [...bugs, 'buggy', 'wheat', '#tests', '@buggy', '@wheat', 'tests@', '~parent/'].map(backwards);
  return `import { expect, it, vi } from 'vitest';
import { ${exported} } from './${subject}';

void vi;

// Words that would name the run: each written backwards, so that no copy of this file's source matches one.
const NAMES = ${JSON.stringify(names)}.map((name) => [...name].reverse().join(''));

function text(value: unknown): string {
  try {
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    return '';
  }
}

function read(what: () => unknown): string {
  try {
    return text(what());
  } catch {
    return '';
  }
}

/** Every string held in a data property reachable from \`root\` (getters are not called), within bounds. */
function strings(root: unknown, found: string[]): void {
  const seen = new Set<unknown>();
  let layer: unknown[] = [root];
  for (let depth = 0; depth < 5 && layer.length > 0 && seen.size < 20_000; depth++) {
    const next: unknown[] = [];
    for (const value of layer) {
      if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) continue;
      seen.add(value);
      let keys: (string | symbol)[] = [];
      try {
        keys = Reflect.ownKeys(value);
      } catch {
        continue;
      }
      for (const key of keys) {
        found.push(String(key));
        try {
          const held = Object.getOwnPropertyDescriptor(value, key)?.value;
          if (typeof held === 'string') found.push(held);
          else next.push(held);
        } catch {
          // closed
        }
      }
    }
    layer = next;
  }
}

function reachable(): string {
  const found: string[] = [];
  const host = globalThis as unknown as Record<string, any>;
  const where = new Error('where');
  found.push(
    read(() => Object.keys(${exported})),
    read(() => Object.getOwnPropertyNames(${exported}.prototype)),
    read(() => host.process?.env),
    read(() => host.process?.argv),
    read(() => host.process?.execArgv),
    read(() => host.process?.title),
    read(() => host.process?.cwd?.()),
    read(() => expect.getState().testPath),
    read(() => expect.getState().currentTestName),
    read(() => import.meta.url),
    read(() => Object.keys(import.meta)),
    read(() => where.stack),
  );
  strings(globalThis, found);
  strings(expect.getState(), found);
  return found.join('\\n');
}

it('knows_nothing_of_the_run_it_is_in', () => {
  expect(typeof ${exported}).toBe('function');
  const all = reachable();
  expect(NAMES.filter((name) => all.includes(name))).toEqual([]);
});
`;
}

const STAGES = [
  {
    activity: 'elevens/01-card',
    subject: 'Card.ts',
    exported: 'Card',
    others: [] as string[],
    tests: 'CardTester.test.ts',
    bugs: ['matches-or', 'suit-returns-rank', 'tostring-no-space'],
    hidden: 11,
  },
  {
    activity: 'pyramid/01-model',
    subject: 'Card.ts',
    exported: 'Card',
    others: ['BasicPyramidSolitaire.ts'],
    tests: 'CardTester.test.ts',
    bugs: ['tostring-face-as-number', 'equals-ignores-suit', 'key-ignores-suit', 'queen-removable-alone'],
    hidden: 60,
  },
  {
    activity: 'montecarlo/01-coordinate',
    subject: 'Coordinate.ts',
    exported: 'Coordinate',
    others: [],
    tests: 'CoordinateTester.test.ts',
    bugs: ['equals-identity', 'equals-rows-only', 'column-returns-row', 'accepts-negative'],
    hidden: 14,
  },
  {
    activity: 'klondike/01-card',
    subject: 'Card.ts',
    exported: 'Card',
    others: [],
    tests: 'CardTester.test.ts',
    bugs: ['suit-off-by-one', 'diamonds-black', 'ten-as-t', 'accepts-zero'],
    hidden: 8,
  },
];

/** The tests are valid: they pass on the reference. */
const valid: HostileCase['check'] = (result) =>
  result.testing.note ? `the tests were not valid: ${result.testing.note}` : undefined;

export const RUN_IDENTITY: HostileCase[] = STAGES.map((stage): HostileCase => ({
  name: `${stage.activity}: tests look for the name of the run they are in`,
  kind: 'framework',
  activity: stage.activity,
  files: (src) => ({
    ...Object.fromEntries([stage.subject, ...stage.others].map((name) => [name, src.reference(stage.activity, name)])),
    [stage.tests]: probe(stage.subject, stage.exported, stage.bugs),
  }),
  points: stage.hidden,
  check: all(caughtNone, valid),
}));
