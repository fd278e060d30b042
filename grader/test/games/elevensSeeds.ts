/**
 * Deals of the Elevens family for tests, found by playing them the reference's way: a game that is won, lost, or
 * lost at once.
 */
import {
  ElevensBoard,
  SeededRandom,
  shortLabel,
  TensBoard,
  ThirteensBoard,
  type Board,
} from '../../../solutions/elevens/index.ts';

export type ElevensFamily = 'elevens' | 'thirteens' | 'tens';

/** The first group found (places, in increasing order), or [] when there is none. */
function firstFound(groups: number[][]): number[] {
  return (groups.find((group) => group.length > 0) ?? []).sort((a, b) => a - b);
}

/** A board of `game` dealt by `random`, and the next play the reference would make on it (a pair first). */
const DEAL: Record<ElevensFamily, (random: SeededRandom) => { board: Board; next: () => number[] }> = {
  elevens: (random) => {
    const board = new ElevensBoard(random);
    return {
      board,
      next: () => firstFound([board.findPairSum11(board.cardIndexes()), board.findJQK(board.cardIndexes())]),
    };
  },
  thirteens: (random) => {
    const board = new ThirteensBoard(random);
    return {
      board,
      next: () => firstFound([board.findPairSum13(board.cardIndexes()), board.findKing(board.cardIndexes())]),
    };
  },
  tens: (random) => {
    const board = new TensBoard(random);
    return {
      board,
      next: () => firstFound([board.findPairSum10(board.cardIndexes()), board.findQuartet(board.cardIndexes())]),
    };
  },
};

/**
 * The first seed from `from` on whose deal of `game` the reference's way of playing meets `wanted`, with the plays
 * (places) and, for each, the labels of the cards removed.
 */
export function seedWhere(
  wanted: (moves: number[][], board: Board) => boolean,
  from = 1,
  game: ElevensFamily = 'elevens',
): { seed: number; moves: number[][]; labels: string[][] } {
  const short = (rank: string, suit: string) => shortLabel({ rank, suit });
  for (let seed = from; ; seed++) {
    const { board, next } = DEAL[game](new SeededRandom(seed));
    const moves: number[][] = [];
    const labels: string[][] = [];
    for (let move = next(); move.length > 0; move = next()) {
      moves.push(move);
      labels.push(move.map((k) => short(board.cardAt(k)!.rank(), board.cardAt(k)!.suit())));
      board.replaceSelectedCards(move);
    }
    if (wanted(moves, board)) return { seed, moves, labels };
  }
}

/** The first deal of `game` the reference wins, with the labels of the cards of each play. */
export function wonSeed(game: ElevensFamily): { seed: number; labels: string[][] } {
  return seedWhere((_, board) => board.gameIsWon(), 1, game);
}
