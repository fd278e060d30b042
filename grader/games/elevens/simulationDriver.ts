/**
 * The driver of `cardlab simulate` for Elevens, Thirteens and Tens (runs inside a game session): many games on one
 * stage 11 board, as Activity 11 plays them, or on the fast kernel, which wins exactly the same games as the
 * reference boards for a seed (fastSimulation.ts). `play(n)` plays n more games, so the caller can show progress.
 *
 * A board does not rebuild its deck for a new game: it reshuffles the previous game's order, so game g depends on
 * every shuffle before it. The games are therefore played one after another, on one board, for a seed.
 */
import { SeededRandom, type RandomSource } from '../../../activities/shared/RandomSource.ts';
import { StudentCodeError, type DriverCommands, type JsonValue } from '../contract.ts';
import { oneOf, optionsObject, wholeNumber } from '../driverInput.ts';
import { FastSimulator } from './fastSimulation.ts';
import { BOARD_CLASS, ELEVENS_GAMES } from './rules.ts';

export const needs = {
  ElevensBoard: { stage: 'elevens/11-simulation', file: 'ElevensBoard.ts', export: 'ElevensBoard' },
  ThirteensBoard: { stage: 'elevens/11-simulation', file: 'ThirteensBoard.ts', export: 'ThirteensBoard' },
  TensBoard: { stage: 'elevens/11-simulation', file: 'TensBoard.ts', export: 'TensBoard' },
} as const;

/** What a simulation needs of a board (the stage 11 boards). */
interface SimulationBoard {
  newGame(): void;
  playIfPossible(): boolean;
  gameIsWon(): boolean;
}

/**
 * More plays than this in one game means playIfPossible never returns false (each play removes at least one of
 * 52 cards, so a correct board stops long before).
 */
export const MAX_PLAYS_PER_GAME = 1000;

export type SimulationProgress = { played: number; wins: number };

export function create(classes: Record<string, unknown>, options: JsonValue): DriverCommands {
  const given = optionsObject(options);
  const game = oneOf(given.game, 'game', ELEVENS_GAMES);
  const seed = wholeNumber(given.seed, 'seed');
  const progress: SimulationProgress = { played: 0, wins: 0 };
  let playMore: (games: number) => number;

  if (given.fast === true) {
    const kernel = new FastSimulator(game, seed);
    playMore = (games) => kernel.play(games);
  } else {
    const need = needs[BOARD_CLASS[game]];
    const Board = classes[BOARD_CLASS[game]] as new (random: RandomSource) => SimulationBoard;
    const board = new Board(new SeededRandom(seed));
    playMore = (games) => {
      let wins = 0;
      for (let g = 0; g < games; g++) {
        if (progress.played + g > 0) board.newGame();
        let plays = 0;
        while (board.playIfPossible()) {
          if (++plays > MAX_PLAYS_PER_GAME) {
            throw new StudentCodeError(
              `playIfPossible() returned true ${MAX_PLAYS_PER_GAME} times in one game: ` +
                'it must return false once no group can be removed',
              { file: `${need.stage}/${need.file}`, where: `${need.export}.playIfPossible` },
            );
          }
        }
        if (board.gameIsWon()) wins++;
      }
      return wins;
    };
  }

  return {
    play: (games) => {
      const count = wholeNumber(games, 'games', { min: 1 });
      progress.wins += playMore(count);
      progress.played += count;
      return { ...progress };
    },
  };
}
