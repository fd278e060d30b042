import type { Board } from '../08-abstract-board/Board.ts';

// The searches that Elevens, Thirteens and Tens all need, written once for the reference boards.

/** The first two of the selected places (in the order given) whose cards' point values add up to total, or []. */
export function findPairSumming(board: Board, selectedCards: readonly number[], total: number): number[] {
  for (let i = 0; i < selectedCards.length; i++) {
    const first = board.cardAt(selectedCards[i]!);
    if (first === null) continue;
    for (let j = i + 1; j < selectedCards.length; j++) {
      const second = board.cardAt(selectedCards[j]!);
      if (second !== null && first.pointValue() + second.pointValue() === total) {
        return [selectedCards[i]!, selectedCards[j]!];
      }
    }
  }
  return [];
}

/** For each rank in turn, the first selected place holding it; [] unless every rank is found. */
export function findOneOfEach(board: Board, selectedCards: readonly number[], ranks: readonly string[]): number[] {
  const found: number[] = [];
  for (const rank of ranks) {
    const place = selectedCards.find((k) => board.cardAt(k)?.rank() === rank);
    if (place === undefined) return [];
    found.push(place);
  }
  return found;
}

/** The first `count` selected places holding the given rank, or [] when there are fewer. */
export function findSameRank(board: Board, selectedCards: readonly number[], rank: string, count: number): number[] {
  const places = selectedCards.filter((k) => board.cardAt(k)?.rank() === rank);
  return places.length >= count ? places.slice(0, count) : [];
}

/** Plays the first group that one of the searches finds among the cards on the table; false when none does. */
export function playFirstFound(board: Board, searches: ReadonlyArray<(onTable: number[]) => number[]>): boolean {
  for (const search of searches) {
    const group = search(board.cardIndexes());
    if (group.length > 0) {
      board.replaceSelectedCards(group);
      return true;
    }
  }
  return false;
}
