/**
 * A game session: a driver (kit code) running next to a lab's classes, the reference's or a student's. The shells
 * (the terminal games, `simulate`, the web server) reach a driver only through this interface, and every call is
 * asynchronous, because a session runs in a confined process of its own.
 *
 * What it promises:
 * - `call` passes its arguments and its result through JSON, as a call across a process boundary would;
 * - a failure of the lab classes rejects with a StudentCodeError naming the file to blame as the student knows it
 *   (`activities/elevens/03-shuffler/Shuffler.ts`), its line and column, the stage and the method;
 * - a DriverError (a bad argument) keeps its name and message; anything else is an internal error of the kit;
 * - a class whose file is missing or does not load is handed to the driver as a stand-in that throws that failure
 *   when used, so one broken file stops only the games that use it; an optional one (a file the student may add)
 *   that is not there is handed over as undefined;
 * - each session of a student's classes loads their files afresh: a session opened after a save sees the change.
 */
import { openConfinedSession } from './confinedSession.ts';
import type { GameSession, SessionSpec } from './sessionTypes.ts';

export { DriverError, GameSetupError, StudentCodeError } from './contract.ts';
export type { GameSession, SessionSpec } from './sessionTypes.ts';

/**
 * Opens a session: the driver and the lab's classes run in a confined worker process of their own
 * (confinedSession.ts), never in this process.
 */
export function openSession(spec: SessionSpec): Promise<GameSession> {
  return openConfinedSession(spec);
}
