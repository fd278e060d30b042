/**
 * The driver of Monte Carlo Solitaire (runs inside a game session): a game on the lab's Game (stage 03's, with the
 * hint, when it is finished; stage 02's otherwise) and Coordinate (stage 01), dealt by game number.
 */
import { isRed, rankSymbol, suitSymbol, type Rank, type Suit } from '../../../activities/montecarlo/shared/cards.ts';
import type { CardFace, SuitSymbol } from '../cardFace.ts';
import { errorNamed, isTodo, type DriverCommands, type JsonValue, type StudentCodeError } from '../contract.ts';
import { optionsObject, wholeNumber } from '../driverInput.ts';

export const needs = {
  Game: { stage: 'montecarlo/03-hint', file: 'Game.ts', export: 'Game' },
  GameWithoutHint: { stage: 'montecarlo/02-game', file: 'Game.ts', export: 'Game' },
  Coordinate: { stage: 'montecarlo/01-coordinate', file: 'Coordinate.ts', export: 'Coordinate' },
} as const;

export const ROWS = 5;
export const COLUMNS = 5;

interface Coordinate {
  getRow(): number;
  getColumn(): number;
}

/** What the game uses of the lab's Game: the public methods of stage 02, and stage 03's hint. */
interface MonteCarloGame {
  newGame(gameNumber: number): void;
  replay(): void;
  getSuit(coordinate: Coordinate): Suit | null;
  getRank(coordinate: Coordinate): Rank | null;
  removeCards(first: Coordinate, second: Coordinate): boolean;
  consolidate(): void;
  numberOfCardsLeft(): number;
  getScore(): number;
  isWin(): boolean;
  isHintImplemented(): boolean;
  getHint?(): readonly [Coordinate, Coordinate] | null;
  getHelpText(): string;
}

type GameClass = new (rows: number, columns: number) => MonteCarloGame;

export type Place = [number, number];

export type MonteCarloView = {
  gameNumber: number;
  /** grid[row][column]: a card, or null for a hole. */
  grid: (CardFace | null)[][];
  deckSize: number;
  score: number;
  won: boolean;
  /** No pair can be removed and consolidating changes nothing. */
  stuck: boolean;
  hintAvailable: boolean;
  /** Why the game plays without the hint, when it does. */
  note: string | null;
};

export type RemoveResult = { removed: boolean; refusal: string | null; view: MonteCarloView };
export type HintResult = { hint: [Place, Place] | null; message: string };

const touching = ([r1, c1]: Place, [r2, c2]: Place): boolean => Math.abs(r1 - r2) <= 1 && Math.abs(c1 - c2) <= 1;

/** Stage 03's game when it is written, else stage 02's (and why), so a student can play before the hint is done. */
function chooseGame(classes: Record<string, unknown>): { game: MonteCarloGame; note: string | null } {
  try {
    const game = new (classes.Game as GameClass)(ROWS, COLUMNS);
    game.isHintImplemented();
    return { game, note: null };
  } catch (error) {
    // A class that could not be loaded is a stand-in whose failure is a StudentCodeError, known by its name.
    const unfinished =
      isTodo(error) || (errorNamed(error, 'StudentCodeError') && (error as StudentCodeError).kind !== 'threw');
    if (!unfinished) throw error;
  }
  const game = new (classes.GameWithoutHint as GameClass)(ROWS, COLUMNS);
  game.isHintImplemented();
  return { game, note: 'Playing with your stage 02 Game: finish montecarlo/03 to have the hint.' };
}

