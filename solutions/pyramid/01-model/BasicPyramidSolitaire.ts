import { Card } from './Card.ts';
import type { PyramidSolitaireModel } from '../shared/PyramidSolitaireModel.ts';
import { DECK_SIZE, HIGHEST_VALUE, LOWEST_VALUE, SUITS, TARGET_SUM } from '../shared/cardFacts.ts';
import { IllegalArgumentError, IllegalStateError } from '../../shared/errors.ts';
import { mathRandom, type RandomSource } from '../../shared/RandomSource.ts';

/** The number of cards in a pyramid of `rows` rows. */
const pyramidSize = (rows: number): number => (rows * (rows + 1)) / 2;

/**
 * Pyramid Solitaire with a standard deck. Representation: `pyramid[r][c]` is the card at row r, place c (row
 * r has r + 1 places), or null once removed; `draw` holds the face-up draw cards; `stock` the cards still
 * face down, the next one first. Before the first startGame, `pyramid` is null.
 *
 * `remove` takes either two positions (a pair worth 13) or one (a king): TypeScript has no overloading, so
 * the second position is optional and both or neither of row2 and card2 must be given.
 */
export class BasicPyramidSolitaire implements PyramidSolitaireModel<Card> {
  protected pyramid: (Card | null)[][] | null = null;
  protected draw: Card[] = [];
  protected stock: Card[] = [];
  protected numDraw = -1;

  constructor(protected readonly random: RandomSource = mathRandom) {}

  getDeck(): Card[] {
    const deck: Card[] = [];
    for (const suit of SUITS) {
      for (let value = LOWEST_VALUE; value <= HIGHEST_VALUE; value++) deck.push(new Card(value, suit));
    }
    return deck;
  }

  startGame(deck: readonly Card[], shuffle: boolean, numRows: number, numDraw: number): void {
    this.checkDeck(deck);
    if (!Number.isInteger(numRows) || numRows < 1)
      throw new IllegalArgumentError(`the number of rows must be at least 1, got ${numRows}`);
    if (!Number.isInteger(numDraw) || numDraw < 0)
      throw new IllegalArgumentError(`the number of draw cards cannot be negative, got ${numDraw}`);
    if (pyramidSize(numRows) + numDraw > deck.length) {
      throw new IllegalArgumentError(
        `${numRows} rows and ${numDraw} draw cards need ${pyramidSize(numRows) + numDraw} cards; a deck has ${deck.length}`,
      );
    }
    const cards = [...deck];
    if (shuffle) this.shuffle(cards);
    const pyramid: (Card | null)[][] = [];
    let next = 0;
    for (let row = 0; row < numRows; row++) {
      pyramid.push(cards.slice(next, next + row + 1));
      next += row + 1;
    }
    this.pyramid = pyramid;
    this.draw = cards.slice(next, next + numDraw);
    this.stock = cards.slice(next + numDraw);
    this.numDraw = numDraw;
  }

  remove(row1: number, card1: number, row2?: number, card2?: number): void {
    const pyramid = this.started();
    if (row2 === undefined && card2 === undefined) {
      const card = this.exposedCard(row1, card1);
      if (card.value() !== TARGET_SUM)
        throw new IllegalArgumentError(`${card} is worth ${card.value()}: only a card worth 13 can be removed alone`);
      pyramid[row1]![card1] = null;
      return;
    }
    if (row2 === undefined || card2 === undefined)
      throw new IllegalArgumentError('give both the row and the card of the second position');
    const first = this.exposedCard(row1, card1);
    const second = this.exposedCard(row2, card2);
    if (row1 === row2 && card1 === card2) throw new IllegalArgumentError(`(${row1}, ${card1}) was given twice`);
    if (first.value() + second.value() !== TARGET_SUM) {
      throw new IllegalArgumentError(`${first} and ${second} are worth ${first.value() + second.value()}, not 13`);
    }
    pyramid[row1]![card1] = null;
    pyramid[row2]![card2] = null;
  }

  removeUsingDraw(drawIndex: number, row: number, card: number): void {
    const pyramid = this.started();
    const drawn = this.drawCard(drawIndex);
    const target = this.exposedCard(row, card);
    if (drawn.value() + target.value() !== TARGET_SUM) {
      throw new IllegalArgumentError(`${drawn} and ${target} are worth ${drawn.value() + target.value()}, not 13`);
    }
    pyramid[row]![card] = null;
    this.replaceDraw(drawIndex);
  }

  discardDraw(drawIndex: number): void {
    this.started();
    this.drawCard(drawIndex);
    this.replaceDraw(drawIndex);
  }

  getNumRows(): number {
    return this.pyramid === null ? -1 : this.pyramid.length;
  }

