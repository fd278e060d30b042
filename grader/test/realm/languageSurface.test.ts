import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import record from '../../src/run/worker/languageSurface.json' with { type: 'json' };
import { INTRINSICS, type Surface } from '../../src/run/worker/languageSurface.ts';

interface Probe {
  before: Surface;
  after: Surface;
  /** The intrinsics of the walk this Node has. */
  walked: string[];
  removed: string[];
  kept: string[];
}

/** The surface before and after the worker's removal, in a fresh process of the running Node (languageProbe.ts). */
function probe(): Probe {
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'languageProbe.ts')], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out) as Probe;
}

const onNode20 = process.versions.node.startsWith('20.');
const { before, after, walked, removed, kept } = probe();

/**
 * Graded code sees Node 20's language on every Node (run/worker/oldestLanguage.ts): a newer Node's built-ins
 * (Set.prototype.isSubsetOf, Iterator…) would let one submission get two grades.
 */
describe('the language graded code sees', () => {
  it('is_the_record_once_a_newer_nodes_additions_are_removed', () => {
    expect(after.intrinsics).toEqual(record.intrinsics);
    expect(after.globals).toEqual(record.globals);
    // What cannot be removed would stay in sight.
    expect(kept).toEqual([]);
  });

  it.runIf(onNode20)('is_recorded_as_node_20_has_it_so_nothing_is_removed_there', () => {
    // A record older than the walk (an intrinsic added to INTRINSICS, or a new key) fails here: `npm run
    // record-language` makes it again.
    expect(before.intrinsics).toEqual(record.intrinsics);
    expect(before.globals).toEqual(record.globals);
    expect(removed).toEqual([]);
    expect(Object.keys(record.intrinsics)).toEqual(walked);
  });

  it('is_recorded_on_node_20_by_the_walks_names', () => {
    expect(record.node).toMatch(/^20\./);
    // Keyed by the walk's names: an intrinsic taken out of INTRINSICS must leave the record too.
    expect(Object.keys(record.intrinsics).filter((name) => !INTRINSICS.includes(name))).toEqual([]);
    // The intrinsics the red-team's submissions told apart, and those only a newer Node has.
    expect(record.intrinsics['Set.prototype']).not.toContain('isSubsetOf');
    expect(record.intrinsics['%IteratorPrototype%']).toEqual(['Symbol.iterator']);
    expect(record.globals).not.toContain('Iterator');
    expect(record.intrinsics['Array.prototype']).toContain('Symbol.iterator');
  });
});
