import { Card } from '../01-card/Card.ts';
import { CardDeck } from '../03-piles/CardDeck.ts';
import { CardList } from '../03-piles/CardList.ts';
import { CardStack } from '../03-piles/CardStack.ts';
import { SUITS } from '../shared/cardFacts.ts';
import { type RandomSource, mathRandom } from '../../shared/RandomSource.ts';

/** What executeCommand returns for a move the rules do not allow (the game is left as it was). */
export const INVALID_MOVE = 'Invalid move.';
/** What executeCommand returns for a command it cannot read. */
export const UNKNOWN_COMMAND = `${INVALID_MOVE} The commands are DrawCard, DeckTo x, Link c x, Send c, Restart and Quit (x is a list from 1 to 7, c a card such as Spade9).`;
/** What executeCommand returns for the move that wins the game. */
export const CONGRATULATIONS = 'Congratulations, you have won!';

/** The game: a deck, four stacks (Heart, Club, Spade, Diamond) and seven lists, played by typed commands. */
export class Solitaire {
  protected deck!: CardDeck;
  protected stacks!: CardStack[];
  protected lists!: CardList[];
  protected quit = false;

  /** Deals a new game, shuffled with `random`. */
  constructor(protected readonly random: RandomSource = mathRandom) {
    this.deal(Solitaire.shuffledIndexes(random));
  }

  /** The Fisher–Yates shuffle of 1 … 52: for i from 51 down to 1, swap positions i and random.nextInt(i + 1). */
  static shuffledIndexes(random: RandomSource): number[] {
    const indexes = Array.from({ length: 52 }, (_, i) => i + 1);
    for (let i = indexes.length - 1; i > 0; i--) {
      const j = random.nextInt(i + 1);
      const kept = indexes[i]!;
      indexes[i] = indexes[j]!;
      indexes[j] = kept;
    }
    return indexes;
  }

  getDeck(): CardDeck {
    return this.deck;
  }

  /** The four stacks, in the order Heart, Club, Spade, Diamond. */
  getStacks(): readonly CardStack[] {
    return this.stacks;
  }

  /** The seven lists; list 1 of the commands is getLists()[0]. */
  getLists(): readonly CardList[] {
    return this.lists;
  }

  isWon(): boolean {
    return this.stacks.every((stack) => stack.isFull());
  }

  /** True once Quit has been played. */
  isQuit(): boolean {
    return this.quit;
  }

  /**
   * Plays one command and returns what happened, or INVALID_MOVE (UNKNOWN_COMMAND for a command that cannot be
   * read) when it is not allowed, leaving the game as it was. Words are separated by any spaces; case does not matter.
   */
  executeCommand(command: string): string {
    const words = String(command).trim().split(/\s+/);
    const name = words[0]!.toLowerCase();
    const args = words.slice(1);
    if (name === 'drawcard' && args.length === 0) return this.drawCard();
    if (name === 'deckto' && args.length === 1) return this.deckTo(args[0]!);
    if (name === 'link' && args.length === 2) return this.link(args[0]!, args[1]!);
    if (name === 'send' && args.length === 1) return this.send(args[0]!);
    if (name === 'restart' && args.length === 0) {
      this.deal(Solitaire.shuffledIndexes(this.random));
      return 'A new game is dealt.';
    }
    if (name === 'quit' && args.length === 0) {
      this.quit = true;
      return 'Goodbye.';
    }
    return UNKNOWN_COMMAND;
  }

  /** Deals the 52 indexes: list 1 gets the first, list 2 the next two, … list 7 seven; the other 24 are the deck. */
  protected deal(order: readonly number[]): void {
    const cards = order.map((index) => new Card(index));
    let next = 0;
    this.lists = [];
    for (let size = 1; size <= 7; size++) {
      this.lists.push(new CardList(cards.slice(next, next + size)));
      next += size;
    }
    this.deck = new CardDeck(cards.slice(next));
    this.stacks = SUITS.map((suit) => new CardStack(suit));
    this.quit = false;
  }

  protected drawCard(): string {
    if (this.deck.isEmpty()) return INVALID_MOVE;
    const card = this.deck.drawCard();
    return card === null ? 'The deck is turned over: the next DrawCard opens its first card again.' : `Opened ${card}.`;
  }

  protected deckTo(listText: string): string {
    const list = this.listAt(listText);
    const card = this.deck.currentCard();
    if (list === null || card === null || !list.accepts(card)) return INVALID_MOVE;
    list.add(this.deck.takeCard());
    return `Moved ${card} to list ${listText}.`;
  }

  protected link(cardText: string, listText: string): string {
    const target = this.listAt(listText);
    if (target === null) return INVALID_MOVE;
    for (const list of this.lists) {
      for (let index = list.getOpenedIndex(); index < list.size(); index++) {
        const card = list.get(index);
        if (card.toString().toLowerCase() !== cardText.toLowerCase()) continue;
        if (list === target || !target.accepts(card)) return INVALID_MOVE;
        list.cut(index).link(target);
        return `Moved ${card} and the cards below it to list ${listText}.`;
      }
    }
    return INVALID_MOVE;
  }

  /** Sends the tail card of a list, or the open card of the deck, to the stack of its suit. */
  protected send(cardText: string): string {
    const named = (card: Card | null) => card !== null && card.toString().toLowerCase() === cardText.toLowerCase();
    const list = this.lists.find((candidate) => named(candidate.tailCard()));
    const card = list ? list.tailCard()! : this.deck.currentCard();
    if (!named(card)) return INVALID_MOVE;
    const stack = this.stacks[SUITS.indexOf(card!.getSuit())]!;
    if (!stack.accepts(card!)) return INVALID_MOVE;
    stack.add(list ? list.moveTail() : this.deck.takeCard());
    return this.isWon() ? CONGRATULATIONS : `Sent ${card} to the ${stack.getSuit()} stack.`;
  }

  /** The list a command names (`1` to `7`), or null. */
  protected listAt(text: string): CardList | null {
    return /^[1-7]$/.test(text) ? this.lists[Number(text) - 1]! : null;
  }
}
