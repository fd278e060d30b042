import { Coordinate } from '../01-coordinate/Coordinate.ts';
import { JavaRandom } from '../shared/JavaRandom.ts';
import { DECK_SIZE, RANKS, SUITS, type Rank, type Suit } from '../shared/cards.ts';
import type { RandomSource } from '../../shared/RandomSource.ts';
import { IllegalArgumentError, IllegalStateError } from '../../shared/errors.ts';

/** One card of the deck. Invariant: its rank and suit never change. */
export class Card {
  constructor(
    readonly rank: Rank,
    readonly suit: Suit,
  ) {}
}

const HELP_TEXT = [
  'Monte Carlo Solitaire',
  'The tableau holds up to 25 cards in 5 rows of 5; the rest of the 52 cards wait in the deck.',
  'Remove two cards of the same rank that touch: side by side, one above the other, or corner to corner.',
  'Rows, columns and diagonals do not wrap around the edges of the tableau. Suits do not matter.',
  'When no pair touches, consolidate: the cards slide up and to the left, in reading order, to close the',
  'holes, and the empty places at the end are filled from the deck while it lasts.',
  'You score one point for every card removed; remove all 52 cards (a score of 52) to win.',
].join('\n');

/**
 * A game of Monte Carlo Solitaire on a tableau of `rows` × `columns` places.
 * Invariants: the tableau has exactly rows × columns places, each holding a card or null; every card is in
 * exactly one of three places (the tableau, the undealt part of the deck, the removed cards); the score is the
 * number of cards removed since the game started.
 */
export class Game {
  protected readonly rows: number;
  protected readonly columns: number;
  /** The places, row by row (row r, column c at r * columns + c); null where there is no card. */
  protected readonly tableau: (Card | null)[];
  /** The 52 cards in dealing order; those before `nextToDeal` have left the deck. */
  protected readonly deck: Card[];
  protected nextToDeal = DECK_SIZE;
  protected score = 0;
  protected gameNumber: number | null = null;

  /** Pre: rows and columns are whole numbers ≥ 1 with rows × columns ≤ 52. Post: no game is started; every place is empty. */
  constructor(rows: number, columns: number) {
    if (
      !Number.isInteger(rows) ||
      !Number.isInteger(columns) ||
      rows < 1 ||
      columns < 1 ||
      rows * columns > DECK_SIZE
    ) {
      throw new IllegalArgumentError(
        `a tableau needs at least one row and one column and at most ${DECK_SIZE} places, got ${rows} × ${columns}`,
      );
    }
    this.rows = rows;
    this.columns = columns;
    this.tableau = new Array<Card | null>(rows * columns).fill(null);
    this.deck = new Array<Card>(DECK_SIZE);
    for (let k = 0; k < DECK_SIZE; k++)
      this.deck[k] = new Card(RANKS[k % RANKS.length]!, SUITS[Math.floor(k / RANKS.length)]!);
  }

  getRows(): number {
    return this.rows;
  }

  getColumns(): number {
    return this.columns;
  }

  /** Pre: gameNumber is a whole number ≥ 0. Post: the deck is shuffled for that number, the tableau dealt, the score 0. */
  newGame(gameNumber: number): void {
    if (!Number.isSafeInteger(gameNumber) || gameNumber < 0) {
      throw new IllegalArgumentError(`a game number must be a whole number ≥ 0, got ${gameNumber}`);
    }
    this.gameNumber = gameNumber;
    this.start();
  }

  /** Pre: a game was started. Post: the same game from its first deal, score 0. */
  replay(): void {
    if (this.gameNumber === null) throw new IllegalStateError('there is no game to replay: start one with newGame');
    this.start();
  }

  /** The suit of the card at a place, or null where there is none. Pre: the place is on the tableau. */
  getSuit(coordinate: Coordinate): Suit | null {
    return this.tableau[this.indexOf(coordinate)]?.suit ?? null;
  }

  /** The rank of the card at a place, or null where there is none. Pre: the place is on the tableau. */
  getRank(coordinate: Coordinate): Rank | null {
    return this.tableau[this.indexOf(coordinate)]?.rank ?? null;
  }

  /**
   * Removes two cards of the same rank that touch. Pre: both places are on the tableau.
   * Post: true and both places empty, score up by 2; or false and nothing changed.
   */
  removeCards(first: Coordinate, second: Coordinate): boolean {
    const a = this.indexOf(first);
    const b = this.indexOf(second);
    const cardA = this.tableau[a];
    const cardB = this.tableau[b];
    if (a === b || !cardA || !cardB || cardA.rank !== cardB.rank || !this.touching(first, second)) return false;
    this.tableau[a] = null;
    this.tableau[b] = null;
    this.score += 2;
    return true;
  }

  /** Post: the cards keep their reading order but fill the first places; the places after them are dealt from the deck while it lasts. */
  consolidate(): void {
    let to = 0;
    for (let from = 0; from < this.tableau.length; from++) {
      const card = this.tableau[from];
      if (card === null || card === undefined) continue;
      this.tableau[from] = null;
      this.tableau[to++] = card;
    }
    while (to < this.tableau.length && this.nextToDeal < DECK_SIZE) this.tableau[to++] = this.deck[this.nextToDeal++]!;
  }

  /** The cards still in the deck (not yet dealt to the tableau). */
  numberOfCardsLeft(): number {
    return DECK_SIZE - this.nextToDeal;
  }

  /** One point for every card removed in this game. */
  getScore(): number {
    return this.score;
  }

  /** True once all 52 cards have been removed. */
  isWin(): boolean {
    return this.score === DECK_SIZE;
  }

  /** Stage 03 adds the hint. */
  isHintImplemented(): boolean {
    return false;
  }

  getHelpText(): string {
    return HELP_TEXT;
  }

  /** Two places touch when they are next to each other across a side or a corner (no wrapping). */
  protected touching(first: Coordinate, second: Coordinate): boolean {
    const rows = Math.abs(first.getRow() - second.getRow());
    const columns = Math.abs(first.getColumn() - second.getColumn());
    return rows <= 1 && columns <= 1 && rows + columns > 0;
  }

  /** The random numbers of a game number: Java's Random seeded with it. */
  protected randomFor(gameNumber: number): RandomSource {
    return new JavaRandom(gameNumber);
  }

  /** Puts the deck in its starting order, then shuffles it: from the last position down to 1, swap with a random position up to it. */
  protected shuffle(random: RandomSource): void {
    for (let k = 0; k < DECK_SIZE; k++)
      this.deck[k] = new Card(RANKS[k % RANKS.length]!, SUITS[Math.floor(k / RANKS.length)]!);
    for (let n = DECK_SIZE - 1; n >= 1; n--) {
      const k = random.nextInt(n + 1);
      const card = this.deck[k]!;
      this.deck[k] = this.deck[n]!;
      this.deck[n] = card;
    }
  }

  /** Deals the tableau of the current game number from a freshly shuffled deck. */
  private start(): void {
    this.shuffle(this.randomFor(this.gameNumber!));
    this.tableau.fill(null);
    this.nextToDeal = 0;
    this.score = 0;
    this.consolidate();
  }

  /** The index of a place in `tableau`. Pre: the place is on the tableau (otherwise IllegalArgumentError). */
  protected indexOf(coordinate: Coordinate): number {
    const row = coordinate.getRow();
    const column = coordinate.getColumn();
    if (row >= this.rows || column >= this.columns) {
      throw new IllegalArgumentError(
        `${coordinate} is not on a tableau of ${this.rows} rows and ${this.columns} columns`,
      );
    }
    return row * this.columns + column;
  }
}
