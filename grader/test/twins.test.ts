import { describe, expect, it } from 'vitest';
import type { RunGraph } from '../src/run/graph.ts';
import { twinsOf } from '../src/run/twins.ts';
import type { TestRun } from '../src/run/types.ts';

// A student's test file that never reaches the class a buggy implementation (or a wheat) puts in the reference's
// place runs on it exactly as on the reference, and takes the reference run's results instead of running
// (run/twins.ts). Only a file that would be sent the very same modules may: one that reaches the buggy class, by an
// import or as the reference a subject is shown as, must run.

const module = (code: string, deps: Record<string, string> = {}) => ({ code, deps });

/** The student's two test files, on `deck` as the Deck (its code id), with Card and Deck shown uniformly. */
function graph(deck: string): RunGraph {
  return {
    modules: {
      'elevens/02-deck/CardTester.test.ts': module('card-tests', { './Card.ts': 'elevens/02-deck/Card.ts' }),
      'elevens/02-deck/DeckTester.test.ts': module('deck-tests', { './Deck.ts': 'elevens/02-deck/Deck.ts' }),
      'elevens/02-deck/Card.ts': module('card-reference'),
      'elevens/02-deck/Deck.ts': module(deck, { './Card.ts': 'elevens/02-deck/Card.ts' }),
      '~reference/Deck.ts': module('deck-reference', { './Card.ts': 'elevens/02-deck/Card.ts' }),
    },
    entries: ['elevens/02-deck/CardTester.test.ts', 'elevens/02-deck/DeckTester.test.ts'],
    uniform: [
      { module: 'elevens/02-deck/Card.ts', reference: 'elevens/02-deck/Card.ts' },
      { module: 'elevens/02-deck/Deck.ts', reference: '~reference/Deck.ts' },
    ],
    files: new Map(),
  };
}

const run = (id: string, sameAs?: string): TestRun => ({
  id,
  binding: {} as TestRun['binding'],
  files: ['CardTester.test.ts', 'DeckTester.test.ts'],
  timeoutMs: 5000,
  ...(sameAs ? { sameAs } : {}),
});

function planned(runs: { run: TestRun; graph: RunGraph; timeoutMs?: number }[]) {
  return runs.flatMap(({ run: r, graph: g, timeoutMs }, k) =>
    g.entries.map((entry, j) => ({
      run: r,
      file: r.files[j]!,
      graph: g,
      work: { item: k * 10 + j, path: entry, entry, timeoutMs: timeoutMs ?? r.timeoutMs },
    })),
  );
}

describe('a test file on a buggy implementation it never reaches', () => {
  it('takes_the_reference_runs_results_and_one_that_reaches_the_buggy_class_runs', () => {
    const twins = twinsOf(
      planned([
        { run: run('tests@reference'), graph: graph('deck-reference') },
        { run: run('tests@buggy:Deck.deal-twice', 'tests@reference'), graph: graph('deck-deals-twice') },
      ]),
    );
    // CardTester (item 10) never loads the Deck: it takes CardTester's results on the reference (item 0).
    expect([...twins]).toEqual([[10, 0]]);
  });

  it('runs_where_the_buggy_class_is_reached_only_as_the_reference_a_subject_is_shown_as', () => {
    const shownAsBuggy = graph('deck-reference');
    shownAsBuggy.uniform[0] = { module: 'elevens/02-deck/Card.ts', reference: 'elevens/02-deck/Deck.ts' };
    const twins = twinsOf(
      planned([
        { run: run('tests@reference'), graph: graph('deck-reference') },
        { run: run('tests@buggy:Deck.deal-twice', 'tests@reference'), graph: shownAsBuggy },
      ]),
    );
    expect(twins.size).toBe(0);
  });

  it('runs_without_a_twin_run_or_under_another_time_limit', () => {
    const alone = twinsOf(planned([{ run: run('tests@buggy:x', 'tests@reference'), graph: graph('deck-reference') }]));
    expect(alone.size).toBe(0);
    const slower = twinsOf(
      planned([
        { run: run('tests@reference'), graph: graph('deck-reference') },
        { run: run('tests@buggy:x', 'tests@reference'), graph: graph('deck-x'), timeoutMs: 9000 },
      ]),
    );
    expect(slower.size).toBe(0);
  });
});
