/** Elevens deals for tests, found by playing them the reference's way: a game that is won, lost, or lost at once. */
import { ElevensBoard, SeededRandom, shortLabel, TensBoard, ThirteensBoard } from '../../../solutions/elevens/index.ts';

/** The next play the reference makes on an Elevens board (places, in increasing order), or [] when there is none. */
export function nextElevensPlay(board: ElevensBoard): number[] {
  const onTable = board.cardIndexes();
  const pair = board.findPairSum11(onTable);
  return (pair.length > 0 ? pair : board.findJQK(onTable)).sort((a, b) => a - b);
}

/**
 * The first seed from `from` on whose Elevens deal the reference's way of playing meets `wanted`, with the plays
 * (places) and, for each, the labels of the cards removed.
 */
export function seedWhere(
  wanted: (moves: number[][], board: ElevensBoard) => boolean,
  from = 1,
): { seed: number; moves: number[][]; labels: string[][] } {
  const short = (rank: string, suit: string) => shortLabel({ rank, suit });
  for (let seed = from; ; seed++) {
    const board = new ElevensBoard(new SeededRandom(seed));
    const moves: number[][] = [];
    const labels: string[][] = [];
    for (let move = nextElevensPlay(board); move.length > 0; move = nextElevensPlay(board)) {
      moves.push(move);
      labels.push(move.map((k) => short(board.cardAt(k)!.rank(), board.cardAt(k)!.suit())));
      board.replaceSelectedCards(move);
    }
    if (wanted(moves, board)) return { seed, moves, labels };
  }
}

/** A game of the Elevens family, as the reference plays it: a board of its own, and its next play (places). */
const FAMILY = {
  elevens: { board: (random: SeededRandom) => new ElevensBoard(random), next: nextElevensPlay },
  thirteens: {
    board: (random: SeededRandom) => new ThirteensBoard(random),
    next: (board: ThirteensBoard) =>
      firstFound([board.findPairSum13(board.cardIndexes()), board.findKing(board.cardIndexes())]),
  },
  tens: {
    board: (random: SeededRandom) => new TensBoard(random),
    next: (board: TensBoard) =>
      firstFound([board.findPairSum10(board.cardIndexes()), board.findQuartet(board.cardIndexes())]),
  },
} as const;

function firstFound(groups: number[][]): number[] {
  return (groups.find((group) => group.length > 0) ?? []).sort((a, b) => a - b);
}

export type ElevensFamily = keyof typeof FAMILY;

/** The first seed from `from` whose `game` the reference wins, with the labels of the cards of each play. */
export function wonSeed(game: ElevensFamily, from = 1): { seed: number; labels: string[][] } {
  const short = (rank: string, suit: string) => shortLabel({ rank, suit });
  const { board: make, next } = FAMILY[game] as {
    board: (random: SeededRandom) => ElevensBoard;
    next: (board: ElevensBoard) => number[];
  };
  for (let seed = from; ; seed++) {
    const board = make(new SeededRandom(seed));
    const labels: string[][] = [];
    for (let move = next(board); move.length > 0; move = next(board)) {
      labels.push(move.map((k) => short(board.cardAt(k)!.rank(), board.cardAt(k)!.suit())));
      board.replaceSelectedCards(move);
    }
    if (board.gameIsWon()) return { seed, labels };
  }
}
