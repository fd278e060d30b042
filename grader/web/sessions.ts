/**
 * The game sessions of the web pages: a page opens one for its game and calls the driver's commands through it.
 * A failure of the student's code is an answer, not an error: the page shows it with the file and line, and the
 * game goes on with the next click. Sessions nobody has used for a while are closed.
 */
import { randomBytes } from 'node:crypto';
import type { JsonValue } from '../games/contract.ts';
import { StudentCodeError } from '../games/contract.ts';
import { describeGameFailure } from '../games/failures.ts';
import { driverOptions, GameOptionError, parseGameOptions } from '../games/options.ts';
import type { GameCatalog, GameEntry } from '../games/registry.ts';
import { openSession, type GameSession } from '../games/session.ts';
import { HttpError } from './http.ts';

export type Impl = 'reference' | 'student';

export interface SessionsConfig {
  kitRoot: string;
  workDir: string;
  catalog: GameCatalog;
  /** Whose classes play when a page does not say. */
  impl: Impl;
  /** The kit has reference classes (an instructor's copy). */
  hasReference: boolean;
}

/** What a page is told when the lab's classes fail: a sentence to show, and where. */
export type Failure = { kind: string; message: string; file?: string; line?: number; column?: number };

export type Answer = { ok: true; value: JsonValue } | { ok: false; failure: Failure };

const MAX_SESSIONS = 40;
const IDLE_MS = 30 * 60_000;

interface Open {
  session: GameSession;
  game: GameEntry;
  lastUsed: number;
}

export class WebSessions {
  private readonly open = new Map<string, Open>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly config: SessionsConfig) {
    this.sweeper = setInterval(() => void this.sweep(Date.now() - IDLE_MS), 60_000);
    this.sweeper.unref();
  }

  game(name: string): GameEntry {
    const game = this.config.catalog.games.find((candidate) => candidate.name === name);
    if (!game)
      throw new HttpError(
        404,
        `there is no game "${name}": ${this.config.catalog.games.map((g) => g.name).join(', ')}`,
      );
    return game;
  }

  /** The implementation a page asks for (`?impl=`), or the server's. */
  impl(asked: unknown): Impl {
    if (asked === undefined || asked === null || asked === '') return this.config.impl;
    if (asked !== 'reference' && asked !== 'student')
      throw new HttpError(400, `impl must be reference or student, got "${String(asked)}"`);
    return asked;
  }

  /** The option values of a game from a page's query parameters (random ones chosen here). */
  options(game: GameEntry, query: Record<string, string | undefined>): Record<string, number> {
    try {
      return parseGameOptions(game, query, 'query');
    } catch (error) {
      if (error instanceof GameOptionError) throw new HttpError(400, error.message);
      throw error;
    }
  }

  private failure(error: unknown, impl: Impl): Failure | undefined {
    const then = impl === 'student' ? 'and save: the page reloads your code' : '';
    const message = describeGameFailure(error, then);
    if (message === undefined) return undefined;
    if (!(error instanceof StudentCodeError)) return { kind: (error as Error).name, message };
    return { kind: error.kind, message, file: error.file, line: error.line, column: error.column };
  }

  /** Opens a session of a game with option values already chosen; its id, or why it could not start. */
  async start(
    gameName: string,
    values: Record<string, number>,
    impl: Impl,
  ): Promise<{ ok: true; id: string } | { ok: false; failure: Failure }> {
    const game = this.game(gameName);
    if (impl === 'reference' && !this.config.hasReference) {
      throw new HttpError(
        400,
        'this kit has no reference classes (it has no solutions/ folder): play with impl=student',
      );
    }
    let session: GameSession;
    try {
      session = await openSession({
        kitRoot: this.config.kitRoot,
        workDir: this.config.workDir,
        lab: game.lab,
        driver: game.driver,
        impl,
        options: driverOptions(game, values),
      });
    } catch (error) {
      const failure = this.failure(error, impl);
      if (!failure) throw error;
      return { ok: false, failure };
    }
    await this.sweep(0, MAX_SESSIONS - 1);
    const id = randomBytes(12).toString('hex');
    this.open.set(id, { session, game, lastUsed: Date.now() });
    return { ok: true, id };
  }

  async call(id: string, command: unknown, args: unknown, impl: Impl): Promise<Answer> {
    const open = this.open.get(id);
    if (!open)
      throw new HttpError(
        404,
        'this game is no longer open (the server restarted, or it was left idle): reload the page',
      );
    if (typeof command !== 'string' || !Array.isArray(args))
      throw new HttpError(400, 'a call needs a command (text) and args (a list)');
    open.lastUsed = Date.now();
    try {
      return { ok: true, value: await open.session.call(command, ...(args as JsonValue[])) };
    } catch (error) {
      const failure = this.failure(error, impl);
      if (!failure) throw error;
      if (failure.kind === 'DriverError') throw new HttpError(400, failure.message);
      return { ok: false, failure };
    }
  }

  async end(id: string): Promise<void> {
    const open = this.open.get(id);
    this.open.delete(id);
    await open?.session.close();
  }

  /** Closes the sessions last used before `before`, and the oldest ones beyond `keep`. */
  private async sweep(before: number, keep = MAX_SESSIONS): Promise<void> {
    const byAge = [...this.open.entries()].sort(([, a], [, b]) => a.lastUsed - b.lastUsed);
    const excess = Math.max(0, byAge.length - keep);
    for (const [index, [id, open]] of byAge.entries()) if (index < excess || open.lastUsed < before) await this.end(id);
  }

  async closeAll(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.open.keys()].map((id) => this.end(id)));
  }
}
