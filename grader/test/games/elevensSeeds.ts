/** Elevens deals for tests, found by playing them the reference's way: a game that is won, lost, or lost at once. */
import { ElevensBoard, SeededRandom, shortLabel } from '../../../solutions/elevens/index.ts';

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
