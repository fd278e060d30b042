import type { Command } from 'commander';
import type { CliContext } from '../context.ts';

/** Each command lives in its own file and adds itself to the program. */
export type RegisterCommand = (program: Command, ctx: CliContext) => void;

export const commands: RegisterCommand[] = [];
