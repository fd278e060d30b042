import { Command, CommanderError } from 'commander';
import { ExitStatus, processContext, UsageError, type CliContext } from './context.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { forText } from '../src/report/inert.ts';
import { kitVersion } from '../src/kit/version.ts';
import { ConfinementUnavailable } from '../src/sandbox/confinement.ts';
import { instructorCommands, kitOnlyCommands, studentCommands } from './commands/index.ts';
import { discoverGames } from '../games/registry.ts';

/** Builds the whole CLI; tests call this with their own context and `parseAsync(argv, { from: 'user' })`. */
export function buildProgram(ctx: CliContext): Command {
  const program = new Command('cardlab')
    .description('Card-game programming labs with an autograder')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => ctx.stdout.write(text),
      writeErr: (text) => ctx.stderr.write(text),
    })
    .version(`cardlab ${kitVersion(ctx.kitRoot)}`, '-V, --version', 'print the version of this kit')
    .showSuggestionAfterError(true);
  const instructor = existsSync(path.join(ctx.kitRoot, 'solutions'));
  for (const register of [...studentCommands, ...(instructor ? instructorCommands : kitOnlyCommands)])
    register(program, ctx);
  return program;
}

/**
 * Runs one command line and gives the exit code: 0 when the command did its job, 1 when it found something to fix
 * (`check`) or failed, 2 for a usage error.
 */
export async function main(argv: string[], given: CliContext = processContext()): Promise<number> {
  // The games are found per lab, so that their commands and options are those of the labs this kit has.
  const ctx = given.games ? given : { ...given, games: await discoverGames(given.kitRoot) };
  const program = buildProgram(ctx);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof ExitStatus) return error.exitCode;
    if (error instanceof UsageError) {
      // A message may quote a submission (its files, what its code threw): shown inert.
      ctx.stderr.write(`cardlab: ${forText(error.message, { lines: true })}\n`);
      return error.exitCode;
    }
    // The machine cannot confine graded code as asked: what to do is in its one line, a stack would bury it.
    if (error instanceof ConfinementUnavailable) {
      ctx.stderr.write(`cardlab: ${forText(error.message, { lines: true })}\n`);
      return 1;
    }
    const why = error instanceof Error ? (error.stack ?? error.message) : String(error);
    ctx.stderr.write(`cardlab: internal error: ${forText(why, { lines: true })}\n`);
    return 1;
  }
}
