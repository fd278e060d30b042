/** Activity 5, exercise 1: where the bug of each broken deck is. */
export type DeckMember = 'constructor' | 'isEmpty' | 'size' | 'deal' | 'shuffle' | 'toString';

export function methodWithBug(deck: 'Buggy1' | 'Buggy2' | 'Buggy3' | 'Buggy4'): DeckMember {
  switch (deck) {
    case 'Buggy1':
      return 'isEmpty'; // a one-card deck, once dealt, still says it is not empty
    case 'Buggy2':
      return 'constructor'; // the first rank of every suit is never built
    case 'Buggy3':
      return 'shuffle'; // the swapping loop never runs, yet the count is reset
    case 'Buggy4':
      return 'deal'; // the count goes down before the empty check
  }
}
