/**
 * Provided by the kit (do not edit): what every Pyramid Solitaire model offers, whatever class it uses for
 * its cards (the type parameter K). Positions count from 0: row 0 is the top of the pyramid, card 0 the left
 * end of a row. Row r of a fresh deal holds r + 1 cards.
 *
 * Errors (from activities/shared/errors.ts):
 * - IllegalStateError: any method below that plays or looks at the game, called before startGame.
 * - IllegalArgumentError: a bad argument or an illegal move; the game is left exactly as it was.
 */
export interface PyramidSolitaireModel<K> {
  /** A new list of the 52 distinct cards of a standard deck; may be called at any time. */
  getDeck(): K[];

  /**
   * Starts (or restarts) a game with the given deck, which is never modified. When `shuffle` is true the
   * cards are dealt from a shuffled copy; otherwise in the order given. The pyramid is dealt row by row,
   * left to right, then `numDraw` cards are turned up as draw cards; the rest form the stock.
   * @throws IllegalArgumentError for a deck that is missing, not 52 cards, with an empty slot or a
   *   duplicate; for numRows < 1, numDraw < 0, or more cards needed than the deck holds. A failed call
   *   leaves the model as it was.
   */
  startGame(deck: readonly K[], shuffle: boolean, numRows: number, numDraw: number): void;

  /**
   * Removes two exposed cards whose values add up to 13.
   * @throws IllegalArgumentError if the move cannot be made.
   */
  remove(row1: number, card1: number, row2: number, card2: number): void;

  /**
   * Removes one exposed card worth 13 (a king).
   * @throws IllegalArgumentError if the move cannot be made.
   */
  remove(row: number, card: number): void;

  /**
   * Removes an exposed pyramid card together with the draw card at `drawIndex`, when their values add up
   * to 13. The used draw card is replaced by the next stock card (the other draw cards do not move); when
   * the stock is empty, the used draw card is just taken out of the draw list.
   * @throws IllegalArgumentError if the move cannot be made.
   */
  removeUsingDraw(drawIndex: number, row: number, card: number): void;

  /**
   * Discards the draw card at `drawIndex`, replacing it as removeUsingDraw does.
   * @throws IllegalArgumentError for an index that names no draw card.
   */
  discardDraw(drawIndex: number): void;

  /** The number of rows of the game being played, or -1 before the first startGame. */
  getNumRows(): number;

  /** The number of draw cards the game was started with, or -1 before the first startGame. */
  getNumDraw(): number;

  /**
   * The number of places in a row as dealt (row r has r + 1), removed cards included.
   * @throws IllegalArgumentError for a row that does not exist.
   */
  getRowWidth(row: number): number;

  /** True when the pyramid is empty, or when no removal and no discard is possible. */
  isGameOver(): boolean;

  /** The total value of the cards still in the pyramid (draw and stock cards do not count). */
  getScore(): number;

  /**
   * The card at a position, or null when it was removed.
   * @throws IllegalArgumentError for a position outside the pyramid.
   */
  getCardAt(row: number, card: number): K | null;

  /** A new list of the draw cards currently face up, in order. */
  getDrawCards(): K[];
}
