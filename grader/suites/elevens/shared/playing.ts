import { expect, it } from 'vitest';
import { SeededRandom, type RandomSource } from '../../../../activities/shared/RandomSource.ts';
import { RANKS, SUITS } from '../../../../activities/elevens/shared/gameRules.ts';
import { riggedRandom } from '../../../../activities/elevens/shared/riggedRandom.ts';
import { shortLabel } from '../../../../activities/elevens/shared/cardLabels.ts';
import simulation from '../../../../fixtures/elevens/simulation-games.json' with { type: 'json' };

/**
 * Helpers and tests shared by the hidden suites of the Elevens boards (elevens/09 to 11). Each suite imports its
 * own board class (the path the engine rebinds) and passes it in; this module never imports a board.
 */
export interface Table {
  size(): number;
  cardAt(k: number): { rank(): string; suit(): string } | null;
}

export interface PlayingBoard extends Table {
  playIfPossible(): boolean;
  gameIsWon(): boolean;
  newGame(): void;
}

export type BoardClass<B> = new (random: RandomSource) => B;

export type GameName = 'elevens' | 'thirteens' | 'tens';

/** A board dealing exactly these cards first: the places of the table in order, then the replacements in order. */
export function riggedBoard<B>(Board: BoardClass<B>, labels: readonly string[]): B {
  return new Board(riggedRandom(RANKS, SUITS, labels));
}

/** The short label of every place (null when empty). */
export const tableOf = (board: Table) =>
  Array.from({ length: board.size() }, (_, k) => {
    const card = board.cardAt(k);
    return card === null ? null : shortLabel({ rank: card.rank(), suit: card.suit() });
  });

/** No game of 52 cards has more plays than this; a board that keeps saying it played is stopped here. */
export const MOST_PLAYS = 52;

/** Calls playIfPossible until it returns false; the number of plays (MOST_PLAYS + 1 if it never stops). */
export function playOut(board: { playIfPossible(): boolean }): number {
  let plays = 0;
  while (plays <= MOST_PLAYS && board.playIfPossible()) plays++;
  return plays;
}

/** The pinned whole games of one game in fixtures/elevens/simulation-games.json. */
export function pinnedGames(game: GameName) {
  return simulation.games.filter((g) => g.game === game);
}

/**
 * The whole-game tests of a board that plays by itself (elevens/11), against the games and batches pinned in
 * the fixture for `game`. Call it inside the suite's describe.
 */
export function simulationSpec(game: GameName, Board: BoardClass<PlayingBoard>): void {
  it('whole_seeded_games_end_as_pinned', () => {
    for (const pinned of pinnedGames(game).filter((g) => g.seed !== undefined)) {
      const board = new Board(new SeededRandom(pinned.seed!));
      const plays = playOut(board);
      expect(plays, `number of plays in the game of seed ${pinned.seed}`).toBe(pinned.plays);
      expect(board.gameIsWon(), `whether the game of seed ${pinned.seed} was won`).toBe(pinned.won);
      expect(tableOf(board), `the table at the end of the game of seed ${pinned.seed}`).toEqual(pinned.tableAtEnd);
    }
  });

  it('a_batch_of_games_on_one_board_wins_the_pinned_number', () => {
    for (const batch of simulation.batches.filter((b) => b.game === game)) {
      const board = new Board(new SeededRandom(batch.seed));
      let wins = 0;
      for (let played = 0; played < batch.games; played++) {
        if (played > 0) board.newGame();
        expect(
          playOut(board),
          `game ${played + 1} of the batch must end (playIfPossible must return false at some point)`,
        ).toBeLessThanOrEqual(MOST_PLAYS);
        if (board.gameIsWon()) wins++;
      }
      expect(wins, `games won out of ${batch.games} with seed ${batch.seed}`).toBe(batch.wins);
    }
  });
}
