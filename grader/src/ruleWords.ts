// How check and list speak of a broken lab rule, kept apart from the rule's checker so that they do not load the
// TypeScript compiler to say it.
import type { ForbiddenUse } from './forbidden.ts';
import { counted } from './words.ts';

/** What breaking the rule costs at grading, as check and list say it (grading's report says it its own way). */
export function ruleCost(hiddenCount?: number): string {
  const tests =
    hiddenCount === 1
      ? 'its hidden test'
      : hiddenCount
        ? `all ${counted(hiddenCount, 'hidden test')}`
        : 'every hidden test';
  return `at grading this costs the points of ${tests}, even those that pass, until it is gone`;
}

/** A forbidden API as a sentence names it: the typed rule's `array` is "an array". */
export function apiName(api: string): string {
  if (api === 'array') return 'an array';
  if (api === 'array-literal') return 'an array literal ([…])';
  return api;
}

/** The first use and how many more: `Game.ts:12:5 uses Map (and 2 more uses)`. */
export function summarizeUses(uses: ForbiddenUse[]): string {
  const first = uses[0]!;
  const more = uses.length > 1 ? ` (and ${counted(uses.length - 1, 'more use')})` : '';
  return `${first.file}:${first.line}:${first.column} uses ${apiName(first.api)}, which this lab's rule forbids${more}`;
}
