// Wheats: correct implementations of a subject that differ from the reference in one detail the stage's README
// leaves open (Examplar's wheats, beside its chaffs, the buggy implementations). A student's test must pass on every
// one of them to count: a test that fails on a wheat asserts what the specification does not fix (over-specified).
// They live in wheats/<lab>/<NN-slug>/<Subject>.<id>.ts, listed in the manifest like the buggy ones, each with a
// `@freedom` line saying what it does differently and why that is allowed. A probe file beside them
// (`probes.test.ts`) shows each freedom is observable: a probe passes on the reference and fails on the wheat.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from './activities.ts';
import { headerTag } from './buggy.ts';

/** A correct implementation of one subject file that takes one freedom the stage leaves open. */
export interface WheatImpl {
  /** `BasicPyramidSolitaire.deck-by-rank` */
  id: string;
  subject: string;
  file: string;
  /**
   * What it does differently from the reference, and why that is allowed: written to follow "fails where" in a
   * report (`getDeck lists the cards rank by rank: the interface asks for no order`).
   */
  freedom: string;
}

/** The probe tests of a stage's wheats: each fails on some wheat and passes on the reference. */
export const PROBES_FILE = 'probes.test.ts';

/** The line of a stage README saying its stage leaves nothing open, so it has no wheats (verify accepts it). */
export const NOTHING_LEFT_OPEN = /^[-*]?\s*Nothing is left open\b/m;

export function wheatImpls(activity: Activity): WheatImpl[] {
  return Object.entries(activity.manifest.wheats ?? {}).flatMap(([subject, ids]) =>
    ids.map((wheatId) => {
      const base = subject.replace(/\.ts$/, '');
      const file = path.join(activity.wheatDir, `${base}.${wheatId}.ts`);
      const shownFile = path.relative(path.dirname(path.dirname(path.dirname(activity.wheatDir))), file);
      if (!existsSync(file))
        throw new Error(
          `${activity.id}: activity.json lists wheat "${wheatId}" for ${subject}, but ${shownFile} does not exist`,
        );
      const freedom = headerTag(readFileSync(file, 'utf8'), 'freedom');
      if (!freedom) throw new Error(`${activity.id}: the header of wheat ${base}.${wheatId}.ts needs a @freedom line`);
      return { id: `${base}.${wheatId}`, subject, file, freedom };
    }),
  );
}

/** The stage's probe file, where the kit has one. */
export function probesFile(activity: Activity): string | undefined {
  const file = path.join(activity.wheatDir, PROBES_FILE);
  return existsSync(file) ? file : undefined;
}
