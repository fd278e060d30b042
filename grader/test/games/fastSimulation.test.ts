import { describe, expect, it } from 'vitest';
import {
  ElevensBoard,
  RANKS,
  SUITS,
  SeededRandom,
  TensBoard,
  ThirteensBoard,
  type Card,
  type RandomSource,
} from '../../../solutions/elevens/index.ts';
import { FastSimulator, fastWins, type FastGame } from '../../games/elevens/fastSimulation.ts';
import { create as simulation, type SimulationProgress } from '../../games/elevens/simulationDriver.ts';

const REFERENCE: Record<FastGame, (random: RandomSource) => ElevensBoard | ThirteensBoard | TensBoard> = {
  elevens: (random) => new ElevensBoard(random),
  thirteens: (random) => new ThirteensBoard(random),
  tens: (random) => new TensBoard(random),
};

/** Wins in `games` games played by the simulation driver on the reference's stage 11 boards. */
function boardWins(game: FastGame, seed: number, games: number): number {
  const driver = simulation({ ElevensBoard, ThirteensBoard, TensBoard }, { game, seed, fast: false });
  return (driver.play!(games) as SimulationProgress).wins;
}

/** The kernel's code for a reference card: its index in the deck's build order (−1 for an empty place). */
function codeOf(card: Card | null): number {
  return card === null
    ? -1
    : SUITS.indexOf(card.suit() as (typeof SUITS)[number]) * 13 + RANKS.indexOf(card.rank() as (typeof RANKS)[number]);
}

describe('the fast simulation kernel', () => {
  it('draws exactly the numbers SeededRandom draws', () => {
    for (const seed of [0, 1, -5, 2 ** 40 + 3]) {
      const kernel = new FastSimulator('elevens', seed);
      const seeded = new SeededRandom(seed);
      for (let k = 0; k < 500; k++) {
        const bound = (k % 52) + 1;
        expect(kernel.nextInt(bound), `draw ${k} for seed ${seed}`).toBe(seeded.nextInt(bound));
      }
    }
  });

  it('ends each of the first games with the same table as the reference board', () => {
    // The last table of a game shows the deal, the order of plays and the order of refills all at once.
    for (const game of ['elevens', 'thirteens', 'tens'] as const) {
      const kernel = new FastSimulator(game, 99);
      const board = REFERENCE[game](new SeededRandom(99));
      for (let g = 0; g < 3; g++) {
        if (g > 0) board.newGame();
        while (board.playIfPossible()) {
          // play the reference game to its end
        }
        kernel.play(1);
        const codes = Array.from({ length: board.size() }, (_, k) => codeOf(board.cardAt(k)));
        expect(kernel.tableCodes(), `${game}: the table at the end of game ${g + 1}`).toEqual(codes);
      }
    }
  });

  for (const game of ['elevens', 'thirteens', 'tens'] as const) {
    it(`wins exactly as often as the reference ${game} board for several seeds`, () => {
      for (const seed of [1, 7, 2024, -31]) {
        const games = 2500;
        const reference = boardWins(game, seed, games);
        expect(fastWins(game, seed, games), `${game}, seed ${seed}, ${games} games`).toBe(reference);
      }
    });
  }

  it('gives the same total whether the games are played in one run or in chunks', () => {
    const chunked = new FastSimulator('thirteens', 11);
    const wins = chunked.play(700) + chunked.play(1) + chunked.play(1299);
    expect(wins).toBe(fastWins('thirteens', 11, 2000));
    expect(chunked.played()).toBe(2000);
  });

  it('leaves the random stream where the reference board leaves it: 51 draws per game', () => {
    const kernel = new FastSimulator('tens', 5);
    kernel.play(10);
    const seeded = new SeededRandom(5);
    for (let k = 0; k < 51 * 10; k++) seeded.nextInt(2);
    expect(kernel.nextInt(1000)).toBe(seeded.nextInt(1000));
  });

  it('rejects a seed that is not a whole number', () => {
    expect(() => new FastSimulator('elevens', 1.5)).toThrow(RangeError);
  });
});
