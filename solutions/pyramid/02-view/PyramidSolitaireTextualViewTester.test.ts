// Reference student tests: the standard a student's view tests are compared with (`cardlab verify` proves
// they pass on the reference and catch every buggy view).
import { describe, expect, it } from 'vitest';
import { PyramidSolitaireTextualView } from './PyramidSolitaireTextualView.ts';
import { BasicPyramidSolitaire } from '../01-model/BasicPyramidSolitaire.ts';
import type { Card } from '../01-model/Card.ts';

/** The ordered deck (getDeck) with the cards labelled in `first` moved to the front. */
function dealt(rows: number, draw: number, first: string[] = []): BasicPyramidSolitaire {
  const model = new BasicPyramidSolitaire();
  const deck = model.getDeck();
  const front = first.map((label) => deck.find((card) => String(card) === label)!);
  model.startGame([...front, ...deck.filter((card: Card) => !front.includes(card))], false, rows, draw);
  return model;
}
const text = (model: BasicPyramidSolitaire) => new PyramidSolitaireTextualView(model).toString();

describe('PyramidSolitaireTextualViewTester', () => {
  it('before_the_game_starts_the_view_is_empty', () => {
    expect(text(new BasicPyramidSolitaire())).toBe('');
  });

  it('the_ordered_deal_with_three_rows', () => {
    expect(text(dealt(3, 2))).toBe('    A♣\n  2♣  3♣\n4♣  5♣  6♣\nDraw: 7♣, 8♣');
  });

  it('removed_cards_are_blank_and_an_emptied_row_is_a_blank_line', () => {
    const model = dealt(3, 1, ['A♣', '2♣', '3♣', 'K♠', '5♣', '8♣']);
    model.remove(2, 0);
    expect(text(model)).toBe('    A♣\n  2♣  3♣\n    5♣  8♣\nDraw: 4♣');
    model.remove(2, 1, 2, 2);
    expect(text(model)).toBe('    A♣\n  2♣  3♣\n\nDraw: 4♣');
  });

  it('no_draw_cards_leaves_draw_colon_alone', () => {
    expect(text(dealt(1, 0, ['K♣']))).toBe('K♣\nDraw:');
  });

  it('a_cleared_pyramid_wins_and_a_stuck_one_is_game_over', () => {
    const model = dealt(1, 0, ['K♣']);
    model.remove(0, 0);
    expect(text(model)).toBe('You win!');
    expect(text(dealt(1, 0, ['5♣']))).toBe('Game over. Score: 5');
  });
});
