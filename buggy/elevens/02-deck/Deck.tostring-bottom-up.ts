/**
 * @bug toString lists the undealt cards from index 0 upwards, so the next card to be dealt comes last.
 * @misconception A loop over a list always runs from the front, whatever order the text asks for.
 * @hint Do your tests compare the whole toString text of a deck with at least two undealt cards?
 */
import { Deck as ReferenceDeck } from '../../../solutions/elevens/02-deck/Deck.ts';

export class Deck extends ReferenceDeck {
  override toString(): string {
    let undealtPart = '';
    for (let k = 0; k < this.undealt; k++) {
      undealtPart += String(this.cards[k]);
      if (k !== this.undealt - 1) undealtPart += ', ';
      if (k % 2 === 1) undealtPart += '\n';
    }
    let dealtPart = '';
    const last = this.cards.length - 1;
    for (let k = last; k >= this.undealt; k--) {
      dealtPart += String(this.cards[k]);
      if (k !== this.undealt) dealtPart += ', ';
      if ((last - k) % 2 === 1) dealtPart += '\n';
    }
    return `size = ${this.undealt}\nUndealt cards: \n${undealtPart}\nDealt cards: \n${dealtPart}\n`;
  }
}
