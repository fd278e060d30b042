/**
 * What a person is told when a game cannot go on: a student's file that is missing, does not load, is unfinished or
 * threw, named with its line, and what to do about it. The terminal and the web pages say the same.
 */
import { messageOf, StudentCodeError } from './contract.ts';

/** `activities/elevens/03-shuffler/Shuffler.ts:12:5`, or as much of it as is known. */
export function placeOf(error: StudentCodeError): string {
  if (!error.file) return 'your code';
  if (error.line === undefined) return error.file;
  return `${error.file}:${error.line}${error.column === undefined ? '' : `:${error.column}`}`;
}

/** The sentence for a failure of the student's classes; `then` is what to do besides fixing it. */
export function describeStudentFailure(error: StudentCodeError, then = ''): string {
  const stage = error.stage ? ` stage ${error.stage}` : ' the stage';
  const method = error.where ? `${error.where} ` : '';
  const tail = then ? `, ${then}` : '';
  switch (error.kind) {
    case 'missing':
      return `${error.message}. Finish${stage} first${tail}.`;
    case 'load':
      return `${placeOf(error)} could not be loaded: ${error.message}. Fix it${tail}.`;
    case 'todo':
      // The stubs' own messages already say what is not written yet; a student's shorter TODO gets the method's name.
      if (/not written yet/i.test(error.message))
        return `${placeOf(error)}: ${error.message.replace(/^TODO:\s*/, '')}. Finish${stage}${tail}.`;
      return (
        `${placeOf(error)}: ${method || 'this part '}is not written yet ("${error.message}"). ` +
        `Finish${stage}${tail}.`
      );
    default:
      return (
        `${placeOf(error)}: ${method ? `${method}threw` : 'your code failed with'} ${error.message}. ` +
        `Fix it${tail}.`
      );
  }
}

/** A failure a user can act on, as a sentence; undefined for an internal error of the kit. */
export function describeGameFailure(error: unknown, then = ''): string | undefined {
  if (error instanceof StudentCodeError) return describeStudentFailure(error, then);
  if (error instanceof Error && ['DriverError', 'GameSetupError', 'GameOptionError'].includes(error.name))
    return messageOf(error);
  return undefined;
}

/**
 * The exit code of a command that a game failure ends, as the README's exit codes go: 1 when the student's code is
 * what to fix (a stage not finished, a file missing or failing, a loop that never ends), 2 for a mistake in the
 * command itself (an option the game refuses, reference classes asked of a kit that has none).
 */
export function exitCodeOf(error: unknown): 1 | 2 {
  return error instanceof StudentCodeError ? 1 : 2;
}
