import type { ItemResult } from './itemResult.ts';
import type { TestResultOut } from './protocol.ts';

// The whole-run limit (limits.ts) as a budget whose cut is a function of the submission alone. A budget spent in the
// order the workers happened to run cut different tests from one grade to the next (one slow submission scored 605.54,
// 583.32 and 612.96 under the same limit), and let code that burned time in a hidden run cut the visible ones.
//
// So the limit is shared out by what each part of the submission would use, never by when it ran:
// - Each activity of a submission is a pool (plan/budgetRanks.ts), in tiers: the runs the student sees at once
//   (tier 0), then the hidden suites (tier 1). Each part has a demand, the CPU time its files take to run to their end.
// - Tier by tier, what is left of the limit (the visible tier half of it at most) is divided by water-filling: every
//   part whose demand is at most the level gets all it needs, and the level is what is left shared evenly among the
//   others. A slow activity takes what the
//   fast ones leave and never cuts one that needs less than an even share; a hidden run's time never cuts a visible
//   one, of its own activity or another (it would be a bit about the hidden suite, shown at once).
// - Within a part, its files are charged in a fixed rank order, each test by the CPU time at its end; what lies past
//   the level is cut, whatever ran first.
// The workers run the files in rank order as fast as they can; a file is stopped early only once it is certain to lie
// past its level (`over`), so that no grade runs unbounded. The limit charges what runs: a file that takes its twin's
// results instead of running (run/twins.ts: a student's test file on a buggy implementation it never reaches) is
// charged nothing, its twin once.

/** One file of one run, charged to a part of a pool. */
interface Charge {
  item: number;
  part: Part;
  rank: string;
  /** CPU ms charged so far: loading and tests, over every attempt. */
  usedMs: number;
  /** The charge at each test's start, in the order the tests started. */
  starts: [string, number][];
  /** The charge when the file was last sent to a worker: where a stop while it loads is charged from. */
  loadFrom: number;
  /** The charge when the file was done; undefined while it runs. */
  endMs?: number;
  /** Stopped, or never started, because it lay past its level for certain. */
  cut?: boolean;
}

/** One tier of one pool: its files in rank order. */
interface Part {
  tier: number;
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

/**
 * The part of what is left that a tier may spend where a higher one comes after it: the runs shown at once may take
 * half the limit, and leave the hidden suites the rest (and whatever they did not use). Without a bound, a student's
 * own slow tests took the whole limit, and every hidden run was left nothing, kept or cut by whether it was measured
 * at 0 or 10 ms.
 */
const TIER_SHARE = 0.5;

const byRank = (a: Charge, b: Charge) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0);

export class Budgets {
  private readonly charges = new Map<number, Charge>();
  private readonly parts = new Map<string, Part>();

  /** `items`: the charged files, each with its pool, its tier and its rank there; none where there is no limit. */
  constructor(
    private readonly limitMs: number | undefined,
    items: { item: number; pool: string; tier: number; rank: string }[],
  ) {
    if (limitMs === undefined) return;
    for (const { item, pool, tier, rank } of items) {
      const key = `${tier}\0${pool}`;
      let part = this.parts.get(key);
      if (!part) this.parts.set(key, (part = { tier, items: [] }));
      const charge: Charge = { item, part, rank, usedMs: 0, starts: [], loadFrom: 0 };
      part.items.push(charge);
      this.charges.set(item, charge);
    }
    for (const part of this.parts.values()) part.items.sort(byRank);
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
   * Whether this file lies past its level for certain, from what is known so far: the files ranked before it have
   * used at least what they have, and the level is at most what it would be were every other part to need no more
   * than it has used (upperLevel). Marks it cut.
   */
  over(item: number): boolean {
    const charge = this.charges.get(item);
    if (!charge || this.limitMs === undefined) return false;
    if (charge.cut) return true;
    let before = 0;
    for (const other of charge.part.items) {
      if (other === charge) break;
      if (other.cut) return (charge.cut = true);
      before += other.usedMs;
    }
    if (before + charge.usedMs <= this.upperLevel(charge.part)) return false;
    return (charge.cut = true);
  }

  private tier(tier: number): Part[] {
    return [...this.parts.values()].filter((part) => part.tier === tier);
  }

  private tiers(): number[] {
    return [...new Set([...this.parts.values()].map((part) => part.tier))].sort((a, b) => a - b);
  }

  /** What tier `tier` may spend of `left`: half where a higher tier comes after it, so that none is starved. */
  private share(tier: number, left: number): number {
    return tier === this.tiers().at(-1) ? left : left * TIER_SHARE;
  }

  /**
   * The most `part`'s level can be. What the lowest tier leaves is at most the limit less what each of its parts
   * will use at least (what it has used, up to the least its level can be: every part not done needing all); the
   * tiers between are taken to use nothing. Within the part's tier, every other part needs what it has used.
   */
  private upperLevel(part: Part): number {
    let left = this.limitMs!;
    const lowest = this.tiers()[0]!;
    if (part.tier !== lowest) {
      const parts = this.tier(lowest);
      const least = waterLevel(
        parts.map((p) => this.demand(p)),
        this.share(lowest, left),
      );
      left -= parts.reduce((sum, p) => sum + Math.min(this.used(p), least), 0);
    }
    const others = this.tier(part.tier).filter((p) => p !== part);
    return waterLevel([...others.map((p) => this.used(p)), Infinity], this.share(part.tier, left));
  }

  private used(part: Part): number {
    return part.items.reduce((sum, charge) => sum + charge.usedMs, 0);
  }

  /** What a part needs to run to its end: Infinity while it runs, or where a file of it was cut. */
  private demand(part: Part): number {
    return part.items.some((charge) => charge.cut || charge.endMs === undefined) ? Infinity : this.used(part);
  }

  /**
   * Once every file has run or been cut: each part past its tier's level keeps, in rank order, the tests that end
   * within it; the rest are cut by the limit, as if it had come there. Gives whether any file was cut.
   */
  settle(results: Map<number, ItemResult>): boolean {
    if (this.limitMs === undefined) return false;
    let left = this.limitMs;
    let anyCut = false;
    for (const tier of this.tiers()) {
      const parts = this.tier(tier);
      const level = waterLevel(
        parts.map((part) => this.demand(part)),
        this.share(tier, left),
      );
      for (const part of parts) {
        const demand = this.demand(part);
        left -= Math.min(demand, level);
        if (demand > level) {
          this.cutPart(part, level, results);
          anyCut = true;
        }
      }
    }
    return anyCut;
  }

  /** Keeps the files of `part` that fit within `level` in rank order, and cuts the rest where they pass it. */
  private cutPart(part: Part, level: number, results: Map<number, ItemResult>): void {
    let left = level;
    for (const charge of part.items) {
      if (left >= 0 && !charge.cut && charge.endMs !== undefined && charge.endMs <= left) {
        left -= charge.usedMs;
        continue;
      }
      let result = results.get(charge.item);
      if (!result) results.set(charge.item, (result = { tests: new Map(), stops: new Map() }));
      cutAt(charge, result, left);
      left = -1;
    }
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
