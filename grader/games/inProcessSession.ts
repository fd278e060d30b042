/**
 * The in-process stand-in for a confined game session: the driver and the lab classes are loaded into this process
 * and the commands run directly. It keeps every promise of session.ts (JSON in and out, failures as
 * StudentCodeErrors naming the student's file), so the shells cannot tell it from a confined one.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DriverError,
  GameSetupError,
  StudentCodeError,
  type ClassNeed,
  type DriverCommands,
  type DriverModule,
  type JsonValue,
} from './contract.ts';
import type { GameSession, SessionSpec } from './session.ts';
import { copyStudentLab, shownFile, stageOf, studentError, type StudentCopy } from './studentCopy.ts';

function kitFile(kitRoot: string, relative: string): string {
  return path.join(kitRoot, ...relative.split('/'));
}

async function loadDriver(spec: SessionSpec): Promise<DriverModule> {
  const file = kitFile(spec.kitRoot, spec.driver);
  if (!existsSync(file)) throw new GameSetupError(`this kit has no game driver ${spec.driver}`);
  const driver = (await import(pathToFileURL(file).href)) as Partial<DriverModule>;
  if (typeof driver.create !== 'function' || typeof driver.needs !== 'object' || driver.needs === null) {
    throw new Error(
      `${spec.driver} is not a game driver: it must export needs and create (see grader/games/contract.ts)`,
    );
  }
  return driver as DriverModule;
}

/** Throws `failure` whenever the driver touches it: what a class that cannot be loaded is replaced by. */
function standIn(failure: StudentCodeError): unknown {
  const fail = (): never => {
    throw failure;
  };
  // `then` is looked up by every await of the stand-in itself: it must not count as a use.
  return new Proxy(function unavailable() {}, {
    get: (_, key) => (key === 'then' ? undefined : fail()),
    apply: fail,
    construct: fail,
  });
}

async function loadStudentClass(copy: StudentCopy, need: ClassNeed): Promise<unknown> {
  const labFile = `${need.stage}/${need.file}`;
  const file = path.join(copy.activities, ...labFile.split('/'));
  const details = { file: shownFile(copy, labFile), stage: stageOf(labFile) };
  if (!existsSync(file))
    return standIn(new StudentCodeError(`${details.file} does not exist`, { ...details, kind: 'missing' }));
  let loaded: Record<string, unknown>;
  try {
    loaded = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    return standIn(studentError(copy, error, 'load'));
  }
  if (!(need.export in loaded)) {
    return standIn(
      new StudentCodeError(`${details.file} does not export ${need.export}`, { ...details, kind: 'missing' }),
    );
  }
  return loaded[need.export];
}

async function loadReferenceClass(kitRoot: string, need: ClassNeed): Promise<unknown> {
  const relative = `solutions/${need.stage}/${need.file}`;
  const loaded = (await import(pathToFileURL(kitFile(kitRoot, relative)).href)) as Record<string, unknown>;
  if (!(need.export in loaded)) throw new Error(`${relative} does not export ${need.export}`);
  return loaded[need.export];
}

/** A JSON round trip: what crosses a process boundary, and nothing else, reaches the other side. */
function throughJson(value: unknown): JsonValue {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as JsonValue);
}

export async function openInProcessSession(spec: SessionSpec): Promise<GameSession> {
  const driver = await loadDriver(spec);
  let copy: StudentCopy | undefined;
  const classes: Record<string, unknown> = {};
  if (spec.impl === 'reference') {
    if (!existsSync(path.join(spec.kitRoot, 'solutions'))) {
      throw new GameSetupError(
        'this kit has no reference classes (it has no solutions/ folder): use --impl student to play with yours',
      );
    }
    for (const [name, need] of Object.entries(driver.needs))
      classes[name] = await loadReferenceClass(spec.kitRoot, need);
  } else {
    copy = copyStudentLab(spec.kitRoot, spec.workDir, spec.lab);
    for (const [name, need] of Object.entries(driver.needs)) classes[name] = await loadStudentClass(copy, need);
  }
  /** A failure inside a call: the driver's refusals pass as they are; the rest is the lab classes' fault. */
  const failure = (error: unknown): unknown => {
    if (error instanceof DriverError || (error instanceof Error && error.name === 'DriverError')) return error;
    return copy ? studentError(copy, error) : error;
  };
  let commands: DriverCommands;
  try {
    commands = driver.create(classes, throughJson(spec.options));
  } catch (error) {
    copy?.remove();
    throw failure(error);
  }
  let open = true;
  return {
    async call<T>(command: string, ...args: JsonValue[]): Promise<T> {
      if (!open) throw new Error(`the game session is closed (command ${command})`);
      const run = Object.hasOwn(commands, command) ? commands[command] : undefined;
      if (typeof run !== 'function') throw new DriverError(`${spec.driver} has no command "${command}"`);
      try {
        return throughJson(run(...(throughJson(args) as JsonValue[]))) as T;
      } catch (error) {
        throw failure(error);
      }
    },
    async close(): Promise<void> {
      open = false;
      copy?.remove();
    },
  };
}
