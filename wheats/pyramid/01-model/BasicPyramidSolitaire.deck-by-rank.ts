/**
 * @freedom getDeck lists the cards rank by rank (A♣ A♦ A♥ A♠ 2♣ …) instead of suit by suit: the interface asks for
 * the 52 cards, not for an order.
 */
import { BasicPyramidSolitaire as Reference } from '../../../solutions/pyramid/01-model/BasicPyramidSolitaire.ts';
import type { Card } from '../../../solutions/pyramid/01-model/Card.ts';

export class BasicPyramidSolitaire extends Reference {
  override getDeck(): Card[] {
    const bySuit = super.getDeck();
    // The reference's deck is 13 cards of each suit in turn: take the nth card of every suit, then the next.
    return Array.from({ length: 52 }, (_, k) => bySuit[(k % 4) * 13 + Math.floor(k / 4)]!);
  }
}
