import type { Command } from 'commander';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { GameCatalog } from '../games/registry.ts';

/** What a command may touch, passed in so that tests can give it their own streams and folders. */
export interface CliContext {
  /** The folder holding activities/, solutions/, grader/… */
  kitRoot: string;
  /** Where relative paths given by the user start. */
  cwd: string;
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  /** Colour in terminal output (off when not a TTY, or with NO_COLOR). */
  color: boolean;
  /** Stops long-running commands (watch) when aborted; Ctrl-C does it for a person. */
  signal?: AbortSignal;
  /** The games of the kit's labs (found by main when the program starts). */
  games?: GameCatalog;
}

export const KIT_ROOT = path.resolve(import.meta.dirname, '..', '..');

export function processContext(): CliContext {
  return {
    kitRoot: KIT_ROOT,
    cwd: process.cwd(),
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    color: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
  };
}

/** An error the user can fix; main prints its message (no stack) and exits with `exitCode`. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Ends a command that has already said what is wrong with a non-zero exit code, for scripts and hooks. */
export class ExitStatus extends Error {
  constructor(readonly exitCode: number) {
    super(`exit ${exitCode}`);
    this.name = 'ExitStatus';
  }
}

/** Adds one command to the program (cli/commands/, one file per command). */
export type RegisterCommand = (program: Command, ctx: CliContext) => void;
