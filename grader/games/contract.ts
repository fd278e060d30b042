/**
 * The contract between a game's driver and the sessions that run it.
 *
 * A driver (`grader/games/<lab>/driver.ts` and the like) is kit code that runs inside a game session, next to the
 * lab's classes (the reference's or a student's): it holds a game's state and logic and answers commands with plain
 * JSON data. Everything outside the session (the terminal, `simulate`, the web server) talks to it only through
 * `GameSession.call` (session.ts). This module is imported by drivers, so it imports nothing, and least of all a
 * Node built-in: inside the confined session only relative imports of kit code resolve.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** Where one lab class a driver needs is defined: `stage` is `<lab>/<NN-slug>`, `file` a file of that stage. */
export interface ClassNeed {
  stage: string;
  file: string;
  export: string;
  /**
   * A file the student may add, which the stubs do not have (Klondike's extension): when it is not there the driver
   * is given undefined, not a stand-in that throws. One that is there and fails is a stand-in all the same.
   */
  optional?: boolean;
}

export type Needs = Readonly<Record<string, ClassNeed>>;

/** A created game: each command takes and returns plain JSON data. */
export type DriverCommands = Record<string, (...args: JsonValue[]) => JsonValue>;

/** What a driver module exports. */
export interface DriverModule {
  needs: Needs;
  /**
   * Creates a game from the loaded classes (by the names of `needs`) and the game's options. A class whose file
   * cannot be loaded is handed over as a stand-in that throws the loading error as soon as it is used, so one
   * broken file stops only the games that use it.
   */
  create(classes: Record<string, unknown>, options: JsonValue): DriverCommands;
}

/**
 * A driver's refusal of what it was given (a bad option, an argument of the wrong kind): the caller's mistake,
 * never the lab classes'. Sessions pass it on with its message; they recognise it by its name.
 */
export class DriverError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DriverError';
  }
}

/** A session that cannot start for a reason the user can fix (no reference classes in a student's kit…). */
export class GameSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GameSetupError';
  }
}

/** How a student's code failed: its file is missing, it does not load, a method is still a TODO, or it threw. */
export type StudentFailure = 'missing' | 'load' | 'todo' | 'threw';

/**
 * A failure of the lab classes a session runs (a student's, or a stand-in for them). `file` is the file to blame
 * as the student knows it (`activities/elevens/03-shuffler/Shuffler.ts`), with its line and column where known;
 * `stage` is the stage that writes it (`elevens/03`); `where` the method that threw (`Shuffler.selectionShuffle`).
 * A driver that finds a lab class misbehaving (a simulation that never ends) throws one itself, naming the file
 * as `<lab>/<NN-slug>/<File>.ts`; the session turns that into the student's form.
 */
export interface StudentCodeDetails {
  kind?: StudentFailure;
  file?: string;
  line?: number;
  column?: number;
  stage?: string;
  where?: string;
}

export class StudentCodeError extends Error {
  file?: string;
  line?: number;
  column?: number;
  stage?: string;
  where?: string;
  kind: StudentFailure;

  constructor(message: string, details: StudentCodeDetails = {}) {
    super(message);
    this.name = 'StudentCodeError';
    this.kind = details.kind ?? 'threw';
    this.file = details.file;
    this.line = details.line;
    this.column = details.column;
    this.stage = details.stage;
    this.where = details.where;
  }
}

/** The stubs' methods throw `TODO: …`: such an error means "not written yet", not "broken". */
export function isTodo(error: unknown): boolean {
  return error instanceof Error && /^TODO\b/.test(error.message);
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The lab errors a model throws on purpose (IllegalArgumentError for a move the rules refuse, IllegalStateError…)
 * are recognised by name: a student's copy of the kit's errors module is a different module from the driver's.
 */
export function errorNamed(error: unknown, name: string): error is Error {
  return error instanceof Error && error.name === name;
}
