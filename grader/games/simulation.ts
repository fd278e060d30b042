/**
 * Many games on one board, as Activity 11 does: how often can Elevens, Thirteens or Tens be won?
 *
 * `--impl student` plays on the student's stage 11 board; `--impl reference` uses the fast kernel, which
 * gives the same wins as the reference boards for the same seed (see fastSimulation.ts).
 *
 * Everything runs on one thread. A board does not rebuild its deck for a new game, it reshuffles the
 * previous game's order, so game g depends on every shuffle before it; splitting the games between workers
 * would make each worker replay all the earlier shuffles, which are about half the work. One thread keeps
 * the result for a --seed and --games the same on every machine, and the kernel alone plays well over a
 * million Elevens games a second.
 */
import { SeededRandom } from '../../activities/shared/RandomSource.ts';
import { UsageError } from '../cli/context.ts';
import { makeSimulationBoard, type GameInfo, type GameName, type Impl, type SimulationBoard } from './boards.ts';
import { studentFailure } from './studentCode.ts';
import { FastSimulator } from './fastSimulation.ts';

export interface SimulationOptions {
  game: GameInfo;
  games: number;
  seed: number;
  impl: Impl;
  kitRoot: string;
  /** Called now and then with the games played so far (the caller decides how often to show it). */
  onProgress?: (done: number, total: number) => void;
}

export interface SimulationResult {
  game: GameName;
  games: number;
  wins: number;
  seed: number;
}

/** The 97.5% point of the standard normal distribution, for a two-sided 95% interval. */
const Z_95 = 1.959963984540054;
/** Games the fast kernel plays between progress reports. */
const FAST_CHUNK = 50_000;
/** Games a student board plays between progress reports. */
const BOARD_CHUNK = 500;
/**
 * More plays than this in one game means playIfPossible never returns false (each play removes at least
 * one of 52 cards, so a correct board stops long before).
 */
const MAX_PLAYS_PER_GAME = 1000;

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

/** The report printed by `cardlab simulate`; its first three lines are fixed by the lab. */
export function formatSimulation(result: SimulationResult): string {
  const { low, high } = wilsonInterval(result.wins, result.games);
  const percent = Math.round((100 * result.wins) / result.games);
  return [
    `Games won:    ${result.wins}`,
    `Games played: ${result.games}`,
    `Percent won:  ${percent}%`,
    `95% confidence interval: ${(100 * low).toFixed(2)}% to ${(100 * high).toFixed(2)}%`,
    `Seed: ${result.seed}`,
    '',
  ].join('\n');
}

/** Plays `games` games on a board that has just been built: newGame() before every game after the first. */
export function simulateOnBoard(board: SimulationBoard, games: number, onProgress?: (done: number) => void): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    if (g > 0) board.newGame();
    let plays = 0;
    while (board.playIfPossible()) {
      if (++plays > MAX_PLAYS_PER_GAME) {
        throw new UsageError(`playIfPossible() returned true ${MAX_PLAYS_PER_GAME} times in one game: it must return false once no group can be removed`);
      }
    }
    if (board.gameIsWon()) wins++;
    if (onProgress && (g + 1) % BOARD_CHUNK === 0) onProgress(g + 1);
  }
  return wins;
}

function fastRun(options: SimulationOptions): number {
  const simulator = new FastSimulator(options.game.name, options.seed);
  let wins = 0;
  for (let done = 0; done < options.games; ) {
    const chunk = Math.min(FAST_CHUNK, options.games - done);
    wins += simulator.play(chunk);
    done += chunk;
    options.onProgress?.(done, options.games);
  }
  return wins;
}

export async function runSimulation(options: SimulationOptions): Promise<SimulationResult> {
  const { game, games, seed } = options;
  let wins: number;
  if (options.impl === 'reference') {
    wins = fastRun(options);
  } else {
    const board = await makeSimulationBoard(options.kitRoot, game, 'student', new SeededRandom(seed));
    try {
      wins = simulateOnBoard(board, games, (done) => options.onProgress?.(done, games));
    } catch (error) {
      throw studentFailure(game.simulate, 'the simulation', error);
    }
  }
  return { game: game.name, games, wins, seed };
}
