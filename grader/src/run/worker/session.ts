// A session in the worker: a game's driver (kit code) loaded once with the lab's classes (the reference's or the
// student's), answering the grader's calls with plain data. Every call gets the session's time limit; what the
// student's code throws comes back as data (run/session.ts turns it into the student's words).
import type { SessionFailure, SessionWork } from '../protocol.ts';
import { limitTo, loopGuard } from './clock.ts';
import { RunModules } from './modules.ts';

type Commands = Record<string, (...args: unknown[]) => unknown>;

/**
 * What a class that is missing or does not load is given as: it throws its failure (an error named
 * StudentCodeError, with the details drivers read) whenever the driver touches it, so one broken file stops only
 * the games that use it. `then` stays undefined: every await of the stand-in looks it up.
 */
function standIn(message: string, details: Record<string, unknown>): unknown {
  const failure = Object.assign(new Error(message), { name: 'StudentCodeError', ...details });
  const fail = (): never => {
    throw failure;
  };
  return new Proxy(function unavailable() {}, {
    get: (_, key) => (key === 'then' ? undefined : fail()),
    apply: fail,
    construct: fail,
  });
}

const NOTHING = Object.freeze({});

function failureOf(error: unknown): SessionFailure {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), stack: '', details: {} };
  const details: SessionFailure['details'] = {};
  // `cause` is the stack of a class that failed as it loaded (standIn): the grader maps it to the line to blame.
  for (const key of ['kind', 'file', 'line', 'column', 'stage', 'where', 'cause'] as const) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') details[key] = value;
  }
  return { name: String(error.name), message: String(error.message), stack: String(error.stack ?? ''), details };
}

/** What crosses the channel is what would cross as JSON, and nothing else. */
function asData(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

let commands: Commands | undefined;
let limitMs = 10_000;

/** Loads the session's modules and creates the driver's game; a failure is the session's to report. */
export function openSession(work: SessionWork): SessionFailure | undefined {
  commands = undefined;
  limitMs = work.timeoutMs;
  const modules = new RunModules({ modules: work.modules, uniform: [] }, { guard: loopGuard, facade: NOTHING });
  try {
    limitTo(limitMs, 'this command');
    const classes: Record<string, unknown> = {};
    for (const need of work.classes) {
      if (need.key === undefined) {
        // A file the student may add and has not: nothing, rather than a failure (contract.ts, ClassNeed).
        if (need.optional) {
          classes[need.name] = undefined;
          continue;
        }
        classes[need.name] = standIn(need.missing ?? `${need.file} does not exist`, {
          kind: 'missing',
          file: need.file,
        });
        continue;
      }
      try {
        const exports = modules.load(need.key);
        classes[need.name] =
          need.export in exports
            ? exports[need.export]
            : standIn(`${need.file} does not export ${need.export}`, { kind: 'missing', file: need.file });
      } catch (error) {
        const failure = failureOf(error);
        classes[need.name] = standIn(failure.message, { kind: 'load', file: need.file, cause: failure.stack });
      }
    }
    const create = modules.load(work.driver).create as (classes: Record<string, unknown>, options: unknown) => Commands;
    commands = create(classes, asData(work.options));
    return undefined;
  } catch (error) {
    return failureOf(error);
  } finally {
    limitTo(Infinity);
  }
}

/** Runs one command of the game. */
export function callSession(command: string, args: unknown[]): { value?: unknown; failure?: SessionFailure } {
  const run = commands && Object.hasOwn(commands, command) ? commands[command] : undefined;
  if (typeof run !== 'function')
    return {
      failure: { name: 'DriverError', message: `the game has no command "${command}"`, stack: '', details: {} },
    };
  try {
    limitTo(limitMs, 'this command');
    return { value: asData(run(...(asData(args) as unknown[]))) };
  } catch (error) {
    return { failure: failureOf(error) };
  } finally {
    limitTo(Infinity);
  }
}
