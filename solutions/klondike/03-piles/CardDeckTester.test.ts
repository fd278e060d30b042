// Reference student tests for CardDeck.
import { describe, expect, it } from 'vitest';
import { Card } from '../01-card/Card.ts';
import { CardDeck } from './CardDeck.ts';

const three = () => new CardDeck([new Card(1), new Card(14), new Card(27)]); // HeartA, ClubA, SpadeA

describe('CardDeckTester', () => {
  it('null_after_the_last_then_the_first_again', () => {
    const deck = three();
    deck.drawCard();
    deck.drawCard();
    expect(String(deck.drawCard())).toBe('SpadeA');
    expect(deck.drawCard()).toBeNull();
    expect(String(deck.drawCard())).toBe('HeartA');
  });

  it('take_opens_the_card_drawn_before', () => {
    const deck = three();
    deck.drawCard();
    deck.drawCard();
    expect(String(deck.takeCard())).toBe('ClubA');
    expect(String(deck.currentCard())).toBe('HeartA');
    expect(deck.size()).toBe(2);
  });

  it('take_with_nothing_open_throws', () => {
    expect(() => three().takeCard()).toThrow();
  });
});
