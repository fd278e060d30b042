/**
 * Activity 5, exercise 1: where is the bug of each broken deck? See README.md in this folder.
 * Answer with the name of the constructor or method that contains it.
 */
export type DeckMember = 'constructor' | 'isEmpty' | 'size' | 'deal' | 'shuffle' | 'toString';

export function methodWithBug(deck: 'Buggy1' | 'Buggy2' | 'Buggy3' | 'Buggy4'): DeckMember {
  // TODO: return the member that holds the bug of the given deck, e.g. with a switch.
  throw new Error('TODO: methodWithBug is not answered yet');
}