  getNumDraw(): number {
    return this.numDraw;
  }

  getRowWidth(row: number): number {
    const pyramid = this.started();
    if (!Number.isInteger(row) || row < 0 || row >= pyramid.length)
      throw new IllegalArgumentError(`there is no row ${row}`);
    return pyramid[row]!.length;
  }

  isGameOver(): boolean {
    const pyramid = this.started();
    if (this.draw.length > 0 && pyramid.some((row) => row.some((card) => card !== null))) return false;
    const exposed = this.exposedCards();
    if (exposed.length === 0) return true;
    if (exposed.some((card) => card.value() === TARGET_SUM)) return false;
    for (let i = 0; i < exposed.length; i++) {
      for (let j = i + 1; j < exposed.length; j++) {
        if (exposed[i]!.value() + exposed[j]!.value() === TARGET_SUM) return false;
      }
    }
    return true;
  }

  getScore(): number {
    return this.started()
      .flat()
      .reduce((sum, card) => sum + (card?.value() ?? 0), 0);
  }

  getCardAt(row: number, card: number): Card | null {
    this.started();
    this.checkPosition(row, card);
    return this.pyramid![row]![card]!;
  }

  getDrawCards(): Card[] {
    this.started();
    return [...this.draw];
  }

  /** The pyramid of a started game. @throws IllegalStateError before startGame */
  protected started(): (Card | null)[][] {
    if (this.pyramid === null) throw new IllegalStateError('the game has not started: call startGame first');
    return this.pyramid;
  }

  /** Fisher–Yates, from the last place down, with the model's random source. */
  protected shuffle(cards: Card[]): void {
    for (let k = cards.length - 1; k > 0; k--) {
      const j = this.random.nextInt(k + 1);
      [cards[k], cards[j]] = [cards[j]!, cards[k]!];
    }
  }

  protected checkDeck(deck: readonly Card[]): void {
    if (!Array.isArray(deck)) throw new IllegalArgumentError('the deck is missing');
    if (deck.length !== DECK_SIZE)
      throw new IllegalArgumentError(`a deck has ${DECK_SIZE} cards, this one has ${deck.length}`);
    const seen = new Set<string>();
    for (let k = 0; k < deck.length; k++) {
      const card = deck[k];
      if (card === null || card === undefined) throw new IllegalArgumentError(`the deck has no card at place ${k}`);
      if (seen.has(card.key())) throw new IllegalArgumentError(`the deck holds ${card} twice`);
      seen.add(card.key());
    }
  }

  /** @throws IllegalArgumentError for a position outside the pyramid */
  protected checkPosition(row: number, card: number): void {
    const pyramid = this.pyramid!;
    if (
      !Number.isInteger(row) ||
      row < 0 ||
      row >= pyramid.length ||
      !Number.isInteger(card) ||
      card < 0 ||
      card > row
    ) {
      throw new IllegalArgumentError(`(${row}, ${card}) is not a position of the pyramid`);
    }
  }

  /** A card is exposed when it is in the last row, or both cards covering it (below left and below right) are gone. */
  protected isExposed(row: number, card: number): boolean {
    const pyramid = this.pyramid!;
    if (pyramid[row]![card] === null) return false;
    if (row === pyramid.length - 1) return true;
    return pyramid[row + 1]![card] === null && pyramid[row + 1]![card + 1] === null;
  }

  /** The card at a position, which must hold an exposed card. */
  protected exposedCard(row: number, card: number): Card {
    this.checkPosition(row, card);
    const found = this.pyramid![row]![card];
    if (found === null || found === undefined)
      throw new IllegalArgumentError(`there is no card at (${row}, ${card}) any more`);
    if (!this.isExposed(row, card)) throw new IllegalArgumentError(`${found} at (${row}, ${card}) is covered`);
    return found;
  }

  protected exposedCards(): Card[] {
    const pyramid = this.pyramid!;
    const exposed: Card[] = [];
    pyramid.forEach((cards, row) =>
      cards.forEach((card, place) => {
        if (card !== null && this.isExposed(row, place)) exposed.push(card);
      }),
    );
    return exposed;
  }

  protected drawCard(drawIndex: number): Card {
    if (!Number.isInteger(drawIndex) || drawIndex < 0 || drawIndex >= this.draw.length) {
      throw new IllegalArgumentError(`there is no draw card ${drawIndex} (there are ${this.draw.length})`);
    }
    return this.draw[drawIndex]!;
  }

  /** Puts the next stock card in the used draw slot; with no stock left, the slot goes. */
  protected replaceDraw(drawIndex: number): void {
    const next = this.stock.shift();
    if (next === undefined) this.draw.splice(drawIndex, 1);
    else this.draw[drawIndex] = next;
  }
}
