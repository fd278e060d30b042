import type { ItemResult } from './attempt.ts';
import type { TestResultOut } from './protocol.ts';

// The whole-run limit (limits.ts) as a budget whose cut is a function of the submission alone. A budget spent in the
// order the workers happened to run cut different tests from one grade to the next (one slow submission scored 605.54,
// 583.32 and 612.96 under the same limit), and let code that burned time in a hidden run cut the visible ones.
//
// So the limit is shared out by what each part of the submission would use, never by when it ran:
// - Each pool (an activity of a submission: plan/runs.ts) has a demand, the CPU time its files take to run to their
//   end. The limit is divided by water-filling: every pool whose demand is at most the level gets all it needs, and
//   the level is what is left shared evenly among the others. A slow activity takes what the fast ones leave, and
//   never cuts one that needs less than an even share.
// - Within a pool, its files are charged in a fixed rank order (the plan's: the runs shown at once before the hidden
//   suites, so that a hidden run's time never cuts a visible one), each test by the CPU time at its end; what lies
//   past the pool's share is cut, whatever ran first.
// The workers run each file's tests as fast as they can in any order; a file is stopped early only once it is
// certain to lie past its pool's share (`over`), so that no grade runs unbounded.

/** One file of one run, charged to a pool. */
interface Charge {
  item: number;
  pool: Pool;
  rank: string;
  /** CPU ms charged so far: loading and tests, over every attempt. */
  usedMs: number;
  /** The charge at each test's start, in the order the tests started. */
  starts: [string, number][];
  /** The charge when the file was last sent to a worker: where a stop while it loads is charged from. */
  loadFrom: number;
  /** The charge when the file was done; undefined while it runs. */
  endMs?: number;
  /** Stopped, or never started, because it lay past its pool's share for certain. */
  cut?: boolean;
}

interface Pool {
  items: Charge[];
}

/** Where `budget` is shared by water-filling among `demands`: Infinity where every demand fits. */
export function waterLevel(demands: number[], budget: number): number {
  const sorted = [...demands].sort((a, b) => a - b);
  let left = budget;
  for (let k = 0; k < sorted.length; k++) {
    const level = left / (sorted.length - k);
    if (sorted[k]! > level) return level;
    left -= sorted[k]!;
  }
  return Infinity;
}

export class Budgets {
  private readonly charges = new Map<number, Charge>();
  private readonly pools = new Map<string, Pool>();

  /** `items`: the charged files, each with its pool and its rank there; none where there is no limit. */
  constructor(
    private readonly limitMs: number | undefined,
    items: { item: number; pool: string; rank: string }[],
  ) {
    if (limitMs === undefined) return;
    for (const { item, pool: name, rank } of items) {
      let pool = this.pools.get(name);
      if (!pool) this.pools.set(name, (pool = { items: [] }));
      const charge: Charge = { item, pool, rank, usedMs: 0, starts: [], loadFrom: 0 };
      pool.items.push(charge);
      this.charges.set(item, charge);
    }
    for (const pool of this.pools.values()) pool.items.sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
  }

  /** Whether this file's CPU time counts against the limit. */
  charged(item: number): boolean {
    return this.charges.has(item);
  }

  charge(item: number, ms: number): void {
    const charge = this.charges.get(item);
    if (charge && ms > 0) charge.usedMs += ms;
  }

  /** The file is sent to a worker (again, after a stop): its loading starts. */
  sent(item: number): void {
    const charge = this.charges.get(item);
    if (charge) charge.loadFrom = charge.usedMs;
  }

  testStarted(item: number, fullName: string): void {
    const charge = this.charges.get(item);
    charge?.starts.push([fullName, charge.usedMs]);
  }

  fileDone(item: number): void {
    const charge = this.charges.get(item);
    if (charge) charge.endMs = charge.usedMs;
  }

  /**
   * A test (`inTest`) or the file's loading stopped for its time is charged its allowance from its start, not what
   * the watchdog happened to see before it acted.
   */
  stoppedForTime(item: number, allowanceMs: number, inTest: boolean): void {
    const charge = this.charges.get(item);
    if (!charge) return;
    const from = inTest ? (charge.starts.at(-1)?.[1] ?? charge.loadFrom) : charge.loadFrom;
    charge.usedMs = from + allowanceMs;
  }

