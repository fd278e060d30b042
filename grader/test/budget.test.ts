import { describe, expect, it } from 'vitest';
import type { ItemResult } from '../src/run/attempt.ts';
import { Budgets, waterLevel } from '../src/run/budget.ts';
import type { TestResultOut } from '../src/run/protocol.ts';

// The whole-run limit's shares (run/budget.ts), driven as attempt.ts drives them: the cut must depend on what each
// file used, never on the order in which the workers happened to report it.

const passed = (fullName: string): TestResultOut => ({ name: fullName, fullName, state: 'pass', durationMs: 1 });

/** A file's run as a worker reports it: its loading, then each test's CPU time, then done. */
interface FileRun {
  item: number;
  load: number;
  tests: [string, number][];
}

function play(budgets: Budgets, results: Map<number, ItemResult>, run: FileRun): void {
  budgets.sent(run.item);
  budgets.charge(run.item, run.load);
  for (const [name, ms] of run.tests) {
    budgets.testStarted(run.item, name);
    budgets.charge(run.item, ms);
  }
  budgets.fileDone(run.item);
  results.set(run.item, {
    tests: new Map(run.tests.map(([name]) => [name, passed(name)])),
    stops: new Map(),
  });
}

/** Which tests each file kept, and where each was cut. */
function settled(limitMs: number, files: (FileRun & { pool: string; rank: string })[], order: number[]) {
  const budgets = new Budgets(limitMs, files);
  const results = new Map<number, ItemResult>();
  for (const k of order) play(budgets, results, files[k]!);
  const cut = budgets.settle(results);
  return {
    cut,
    files: files.map(({ item }) => {
      const result = results.get(item)!;
      return { item, kept: [...result.tests.keys()], stopped: result.stopped, neverRan: result.neverRan ?? false };
    }),
  };
}

describe('waterLevel', () => {
  it('gives_every_demand_within_an_even_share_all_it_needs_and_shares_the_rest_evenly', () => {
    expect(waterLevel([1, 2, 10], 9)).toBe(6);
    expect(waterLevel([10, 10], 9)).toBe(4.5);
    expect(waterLevel([1, 2, 3], 6)).toBe(Infinity);
    expect(waterLevel([Infinity, 1], 5)).toBe(4);
  });
});

describe('the whole-run limit shared out', () => {
  // Pool A needs 6 s (a slow test in its second file), pool B 0.3 s: under a 3 s limit, B keeps everything and A is
  // cut at 2.7 s, in rank order.
  const files = [
    { item: 0, pool: 'A', rank: '0:b', load: 100, tests: [['a1', 400] as [string, number], ['a2', 500]] },
    { item: 1, pool: 'A', rank: '0:a', load: 100, tests: [['first', 900]] as [string, number][] },
    { item: 2, pool: 'A', rank: '1:a', load: 100, tests: [['slow', 3_900]] as [string, number][] },
    { item: 3, pool: 'B', rank: '0:a', load: 100, tests: [['b', 200]] as [string, number][] },
  ];

  it('cuts_a_pool_past_the_level_where_its_rank_order_passes_it_and_spares_the_others', () => {
    const { cut, files: outcome } = settled(3_000, files, [0, 1, 2, 3]);
    expect(cut).toBe(true);
    // Rank order in A: item 1 (1000 ms), item 0 (1000 ms), item 2 (from 2000 ms; its loading ends at 2100 ms, its one
    // test at 6000 ms): the level is 2700 ms.
    expect(outcome[1]).toEqual({ item: 1, kept: ['first'], stopped: undefined, neverRan: false });
    expect(outcome[0]).toEqual({ item: 0, kept: ['a1', 'a2'], stopped: undefined, neverRan: false });
    expect(outcome[2]).toEqual({ item: 2, kept: [], stopped: { fullName: 'slow', reason: 'limit' }, neverRan: false });
    expect(outcome[3]).toEqual({ item: 3, kept: ['b'], stopped: undefined, neverRan: false });
  });

  it('decides_the_same_whatever_order_the_files_were_reported_in', () => {
    const first = settled(3_000, files, [0, 1, 2, 3]);
    for (const order of [
      [3, 2, 1, 0],
      [2, 0, 3, 1],
      [1, 3, 0, 2],
    ])
      expect(settled(3_000, files, order), order.join()).toEqual(first);
  });

  it('cuts_within_a_file_at_the_first_test_that_ends_past_the_level', () => {
    // A limit of 1.4 s: B needs 0.3 s, A's level is 1.1 s: item 1 (1000 ms) fits, item 0 loads by 1100 ms and its
    // first test ends at 1500 ms.
    const { files: outcome } = settled(1_400, files, [2, 3, 0, 1]);
    expect(outcome[1]!.kept).toEqual(['first']);
    expect(outcome[0]).toEqual({ item: 0, kept: [], stopped: { fullName: 'a1', reason: 'limit' }, neverRan: false });
    expect(outcome[2]).toEqual({ item: 2, kept: [], stopped: undefined, neverRan: true });
  });

  it('cuts_nothing_where_every_pool_fits', () => {
    const { cut, files: outcome } = settled(7_000, files, [3, 2, 1, 0]);
    expect(cut).toBe(false);
    expect(outcome.every((file) => !file.stopped && !file.neverRan)).toBe(true);
  });
});

describe('stopping a file early', () => {
  it('stops_a_file_only_once_it_lies_past_any_level_the_other_pools_could_leave_it', () => {
    const budgets = new Budgets(3_000, [
      { item: 0, pool: 'A', rank: '0:a' },
      { item: 1, pool: 'A', rank: '0:b' },
      { item: 2, pool: 'B', rank: '0:a' },
    ]);
    budgets.sent(1);
    budgets.charge(1, 2_500);
    // B has used nothing yet and A's first file nothing: A could still have the whole limit.
    expect(budgets.over(1)).toBe(false);
    budgets.sent(2);
    budgets.charge(2, 1_000);
    // B has used a second: A's level is at most 2 s, and its second file has used 2.5 s.
    expect(budgets.over(1)).toBe(true);
    // Every file ranked after a cut one is past the level too; one ranked before it is not.
    expect(budgets.over(0)).toBe(false);
  });

  it('charges_a_test_stopped_for_its_time_its_allowance_whatever_the_watchdog_saw', () => {
    const seen = [6_090, 6_300];
    const outcomes = seen.map((ms) => {
      const budgets = new Budgets(1_000_000, [{ item: 0, pool: 'A', rank: '0' }]);
      budgets.sent(0);
      budgets.charge(0, 150);
      budgets.testStarted(0, 'spins');
      budgets.charge(0, ms);
      budgets.stoppedForTime(0, 6_000, true);
      budgets.fileDone(0);
      const results = new Map<number, ItemResult>([[0, { tests: new Map(), stops: new Map() }]]);
      return { over: budgets.over(0), cut: budgets.settle(results) };
    });
    expect(outcomes[0]).toEqual(outcomes[1]);
    // The same file under a limit between its allowance-charged total (6150 ms) and what the watchdog saw.
    const budgets = new Budgets(6_200, [{ item: 0, pool: 'A', rank: '0' }]);
    budgets.sent(0);
    budgets.charge(0, 150);
    budgets.testStarted(0, 'spins');
    budgets.charge(0, 6_300);
    budgets.stoppedForTime(0, 6_000, true);
    budgets.fileDone(0);
    expect(budgets.settle(new Map([[0, { tests: new Map([['spins', passed('spins')]]), stops: new Map() }]]))).toBe(
      false,
    );
  });
});
