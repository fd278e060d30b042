import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ExitStatus, type CliContext } from './context.ts';

/** The exit code of a grade that finished but could not write one of its outputs (0 graded, 1 failed, 2 usage). */
export const OUTPUT_NOT_WRITTEN = 3;

/** Exit codes of `grade` and `grade-all`, as their --help shows them. */
export const GRADE_EXIT_CODES = `
Exit codes:
  0  graded (whatever the score)
  1  grading could not finish (the result files still say why)
  2  a mistake in the command
  3  graded, but an output could not be written (each is named, with the reason; the others were written)
`;

// What a failed write means, in words, for the errors a path or a disk gives (the code is kept for a search).
const REASONS: Record<string, string> = {
  ENOTDIR: 'a part of the path is a file, not a folder',
  ENOENT: 'a folder of the path does not exist and cannot be made',
  EROFS: 'the file system there is read-only',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'a folder of that name is there',
  EEXIST: 'a file is where a folder must be',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENAMETOOLONG: 'the path is too long',
};

/** One line saying why a write failed: an error of the file system, never a stack. */
export function reasonOf(error: NodeJS.ErrnoException): string {
  const code = error.code ?? '';
  return REASONS[code] ? `${REASONS[code]} (${code})` : (error.message.split('\n')[0] ?? code);
}

/**
 * Makes `dir` and the folders above it that are missing, one at a time. Not `mkdirSync(dir, { recursive: true })`:
 * under a folder where nothing can be made (`/proc/x`) Node 20's recursive mkdir never returns; one level at a time,
 * the first folder that cannot be made fails with its reason.
 */
export function makeFolders(dir: string): void {
  const missing: string[] = [];
  let at = path.resolve(dir);
  while (!existsSync(at) && path.dirname(at) !== at) {
    missing.push(at);
    at = path.dirname(at);
  }
  if (!statSync(at).isDirectory())
    throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${at}'`), { code: 'ENOTDIR' });
  for (const folder of missing.reverse()) mkdirSync(folder, { mode: 0o755 });
}

function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';
}

/**
 * The outputs of one command (reports, result files), written one by one: one that cannot be written (a read-only
 * folder, a path through a file, a full disk) is kept with its reason and never stops the others or the report on
 * the terminal. `finish` names each failure in one line and ends the command with exit code 3.
 */
export class Outputs {
  readonly failures: string[] = [];

  constructor(private readonly ctx: CliContext) {}

  /** Runs `write` (which writes `file`); returns whether it did. Errors other than the file system's are bugs. */
  write(what: string, file: string, write: () => void): boolean {
    try {
      makeFolders(path.dirname(file));
      write();
      return true;
    } catch (error) {
      if (!isSystemError(error)) throw error;
      this.failures.push(`${what} could not be written to ${this.shown(file)}: ${reasonOf(error)}`);
      return false;
    }
  }

  /** Names each output not written, on the error stream (after the report is shown). */
  say(): void {
    for (const failure of this.failures) this.ctx.stderr.write(`cardlab: ${failure}\n`);
    this.failures.length = 0;
  }

  /** Names each output not written, and ends the command with the exit code that says so (3), if there was one. */
  finish(): void {
    if (this.failures.length === 0) return;
    this.say();
    throw new ExitStatus(OUTPUT_NOT_WRITTEN);
  }

  private shown(file: string): string {
    const relative = path.relative(this.ctx.cwd, file);
    return relative && !relative.startsWith('..') ? relative : file;
  }
}
