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
function settled(limitMs: number, files: (FileRun & { pool: string; tier: number; rank: string })[], order: number[]) {
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
  const files: (FileRun & { pool: string; tier: number; rank: string })[] = [
    {
      item: 0,
      pool: 'A',
      tier: 0,
      rank: 'a',
      load: 100,
      tests: [
        ['a1', 400],
        ['a2', 500],
      ],
    },
    { item: 1, pool: 'A', tier: 0, rank: 'b', load: 100, tests: [['first', 900]] },
    { item: 2, pool: 'A', tier: 1, rank: 'a', load: 100, tests: [['slow', 3_900]] },
    { item: 3, pool: 'B', tier: 0, rank: 'a', load: 100, tests: [['b', 200]] },
  ];

  // Pool A's visible runs need 2 s and its hidden one 4 s (a slow test), pool B 0.3 s. Under a 5 s limit, the visible
  // runs (2.3 s) fit within the half they may take, and A's hidden run gets the 2.7 s left.
  it('cuts_a_pool_past_the_level_where_its_rank_order_passes_it_and_spares_the_others', () => {
    const { cut, files: outcome } = settled(5_000, files, [0, 1, 2, 3]);
    expect(cut).toBe(true);
    expect(outcome[0]).toEqual({ item: 0, kept: ['a1', 'a2'], stopped: undefined, neverRan: false });
    expect(outcome[1]).toEqual({ item: 1, kept: ['first'], stopped: undefined, neverRan: false });
    // It loads in 100 ms and its one test ends at 4000 ms, past the 2700 ms left.
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
    // A limit of 2 s: the visible runs may take 1 s, B needs 0.3 s, so A's visible level is 0.7 s. In rank order,
    // item 0 loads by 100 ms, a1 ends at 500 ms (kept) and a2 at 1000 ms (cut); item 1 never runs. A's hidden run
    // gets the 1 s left, and its one test ends at 4000 ms.
    const { files: outcome } = settled(2_000, files, [2, 3, 1, 0]);
    expect(outcome[0]).toEqual({
      item: 0,
      kept: ['a1'],
      stopped: { fullName: 'a2', reason: 'limit' },
      neverRan: false,
    });
    expect(outcome[1]).toEqual({ item: 1, kept: [], stopped: undefined, neverRan: true });
    expect(outcome[2]).toEqual({ item: 2, kept: [], stopped: { fullName: 'slow', reason: 'limit' }, neverRan: false });
    expect(outcome[3]!.kept).toEqual(['b']);
  });

  it('never_cuts_a_visible_run_for_what_a_hidden_run_used', () => {
    // Pool B's hidden run needs 0.1 s or 10 s (code that computes only on a chosen hidden input): what the student
    // sees at once is the same either way.
    const withHidden = (ms: number) => [
      ...files,
      { item: 4, pool: 'B', tier: 1, rank: 'a', load: 100, tests: [['hidden', ms]] as [string, number][] },
    ];
    for (const limit of [1_400, 2_500]) {
      const quick = settled(limit, withHidden(100), [0, 1, 2, 3, 4]);
      const slow = settled(limit, withHidden(10_000), [4, 3, 2, 1, 0]);
      expect(slow.files.slice(0, 2), String(limit)).toEqual(quick.files.slice(0, 2));
      expect(slow.files[3], String(limit)).toEqual(quick.files[3]);
    }
  });

  it('cuts_nothing_where_every_pool_fits', () => {
    const { cut, files: outcome } = settled(8_000, files, [3, 2, 1, 0]);
    expect(cut).toBe(false);
    expect(outcome.every((file) => !file.stopped && !file.neverRan)).toBe(true);
  });
});

/** A file sent to a worker that has computed for `ms` so far. */
function spend(budgets: Budgets, item: number, ms: number): void {
  budgets.sent(item);
  budgets.charge(item, ms);
}

describe('stopping a file early', () => {
  it('stops_a_file_only_once_it_lies_past_any_level_the_other_pools_could_leave_it', () => {
    const budgets = new Budgets(3_000, [
      { item: 0, pool: 'A', tier: 0, rank: 'a' },
      { item: 1, pool: 'A', tier: 0, rank: 'b' },
      { item: 2, pool: 'B', tier: 0, rank: 'a' },
    ]);
    spend(budgets, 1, 2_500);
    // B has used nothing yet and A's first file nothing: A could still have the whole limit.
    expect(budgets.over(1)).toBe(false);
    spend(budgets, 2, 1_000);
    // B has used a second: A's level is at most 2 s, and its second file has used 2.5 s.
    expect(budgets.over(1)).toBe(true);
    // Every file ranked after a cut one is past the level too; one ranked before it is not.
    expect(budgets.over(0)).toBe(false);
  });

  it('stops_a_hidden_run_once_the_visible_runs_have_used_what_it_would_need', () => {
    const budgets = new Budgets(3_000, [
      { item: 0, pool: 'A', tier: 0, rank: 'a' },
      { item: 1, pool: 'A', tier: 1, rank: 'a' },
    ]);
    spend(budgets, 1, 2_000);
    expect(budgets.over(1)).toBe(false);
    // The visible run, still running, has used 1.4 s (of the 1.5 s it may take): at most 1.6 s is left for the hidden.
    spend(budgets, 0, 1_400);
    expect(budgets.over(1)).toBe(true);
    expect(budgets.over(0)).toBe(false);
  });

  it('charges_a_test_stopped_for_its_time_its_allowance_whatever_the_watchdog_saw', () => {
    const seen = [6_090, 6_300];
    const outcomes = seen.map((ms) => {
      const budgets = new Budgets(1_000_000, [{ item: 0, pool: 'A', tier: 0, rank: '0' }]);
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
    const budgets = new Budgets(6_200, [{ item: 0, pool: 'A', tier: 0, rank: '0' }]);
    spend(budgets, 0, 150);
    budgets.testStarted(0, 'spins');
    budgets.charge(0, 6_300);
    budgets.stoppedForTime(0, 6_000, true);
    budgets.fileDone(0);
    expect(budgets.settle(new Map([[0, { tests: new Map([['spins', passed('spins')]]), stops: new Map() }]]))).toBe(
      false,
    );
  });
});
