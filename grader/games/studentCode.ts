/**
 * Loading a student's class for `cardlab play` and `cardlab simulate`, written once for every game: a missing,
 * broken or unfinished file becomes a UsageError that names the file and the stage to finish.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { UsageError } from '../cli/context.ts';

/** Where a student's class lives: `activities/<lab>/<NN-slug>/<File>.ts`, its class name and its stage id. */
export interface StudentStage {
  file: string;
  className: string;
  stage: string;
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The stubs' methods throw `TODO: …`: such an error means "not written yet", not "broken". */
export const isTodo = (error: unknown): boolean => error instanceof Error && /^TODO\b/.test(error.message);

/** Imports a file of the kit by its path relative to the kit's root. */
export async function importKitFile(kitRoot: string, relative: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(path.join(kitRoot, ...relative.split('/'))).href)) as Record<string, unknown>;
}

/** The class a student's file exports; a missing file, a load error or a missing export is a UsageError. */
export async function loadStudentClass(kitRoot: string, target: StudentStage): Promise<unknown> {
  if (!existsSync(path.join(kitRoot, ...target.file.split('/')))) {
    throw new UsageError(`${target.file} does not exist. Finish stage ${target.stage} first, or use --impl reference.`);
  }
  let loaded: Record<string, unknown>;
  try {
    loaded = await importKitFile(kitRoot, target.file);
  } catch (error) {
    const why = isTodo(error) ? `is still a TODO stub ("${messageOf(error)}")` : `could not be loaded: ${messageOf(error)}`;
    throw new UsageError(`${target.file} ${why}. Finish or fix stage ${target.stage}, or use --impl reference.`);
  }
  const found = loaded[target.className];
  if (typeof found !== 'function') {
    throw new UsageError(`${target.file} does not export a class ${target.className}. Finish stage ${target.stage} first, or use --impl reference.`);
  }
  return found;
}

/** The UsageError for an error thrown by a student's code while `what` was being done. */
export function studentFailure(target: StudentStage, what: string, error: unknown): UsageError {
  if (error instanceof UsageError) return error;
  if (isTodo(error)) {
    return new UsageError(
      // The TODO may come from an earlier stage the class builds on (its Board, its Deck), so name those too.
      `${target.file}: ${what} is not written yet ("${messageOf(error)}"). Finish stage ${target.stage} and the earlier stages it builds on, or use --impl reference.`,
    );
  }
  return new UsageError(`${target.file}: ${what} threw ${messageOf(error)}. Fix it, or use --impl reference.`);
}

/**
 * Wraps a student's object so that an error thrown by one of its methods becomes a UsageError naming the
 * file, instead of an "internal error" with a stack from deep inside the kit.
 */
export function guarded<T extends object>(board: T, target: StudentStage): T {
  return new Proxy(board, {
    get(object, key, receiver) {
      const value: unknown = Reflect.get(object, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          return (value as (...a: unknown[]) => unknown).apply(object, args);
        } catch (error) {
          throw studentFailure(target, `${target.className}.${String(key)}()`, error);
        }
      };
    },
  });
}