  /**
   * Whether this file lies past its pool's share for certain, from what is known so far: the files ranked before it
   * have used at least what they have, and the share is at most the level the limit would have were every other pool
   * to need no more than it has used. Marks it cut.
   */
  over(item: number): boolean {
    const charge = this.charges.get(item);
    if (!charge || this.limitMs === undefined) return false;
    if (charge.cut) return true;
    let before = 0;
    for (const other of charge.pool.items) {
      if (other === charge) break;
      if (other.cut) return (charge.cut = true);
      before += other.usedMs;
    }
    if (before + charge.usedMs <= this.upperLevel(charge.pool)) return false;
    return (charge.cut = true);
  }

  /** The most the final level can be: every pool but `pool` needing no more than it has used so far. */
  private upperLevel(pool: Pool): number {
    const demands = [...this.pools.values()].filter((p) => p !== pool).map((p) => this.used(p));
    return waterLevel([...demands, Infinity], this.limitMs!);
  }

  private used(pool: Pool): number {
    return pool.items.reduce((sum, charge) => sum + charge.usedMs, 0);
  }

  /** What a pool needs to run to its end: Infinity where a file of it was cut (it needs more than the level). */
  private demand(pool: Pool): number {
    return pool.items.some((charge) => charge.cut || charge.endMs === undefined) ? Infinity : this.used(pool);
  }

  /**
   * Once every file has run or been cut: each pool past the level keeps, in rank order, the tests that end within
   * it; the rest are cut by the limit, as if it had come there. Gives whether any file was cut.
   */
  settle(results: Map<number, ItemResult>): boolean {
    if (this.limitMs === undefined) return false;
    const pools = [...this.pools.values()];
    const level = waterLevel(
      pools.map((pool) => this.demand(pool)),
      this.limitMs,
    );
    let anyCut = false;
    for (const pool of pools) {
      if (this.demand(pool) <= level) continue;
      let left = level;
      for (const charge of pool.items) {
        if (left >= 0 && !charge.cut && charge.endMs !== undefined && charge.endMs <= left) {
          left -= charge.usedMs;
          continue;
        }
        let result = results.get(charge.item);
        if (!result) results.set(charge.item, (result = { tests: new Map(), stops: new Map() }));
        cutAt(charge, result, left);
        anyCut = true;
        left = -1;
      }
    }
    return anyCut;
  }
}

/** Cuts a file's results where its charge passes `left` (negative: before it began). */
function cutAt(charge: Charge, result: ItemResult, left: number): void {
  // Each test ends where the next one starts, the last where the file was done.
  const ends = new Map<string, number>();
  charge.starts.forEach(([name], k) => ends.set(name, charge.starts[k + 1]?.[1] ?? charge.endMs ?? Infinity));
  const loaded = charge.starts[0]?.[1] ?? charge.endMs ?? Infinity;
  const kept = new Map<string, TestResultOut>();
  let firstCut: string | undefined;
  let last = loaded;
  if (loaded <= left)
    for (const [name, test] of result.tests) {
      // A test that never started (skipped) ends where the one before it did.
      last = ends.get(name) ?? last;
      if (last <= left && firstCut === undefined) kept.set(name, test);
      else firstCut ??= name;
    }
  for (const name of [...result.stops.keys()]) if (!kept.has(name)) result.stops.delete(name);
  result.tests = kept;
  if (loaded > left) {
    // Cut before its tests began: as if it never ran.
    result.neverRan = true;
    delete result.stopped;
    delete result.error;
    result.stops.clear();
    return;
  }
  // The test the limit came in: the first whose end lies past it (one still running when its worker was stopped
  // told no result, and has none).
  firstCut ??= charge.starts.find(([name]) => (ends.get(name) ?? Infinity) > left)?.[0];
  const fullName = firstCut ?? result.stopped?.fullName;
  delete result.neverRan;
  result.stopped = { ...(fullName === undefined ? {} : { fullName }), reason: 'limit' };
}
