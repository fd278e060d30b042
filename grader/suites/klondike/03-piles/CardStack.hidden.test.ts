import { describe, expect, it } from 'vitest';
import { CardStack } from '../../../../solutions/klondike/03-piles/CardStack.ts';
import { Card } from '../../../../solutions/klondike/01-card/Card.ts';
import { IllegalArgumentError } from '../../../../activities/shared/errors.ts';
import { cardMaker } from '../shared/cards.ts';

const card = cardMaker(Card);

describe('CardStack', () => {
  it('a_new_stack_is_empty_and_prints_as_Empty', () => {
    const stack = new CardStack('Spade');
    expect(
      [stack.getSuit(), stack.size(), stack.isEmpty(), stack.isFull(), stack.top(), stack.toString()],
      'a new Spade stack',
    ).toEqual(['Spade', 0, true, false, null, 'Empty']);
  });

  it('an_empty_stack_takes_only_the_ace_of_its_suit', () => {
    const stack = new CardStack('Heart');
    expect(stack.accepts(card('Heart2')), 'accepts Heart2 on an empty Heart stack').toBe(false);
    expect(() => stack.add(card('Heart2')), 'add(Heart2) on an empty Heart stack').toThrow(IllegalArgumentError);
    expect(stack.accepts(card('ClubA')), 'accepts ClubA on the Heart stack').toBe(false);
    expect(stack.size(), 'size after the refused adds').toBe(0);
    stack.add(card('HeartA'));
    expect([stack.size(), String(stack.top()), stack.toString()], 'after adding HeartA').toEqual([
      1,
      'HeartA',
      'HeartA',
    ]);
  });

  it('cards_of_another_suit_are_refused', () => {
    const stack = new CardStack('Club');
    stack.add(card('ClubA'));
    for (const other of ['Spade2', 'Heart2', 'Diamond2']) {
      expect(() => stack.add(card(other)), `add(${other}) on ClubA`).toThrow(IllegalArgumentError);
    }
    expect(String(stack.top()), 'the top after the refused adds').toBe('ClubA');
  });

  it('ranks_must_follow_one_by_one', () => {
    const stack = new CardStack('Diamond');
    stack.add(card('DiamondA'));
    expect(() => stack.add(card('Diamond3')), 'Diamond3 on DiamondA').toThrow(IllegalArgumentError);
    expect(() => stack.add(card('DiamondA')), 'DiamondA again on DiamondA').toThrow(IllegalArgumentError);
    stack.add(card('Diamond2'));
    expect(stack.toString(), 'after Diamond2').toBe('Diamond2');
  });

  it('a_whole_suit_fills_the_stack', () => {
    const stack = new CardStack('Spade');
    for (const rank of ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q']) stack.add(card(`Spade${rank}`));
    expect(stack.isFull(), 'isFull with 12 cards').toBe(false);
    stack.add(card('SpadeK'));
    expect([stack.size(), stack.isFull(), stack.toString()], 'after the king').toEqual([13, true, 'SpadeK']);
  });

  it('an_unknown_suit_is_refused', () => {
    expect(() => new CardStack('Star' as 'Heart'), 'new CardStack("Star")').toThrow(IllegalArgumentError);
  });
});