export function create(classes: Record<string, unknown>, options: JsonValue): DriverCommands {
  const given = optionsObject(options);
  let gameNumber = wholeNumber(given.game, 'game', { min: 0 });
  const Coordinate = classes.Coordinate as new (row: number, column: number) => Coordinate;
  // The earliest stage first: a Coordinate that cannot be made is what to fix before any Game.
  new Coordinate(0, 0);
  const { game, note } = chooseGame(classes);
  const at = ([row, column]: Place): Coordinate => new Coordinate(row, column);
  const rankAt = (place: Place): Rank | null => game.getRank(at(place)) ?? null;
  const faceAt = (place: Place): CardFace | null => {
    const rank = rankAt(place);
    const suit = game.getSuit(at(place)) ?? null;
    if (rank === null || suit === null) return null;
    return {
      label: `${rankSymbol(rank)}${suitSymbol(suit)}`,
      rank: rankSymbol(rank),
      suit: suitSymbol(suit) as SuitSymbol,
      red: isRed(suit),
    };
  };
  const places = (): Place[] =>
    Array.from({ length: ROWS * COLUMNS }, (_, k): Place => [Math.floor(k / COLUMNS), k % COLUMNS]);

  /** Two touching places of the same rank (worked out here, so the game knows it even without a hint). */
  const anyPair = (): boolean => {
    const all = places();
    return all.some(
      (a, i) => rankAt(a) !== null && all.slice(i + 1).some((b) => touching(a, b) && rankAt(b) === rankAt(a)),
    );
  };
  /** Consolidating would change the tableau: a hole before a card, or a hole and cards in the deck. */
  const consolidateWouldChange = (): boolean => {
    let hole = false;
    for (const place of places()) {
      const empty = rankAt(place) === null;
      if (!empty && hole) return true;
      hole ||= empty;
    }
    return hole && game.numberOfCardsLeft() > 0;
  };
  const hintAvailable = (): boolean => game.isHintImplemented() && typeof game.getHint === 'function';

  const view = (): MonteCarloView => {
    const grid: (CardFace | null)[][] = [];
    for (let row = 0; row < ROWS; row++)
      grid.push(Array.from({ length: COLUMNS }, (_, column) => faceAt([row, column])));
    const won = game.isWin();
    return {
      gameNumber,
      grid,
      deckSize: game.numberOfCardsLeft(),
      score: game.getScore(),
      won,
      stuck: !won && !anyPair() && !consolidateWouldChange(),
      hintAvailable: hintAvailable(),
      note,
    };
  };

  const named = (place: Place): string => `${faceAt(place)?.label ?? 'the hole'} at (${place[0]}, ${place[1]})`;
  /** Why the game refused two places (it only says false). */
  const refusal = (first: Place, second: Place): string => {
    if (first[0] === second[0] && first[1] === second[1])
      return 'Those are the same place: choose two different cards.';
    for (const place of [first, second]) if (rankAt(place) === null) return `(${place[0]}, ${place[1]}) is empty.`;
    if (rankAt(first) !== rankAt(second)) return `${named(first)} and ${named(second)} are not of the same rank.`;
    if (!touching(first, second))
      return `${named(first)} and ${named(second)} do not touch (rows and columns do not wrap around).`;
    return `${named(first)} and ${named(second)} cannot be removed.`;
  };
  const placeArg = (row: JsonValue, column: JsonValue, name: string): Place | string => {
    const place: Place = [wholeNumber(row, `${name} row`), wholeNumber(column, `${name} column`)];
    if (place.some((n) => n < 0) || place[0] >= ROWS || place[1] >= COLUMNS) {
      const [row, column] = place;
      const bounds = `rows go from 0 to ${ROWS - 1} and columns from 0 to ${COLUMNS - 1}`;
      return `There is no place (${row}, ${column}): ${bounds}.`;
    }
    return place;
  };

  game.newGame(gameNumber);
  return {
    view: () => view(),
    help: () => game.getHelpText(),
    newGame: (number) => {
      gameNumber = wholeNumber(number, 'game', { min: 0 });
      game.newGame(gameNumber);
      return view();
    },
    replay: () => {
      game.replay();
      return view();
    },
    consolidate: () => {
      game.consolidate();
      return view();
    },
    remove: (r1, c1, r2, c2): RemoveResult => {
      const first = placeArg(r1, c1, 'first');
      const second = placeArg(r2, c2, 'second');
      if (typeof first === 'string' || typeof second === 'string') {
        return { removed: false, refusal: typeof first === 'string' ? first : (second as string), view: view() };
      }
      if (game.removeCards(at(first), at(second))) return { removed: true, refusal: null, view: view() };
      return { removed: false, refusal: refusal(first, second), view: view() };
    },
    hint: (): HintResult => {
      if (!hintAvailable())
        return { hint: null, message: 'This game has no hint yet: it comes with stage montecarlo/03.' };
      const found = game.getHint!();
      if (found === null || found === undefined) {
        if (game.isWin()) return { hint: null, message: 'Every card is removed: nothing is left to hint at.' };
        return {
          hint: null,
          message: consolidateWouldChange()
            ? 'No pair can be removed now: consolidate.'
            : 'No pair can be removed and consolidating changes nothing: this game is over.',
        };
      }
      const pair: [Place, Place] = [
        [found[0].getRow(), found[0].getColumn()],
        [found[1].getRow(), found[1].getColumn()],
      ];
      return { hint: pair, message: `Hint: ${named(pair[0])} and ${named(pair[1])}.` };
    },
  };
}
