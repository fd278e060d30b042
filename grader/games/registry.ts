/**
 * The games of the kit, found per lab: every `grader/games/<lab>/index.ts` exports `games` (a LabGames) naming its
 * games, their options, their drivers, terminal shells and web pages, and any simulations it offers. Nothing here
 * names a lab: a kit released for one lab carries only that lab's folder, and a new lab adds its own.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { JsonValue } from './contract.ts';
import { importGameModule } from './modules.ts';
import type { GameSession } from './session.ts';

/** An option of a game: a whole number, given as `--<name> n` to `play` and as `?<name>=n` to a web page. */
export interface GameOption {
  name: string;
  description: string;
  min?: number;
  /** Taken when the option is not given. */
  default?: number;
  /** When not given, a random number is chosen (and the game shows it, so the deal can be replayed). */
  random?: boolean;
}

/** Where a terminal game reads and writes. */
export interface TerminalIo {
  input: Readable;
  output: Writable;
  /** ANSI colour for red cards. */
  color: boolean;
}

/** What a terminal shell is told about the game it plays. */
export interface TerminalStart {
  game: GameEntry;
  /** The option values the game was opened with (random ones already chosen). */
  values: Readonly<Record<string, number>>;
  /** The command line that plays the game with these option values (the deal of a seed, a game number…). */
  replay: (values: Readonly<Record<string, number>>) => string;
}

export type TerminalShell = (session: GameSession, io: TerminalIo, start: TerminalStart) => Promise<void>;

export interface GameEntry {
  /** The name `play` and `/play/<name>` take. */
  name: string;
  title: string;
  lab: string;
  /** The driver module, relative to the kit's root. */
  driver: string;
  options: readonly GameOption[];
  /** Driver options every session of this game gets, beside the option values (e.g. which of a lab's games). */
  fixed?: Readonly<Record<string, JsonValue>>;
  /** The terminal shell, loaded only when the game is played in a terminal. */
  terminal: () => Promise<TerminalShell>;
  /** The browser module of the game's page, relative to the kit's root (bundled by the web server). */
  page: string;
}

/** A game a lab can play many times on its own, reporting how many were won (`cardlab simulate`). */
export interface SimulationEntry {
  name: string;
  title: string;
  lab: string;
  /** A driver with the command `play(games)` returning `{ played, wins }`, and options `{ seed, fast }`. */
  driver: string;
  fixed?: Readonly<Record<string, JsonValue>>;
}

export interface LabGames {
  lab: string;
  games: readonly GameEntry[];
  simulations?: readonly SimulationEntry[];
}

export interface GameCatalog {
  games: GameEntry[];
  simulations: SimulationEntry[];
  /** A lab whose games could not be loaded, and why. */
  broken: { lab: string; message: string }[];
}

/** The folder of the game modules: next to this file, in every kit. */
const GAMES_DIR = import.meta.dirname;

/**
 * Every game of every lab the kit has: a lab counts when it has both its activities and its games folder.
 * `gamesDir` is for tests.
 */
export async function discoverGames(kitRoot: string, gamesDir = GAMES_DIR): Promise<GameCatalog> {
  const catalog: GameCatalog = { games: [], simulations: [], broken: [] };
  const labs = readdirSync(gamesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(gamesDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .filter((lab) => existsSync(path.join(kitRoot, 'activities', lab)))
    .sort();
  for (const lab of labs) {
    try {
      const module = (await importGameModule(path.join(gamesDir, lab, 'index.ts'))) as { games?: LabGames };
      if (!module.games || !Array.isArray(module.games.games))
        throw new Error(`grader/games/${lab}/index.ts does not export games`);
      catalog.games.push(...module.games.games);
      catalog.simulations.push(...(module.games.simulations ?? []));
    } catch (error) {
      catalog.broken.push({ lab, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return catalog;
}
