// Probes: each passes on the reference and fails on a wheat, so verify sees that every wheat's freedom shows.
import { describe, expect, it } from 'vitest';
import { BasicPyramidSolitaire } from '../../../solutions/pyramid/01-model/BasicPyramidSolitaire.ts';
import { Card } from '../../../solutions/pyramid/01-model/Card.ts';

describe('what the pyramid model leaves open', () => {
  it('getDeck_starts_with_the_ace_and_two_of_clubs', () => {
    expect(new BasicPyramidSolitaire().getDeck().slice(0, 2).map(String)).toEqual(['A♣', '2♣']);
  });

  it('a_refused_move_names_what_is_wrong', () => {
    expect(() => new BasicPyramidSolitaire().startGame([], false, 7, 3)).toThrow(/52/);
  });

  it('key_is_the_cards_text', () => {
    expect(new Card(12, '♥').key()).toBe('Q♥');
  });
});
