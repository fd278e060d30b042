// What a game session is and how one is asked for (session.ts opens one; confinedSession.ts runs it): a module of
// its own so that the two never import each other.
import type { JsonValue } from './contract.ts';

export interface GameSession {
  call<T = unknown>(command: string, ...args: JsonValue[]): Promise<T>;
  close(): Promise<void>;
}

export interface SessionSpec {
  /** The kit whose driver, provided files and reference classes are used. */
  kitRoot: string;
  /** The folder holding the student's `<lab>/<NN-slug>/` stages (the kit's activities/ by default). */
  workDir: string;
  lab: string;
  /** The driver module, relative to the kit's root (`grader/games/elevens/driver.ts`). */
  driver: string;
  impl: 'reference' | 'student';
  options: JsonValue;
  /** How long one command may run before the game is stopped (10 s unless given). */
  timeoutMs?: number;
}
