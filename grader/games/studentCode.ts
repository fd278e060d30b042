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
