// Public tests: `cardlab check elevens/09` runs them. The grader's hidden tests check more.
import { describe, expect, it } from 'vitest';
import { ElevensBoard, RANKS, SUITS } from './ElevensBoard.ts';
import { riggedRandom } from '../shared/riggedRandom.ts';

// The first deal of the handout's sample game: K♠ 10♦ J♣ 2♣ 2♥ 9♦ 3♥ 5♠ 5♦ (places 0 to 8).
const sampleBoard = () =>
  new ElevensBoard(riggedRandom(RANKS, SUITS, ['K♠', '10♦', 'J♣', '2♣', '2♥', '9♦', '3♥', '5♠', '5♦']));

describe('ElevensBoard (public)', () => {
  it('a_2_and_a_9_are_a_legal_pair', () => {
    expect(sampleBoard().isLegal([3, 5])).toBe(true);
  });

  it('a_2_and_a_3_are_not', () => {
    expect(sampleBoard().isLegal([4, 6])).toBe(false);
  });

  it('the_first_deal_offers_a_play', () => {
    expect(sampleBoard().anotherPlayIsPossible()).toBe(true);
  });
});
