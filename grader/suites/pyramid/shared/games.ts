/**
 * Helpers of the Pyramid hidden suites: cards from labels, decks in a chosen order, and the fixtures' games
 * replayed on a model. They take the card and model classes from the suite (which imports them by path, so
 * they are bound to the implementation under test), and never import a subject themselves: the type check
 * of a submission compiles the suites against the student's classes.
 */
import type { Suit } from '../../../../activities/pyramid/shared/cardFacts.ts';
import type { PyramidSolitaireModel } from '../../../../activities/pyramid/shared/PyramidSolitaireModel.ts';
import type { RandomSource } from '../../../../activities/shared/RandomSource.ts';

const VALUES: Readonly<Record<string, number>> = { A: 1, J: 11, Q: 12, K: 13 };
const SUIT_ORDER: readonly Suit[] = ['♣', '♦', '♥', '♠'];

/** The 52 labels in the order getDeck uses: A♣ … K♣, A♦ … K♦, A♥ … K♥, A♠ … K♠. */
export const ORDERED_LABELS: readonly string[] = SUIT_ORDER.flatMap((suit) =>
  ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((rank) => `${rank}${suit}`),
);

/** The pyramid as text, one row per entry: labels separated by spaces, `..` for a removed card. */
export function rowsOf(model: PyramidSolitaireModel<unknown>): string[] {
  const rows: string[] = [];
  for (let row = 0; row < model.getNumRows(); row++) {
    const cards: string[] = [];
    for (let place = 0; place <= row; place++) {
      const found = model.getCardAt(row, place);
      cards.push(found === null ? '..' : String(found));
    }
    rows.push(cards.join(' '));
  }
  return rows;
}

export const drawOf = (model: PyramidSolitaireModel<unknown>): string => model.getDrawCards().map(String).join(' ');

/** One move of a fixture, with 0-based numbers as the model takes them. */
export type Move = [string, ...number[]];

export function applyMove(model: PyramidSolitaireModel<unknown>, [op, ...args]: Move): void {
  switch (op) {
    case 'rm1':
      return model.remove(args[0]!, args[1]!);
    case 'rm2':
      return model.remove(args[0]!, args[1]!, args[2]!, args[3]!);
    case 'rmwd':
      return model.removeUsingDraw(args[0]!, args[1]!, args[2]!);
    case 'dd':
      return model.discardDraw(args[0]!);
    default:
      throw new Error(`unknown move ${op} in a fixture`);
  }
}

export interface FixtureGame {
  name: string;
  about: string;
  deck: string[];
  rows: number;
  draw: number;
  moves: (string | number)[][];
}

/**
 * The helpers that make cards and models, for the given classes:
 * `const { card, deckStartingWith, startedGame, playFixture } = pyramidHelpers(Card, BasicPyramidSolitaire)`.
 */
export function pyramidHelpers<C, M extends PyramidSolitaireModel<C>>(
  CardClass: new (value: number, suit: Suit) => C,
  ModelClass: new (random?: RandomSource) => M,
) {
  /** `10♦` → new Card(10, '♦'). */
  const card = (label: string): C => {
    const match = /^(A|J|Q|K|[2-9]|10)([♣♦♥♠])$/u.exec(label);
    if (!match) throw new Error(`bad card label in a test: ${label}`);
    return new CardClass(VALUES[match[1]!] ?? Number(match[1]), match[2] as Suit);
  };
  /** A full deck whose first cards are `first`, in that order; the others follow in ORDERED_LABELS order. */
  const deckStartingWith = (first: readonly string[] = []): C[] =>
    [...first, ...ORDERED_LABELS.filter((label) => !first.includes(label))].map(card);
  /** A started model (no shuffle) dealt from deckStartingWith(first). */
  const startedGame = (first: readonly string[], rows: number, draw: number, random?: RandomSource): M => {
    const model = new ModelClass(random);
    model.startGame(deckStartingWith(first), false, rows, draw);
    return model;
  };
  /** Deals a fixture's game and plays its moves. */
  const playFixture = (game: FixtureGame): M => {
    const model = startedGame(game.deck, game.rows, game.draw);
    for (const move of game.moves) applyMove(model, move as Move);
    return model;
  };
  return { card, deckStartingWith, startedGame, playFixture };
}
