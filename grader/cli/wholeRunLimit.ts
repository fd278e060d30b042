// The `--limit` option of `grade` and `grade-all`: one definition, so both default to the limit the engine uses.
import { WHOLE_RUN_LIMIT_MS } from '../src/run/limits.ts';
import { wholeNumber } from './resolve.ts';

/** The option's default, in the seconds it is given in. */
export const WHOLE_RUN_LIMIT_SECONDS = String(WHOLE_RUN_LIMIT_MS / 1000);

/** `--limit <seconds>` as milliseconds of CPU time; the engine's limit when it is not given. */
export function wholeRunLimitMs(seconds: string | undefined): number {
  return (wholeNumber('--limit', seconds, { min: 1 }) ?? WHOLE_RUN_LIMIT_MS / 1000) * 1000;
}
