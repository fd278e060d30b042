/**
 * What the Monte Carlo suites compare a Game with: the deal of a game number worked out from the provided
 * JavaRandom and the handout's shuffle (checked against the JDK's deals in fixtures/montecarlo/tableaus.json by
 * grader/test/montecarlo/model.test.ts), and a small model of the rules, written independently of the reference.
 *
 * Cards are plain-text labels such as `10D` or `KC` (rank, then suit letter), as in the fixtures.
 */
import { JavaRandom } from '../../../../activities/montecarlo/shared/JavaRandom.ts';
import { RANKS, SUITS, asciiLabel, type Rank, type Suit } from '../../../../activities/montecarlo/shared/cards.ts';
import { Coordinate } from '../../../../solutions/montecarlo/01-coordinate/Coordinate.ts';

/** The deck before shuffling: clubs, diamonds, hearts, spades, each from ace to king. */
export const UNSHUFFLED: readonly string[] = SUITS.flatMap((suit) => RANKS.map((rank) => asciiLabel(rank, suit)));

/** The 52 cards of a game number, in dealing order. */
export function dealOrder(gameNumber: number): string[] {
  const deck = [...UNSHUFFLED];
  const random = new JavaRandom(gameNumber);
  for (let n = deck.length - 1; n >= 1; n--) {
    const k = random.nextInt(n + 1);
    [deck[k], deck[n]] = [deck[n]!, deck[k]!];
  }
  return deck;
}

export const rankOf = (label: string): string => label.slice(0, -1);

/** The rows of a flat list of places, for messages. */
export function show(cells: readonly (string | null)[], columns: number): string {
  const rows: string[] = [];
  for (let r = 0; r * columns < cells.length; r++)
    rows.push(
      cells
        .slice(r * columns, (r + 1) * columns)
        .map((c) => (c ?? '--').padStart(3))
        .join(' '),
    );
  return `\n${rows.join('\n')}\n`;
}

export class Model {
  readonly cells: (string | null)[];
  readonly deck: string[];
  next = 0;
  score = 0;

  constructor(
    readonly gameNumber: number,
    readonly rows = 5,
    readonly columns = 5,
  ) {
    this.deck = dealOrder(gameNumber);
    this.cells = this.deck.slice(0, rows * columns);
    this.next = rows * columns;
  }

  at(index: number): Coordinate {
    return new Coordinate(Math.floor(index / this.columns), index % this.columns);
  }

  touching(a: number, b: number): boolean {
    const dr = Math.abs(Math.floor(a / this.columns) - Math.floor(b / this.columns));
    const dc = Math.abs((a % this.columns) - (b % this.columns));
    return a !== b && dr <= 1 && dc <= 1;
  }

  /** Every removable pair [a, b] with a < b, in reading order. */
  pairs(): [number, number][] {
    const found: [number, number][] = [];
    for (let a = 0; a < this.cells.length; a++) {
      for (let b = a + 1; b < this.cells.length; b++) {
        const x = this.cells[a];
        const y = this.cells[b];
        if (x && y && rankOf(x) === rankOf(y) && this.touching(a, b)) found.push([a, b]);
      }
    }
    return found;
  }

  remove(a: number, b: number): void {
    this.cells[a] = null;
    this.cells[b] = null;
    this.score += 2;
  }

  /** The cards dealt by this consolidate. */
  consolidate(): string[] {
    const kept = this.cells.filter((c): c is string => c !== null);
    const dealt = this.deck.slice(this.next, this.next + this.cells.length - kept.length);
    this.next += dealt.length;
    const after = [...kept, ...dealt];
    for (let k = 0; k < this.cells.length; k++) this.cells[k] = after[k] ?? null;
    return dealt;
  }

  cardsLeft(): number {
    return this.deck.length - this.next;
  }
}

/** What a game's getRank and getSuit say about its places, row by row, as labels (null where empty). */
export interface GameView {
  getRank(coordinate: Coordinate): Rank | null;
  getSuit(coordinate: Coordinate): Suit | null;
}

export function tableauOf(game: GameView, rows = 5, columns = 5): (string | null)[] {
  const cells: (string | null)[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const place = new Coordinate(r, c);
      const rank = game.getRank(place);
      const suit = game.getSuit(place);
      cells.push(
        rank === null && suit === null
          ? null
          : rank === null || suit === null
            ? `?${rank ?? suit}`
            : asciiLabel(rank, suit),
      );
    }
  }
  return cells;
}

/** A small repeatable generator for choosing moves in tests (not the game's random numbers). */
export function chooser(seed: number): (n: number) => number {
  let state = seed >>> 0 || 1;
  return (n) => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % n;
  };
}
