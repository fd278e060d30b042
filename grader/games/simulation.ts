/**
 * `cardlab simulate`, for any lab that offers a simulation: the games are played by the simulation's driver in a
 * game session, a chunk per call so that progress can be shown, and the wins reported with a 95% interval.
 */
import type { GameSession } from './session.ts';

export interface SimulationResult {
  game: string;
  games: number;
  wins: number;
  seed: number;
}

/** The 97.5% point of the standard normal distribution, for a two-sided 95% interval. */
const Z_95 = 1.959963984540054;
/** Games per call: the fast kernel plays these in a few milliseconds, a student's board in about as long. */
const FAST_CHUNK = 50_000;
const BOARD_CHUNK = 500;

/** The Wilson score interval for a proportion wins/games, as fractions in [0, 1]. */
export function wilsonInterval(wins: number, games: number, z = Z_95): { low: number; high: number } {
  if (games <= 0) throw new RangeError('an interval needs at least one game');
  const p = wins / games;
  const z2n = (z * z) / games;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / games + z2n / (4 * games));
  // At 0 or all wins the bound is exactly 0 or 1 in theory; say so instead of printing 99.99…%.
  return { low: wins === 0 ? 0 : Math.max(0, centre - half), high: wins === games ? 1 : Math.min(1, centre + half) };
}

/**
 * The share of games won, in percent to one decimal, rounded half up (as the lab's simulation prints it).
 * Worked out in whole tenths, so that no floating-point error moves a half down.
 */
export function percentWon(wins: number, games: number): string {
  const tenths = Math.floor((2000 * wins + games) / (2 * games));
  return `${Math.floor(tenths / 10)}.${tenths % 10}%`;
}

/** The report printed by `cardlab simulate`; its first three lines are fixed by the lab. */
export function formatSimulation(result: SimulationResult): string {
  const { low, high } = wilsonInterval(result.wins, result.games);
  return [
    `Games won:    ${result.wins}`,
    `Games played: ${result.games}`,
    `Percent won:  ${percentWon(result.wins, result.games)}`,
    `95% confidence interval: ${(100 * low).toFixed(2)}% to ${(100 * high).toFixed(2)}%`,
    `Seed: ${result.seed}`,
    '',
  ].join('\n');
}

export interface SimulationRun {
  game: string;
  games: number;
  seed: number;
  /** The session plays on the reference, which may be a fast kernel: larger chunks. */
  fast: boolean;
  onProgress?: (done: number, total: number) => void;
}

/** Plays the games in chunks on an open simulation session. */
export async function runSimulation(session: GameSession, run: SimulationRun): Promise<SimulationResult> {
  const chunk = run.fast ? FAST_CHUNK : BOARD_CHUNK;
  let wins = 0;
  for (let done = 0; done < run.games;) {
    const size = Math.min(chunk, run.games - done);
    ({ wins } = await session.call<{ played: number; wins: number }>('play', size));
    done += size;
    run.onProgress?.(done, run.games);
  }
  return { game: run.game, games: run.games, wins, seed: run.seed };
}
