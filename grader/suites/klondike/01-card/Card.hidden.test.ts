import { describe, expect, it } from 'vitest';
import { Card } from '../../../../solutions/klondike/01-card/Card.ts';
import { IllegalArgumentError } from '../../../../activities/shared/errors.ts';

const SUITS = ['Heart', 'Club', 'Spade', 'Diamond'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

describe('Card', () => {
  it('the_constructor_keeps_the_card_index', () => {
    for (const index of [1, 13, 14, 27, 40, 52])
      expect(new Card(index).cardIndex, `new Card(${index}).cardIndex`).toBe(index);
  });

  it('indexes_outside_1_to_52_are_rejected', () => {
    for (const bad of [0, 53, -1, 2.5, Number.NaN]) {
      expect(() => new Card(bad), `new Card(${bad})`).toThrow(IllegalArgumentError);
    }
  });

  it('each_block_of_13_indexes_is_one_suit_in_the_order_heart_club_spade_diamond', () => {
    for (let index = 1; index <= 52; index++) {
      expect(new Card(index).getSuit(), `the suit of card ${index}`).toBe(SUITS[Math.floor((index - 1) / 13)]);
    }
  });

  it('values_go_from_1_for_the_ace_to_13_for_the_king_in_every_suit', () => {
    for (let index = 1; index <= 52; index++) {
      expect(new Card(index).getValue(), `the value of card ${index}`).toBe(((index - 1) % 13) + 1);
    }
  });

  it('hearts_and_diamonds_are_red_clubs_and_spades_black', () => {
    for (let index = 1; index <= 52; index++) {
      const suit = SUITS[Math.floor((index - 1) / 13)];
      expect(new Card(index).colour(), `the colour of card ${index} (a ${suit})`).toBe(
        suit === 'Heart' || suit === 'Diamond' ? 'red' : 'black',
      );
    }
  });

  it('toString_is_the_suit_then_the_rank', () => {
    expect(new Card(14).toString(), 'the ace of clubs').toBe('ClubA');
    expect(new Card(49).toString(), 'the ten of diamonds').toBe('Diamond10');
    expect(new Card(38).toString(), 'the queen of spades').toBe('SpadeQ');
    expect(String(new Card(13)), 'the king of hearts').toBe('HeartK');
    expect(String(new Card(37)), 'the jack of spades').toBe('SpadeJ');
  });

  it('all_52_cards_print_differently', () => {
    const names = new Set<string>();
    for (let index = 1; index <= 52; index++) names.add(new Card(index).toString());
    expect(names.size, 'how many different texts the 52 cards have').toBe(52);
    for (let index = 1; index <= 52; index++) {
      expect(new Card(index).toString(), `card ${index}`).toBe(
        `${SUITS[Math.floor((index - 1) / 13)]}${RANKS[(index - 1) % 13]}`,
      );
    }
  });
});
