/**
 * The game session the shells use (session.ts): the driver and the lab's classes run in a confined worker
 * (grader/src/run/session.ts), like every run of a student's code; this side turns what comes back into the
 * session's promises: JSON data, DriverErrors by name, and StudentCodeErrors naming the student's file and line.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startSession, type MappedFailure } from '../src/run/session.ts';
import { DriverError, GameSetupError, StudentCodeError, type DriverModule, type JsonValue } from './contract.ts';
import type { GameSession, SessionSpec } from './sessionTypes.ts';
import { importGameModule } from './modules.ts';
import { isStageFile, shownFile, shownName, stageOf } from './studentFiles.ts';

const CALL_LIMIT_MS = 10_000;

function kitFile(kitRoot: string, relative: string): string {
  return path.join(kitRoot, ...relative.split('/'));
}

/** The driver's `needs` (kit code: read here, run in the session). */
async function needsOf(spec: SessionSpec): Promise<DriverModule['needs']> {
  const file = kitFile(spec.kitRoot, spec.driver);
  if (!existsSync(file)) throw new GameSetupError(`this kit has no game driver ${spec.driver}`);
  const driver = (await importGameModule(file)) as Partial<DriverModule>;
  if (typeof driver.create !== 'function' || typeof driver.needs !== 'object' || driver.needs === null) {
    throw new Error(
      `${spec.driver} is not a game driver: it must export needs and create (see grader/games/contract.ts)`,
    );
  }
  return driver.needs;
}

/** A failure from the session in the session's terms (session.ts). */
function asError(failure: MappedFailure, spec: SessionSpec): Error {
  if (failure.name === 'DriverError') return new DriverError(failure.message);
  const shownAs = spec.impl === 'student' ? shownName(spec.kitRoot, spec.workDir) : 'solutions';
  const detail = failure.details;
  // A driver's or a stand-in's own verdict names the file as `<lab>/<NN-slug>/<File>.ts`.
  const named = typeof detail.file === 'string' && isStageFile(detail.file) ? detail.file : undefined;
  const place = failure.place && isStageFile(failure.place.role) ? failure.place : undefined;
  const labFile = named ?? place?.role;
  if (failure.name === 'StudentCodeError' || (spec.impl === 'student' && labFile)) {
    const todo = /^TODO\b/.test(failure.message) || detail.kind === 'todo';
    const prefix = failure.name !== 'Error' && failure.name !== 'StudentCodeError' ? `${failure.name}: ` : '';
    return new StudentCodeError(`${prefix}${failure.message}`, {
      kind: todo ? 'todo' : ((detail.kind as StudentCodeError['kind'] | undefined) ?? 'threw'),
      ...(labFile ? { file: shownFile(shownAs, labFile), stage: stageOf(labFile) } : {}),
      line: typeof detail.line === 'number' ? detail.line : named && named !== place?.role ? undefined : place?.line,
      column:
        typeof detail.column === 'number' ? detail.column : named && named !== place?.role ? undefined : place?.column,
      where: typeof detail.where === 'string' ? detail.where : place?.where,
    });
  }
  // The reference or the kit failed: an internal error of the kit, with its own name.
  return Object.assign(new Error(failure.message), { name: failure.name });
}

export async function openConfinedSession(spec: SessionSpec): Promise<GameSession> {
  if (spec.impl === 'reference' && !existsSync(path.join(spec.kitRoot, 'solutions'))) {
    throw new GameSetupError(
      'this kit has no reference classes (it has no solutions/ folder): use --impl student to play with yours',
    );
  }
  const needs = await needsOf(spec);
  const classes = Object.entries(needs).map(([name, need]) => {
    const role = `${need.stage}/${need.file}`;
    const from = spec.impl === 'student' ? spec.workDir : path.join(spec.kitRoot, 'solutions');
    const file = path.join(from, ...role.split('/'));
    return { name, role, export: need.export, file, ...(need.optional ? { optional: true } : {}) };
  });
  let handle;
  try {
    handle = await startSession({
      kitRoot: spec.kitRoot,
      workDir: spec.workDir,
      driver: kitFile(spec.kitRoot, spec.driver),
      classes,
      ownStages: spec.impl === 'student',
      options: spec.options,
      timeoutMs: spec.timeoutMs ?? CALL_LIMIT_MS,
    });
  } catch (error) {
    const failure = (error as { failure?: MappedFailure }).failure;
    throw failure ? asError(failure, spec) : error;
  }
  let open = true;
  return {
    async call<T>(command: string, ...args: JsonValue[]): Promise<T> {
      if (!open) throw new Error(`the game session is closed (command ${command})`);
      const { value, failure } = await handle.call(command, args);
      if (failure) throw asError(failure, spec);
      return value as T;
    },
    async close(): Promise<void> {
      open = false;
      await handle.close();
    },
  };
}
