// The line under `list`'s statuses, and the student page's note above its stage list: one sentence for both.
import { counted } from '../kit/words.ts';

/** `3 of 23 activities done (as check says it: …).` The definition of done is score/stageVerdict.ts's. */
export function listSummary(statuses: readonly { status: string }[]): string {
  const done = statuses.filter((entry) => entry.status === 'done').length;
  const all = counted(statuses.length, 'activity', 'activities');
  return (
    `${done} of ${all} done (as check says it: public tests and your own tests pass, nothing missing, ` +
    'no rule broken, the API as the stub declares it).'
  );
}
