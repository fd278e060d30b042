/** What `play`, `simulate` and `serve` share: whose classes to use, and a game failure said as a usage error. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describeGameFailure, exitCodeOf } from '../games/failures.ts';
import { forText } from '../src/report/inert.ts';
import type { GameCatalog } from '../games/registry.ts';
import { UsageError, type CliContext } from './context.ts';

export type Impl = 'reference' | 'student';

/** A kit has reference classes only in the instructor's copy: a student's kit plays their own by default. */
export function hasReference(kitRoot: string): boolean {
  return existsSync(path.join(kitRoot, 'solutions'));
}

/** `--impl`, or the implementation this kit has when it is not given. */
export function implFor(ctx: CliContext, given: string | undefined): Impl {
  if (given === undefined) return hasReference(ctx.kitRoot) ? 'reference' : 'student';
  if (given !== 'reference' && given !== 'student')
    throw new UsageError(`--impl must be reference or student, got "${given}"`);
  return given;
}

/** What to do besides fixing one's code: try the reference, where the kit has one. */
export function otherwise(ctx: CliContext, impl: Impl): string {
  return impl === 'student' && hasReference(ctx.kitRoot) ? 'or use --impl reference' : '';
}

/**
 * A failure the user can act on becomes a UsageError (printed without a stack), exiting 1 when it is the student's
 * code to finish or fix and 2 when the command was wrong; anything else is rethrown.
 */
export function asUsageError(error: unknown, then = ''): unknown {
  const sentence = describeGameFailure(error, then);
  return sentence === undefined ? error : new UsageError(sentence, exitCodeOf(error));
}

export function catalogOf(ctx: CliContext): GameCatalog {
  return ctx.games ?? { games: [], simulations: [], broken: [] };
}

/** A lab whose games could not be loaded is said once, as a warning, by the commands that use games. */
export function warnBrokenGames(ctx: CliContext): void {
  for (const { lab, message } of catalogOf(ctx).broken)
    ctx.stderr.write(`cardlab: warning: the ${lab} games cannot be loaded: ${forText(message, { lines: true })}\n`);
}
