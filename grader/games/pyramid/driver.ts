/**
 * The driver of Pyramid Solitaire (runs inside a game session): a game on the lab's model (stage 01), shown as data
 * for the pages and the terminal, and through the lab's textual view (stage 02) on request.
 *
 * Positions here are the model's, from 0; every sentence a player reads counts rows and cards from 1, as they are
 * typed and seen. The model decides every move; when it refuses one, the driver says why in those words.
 */
import { SeededRandom, type RandomSource } from '../../../activities/shared/RandomSource.ts';
import type { PyramidSolitaireModel } from '../../../activities/pyramid/shared/PyramidSolitaireModel.ts';
import { faceOf, faceOfLabel, type CardFace, type SuitSymbol } from '../cardFace.ts';
import {
  DriverError,
  errorNamed,
  messageOf,
  StudentCodeError,
  type DriverCommands,
  type JsonValue,
} from '../contract.ts';
import { optionsObject, wholeNumber } from '../driverInput.ts';

export const needs = {
  BasicPyramidSolitaire: {
    stage: 'pyramid/01-model',
    file: 'BasicPyramidSolitaire.ts',
    export: 'BasicPyramidSolitaire',
  },
  PyramidSolitaireTextualView: {
    stage: 'pyramid/02-view',
    file: 'PyramidSolitaireTextualView.ts',
    export: 'PyramidSolitaireTextualView',
  },
} as const;

const DECK_SIZE = 52;
const TARGET = 13;

export type PyramidCard = { face: CardFace; exposed: boolean };

export type PyramidView = {
  seed: number;
  rows: number;
  /** Row r (from 0) has r + 1 places: a card, or null once removed. */
  pyramid: (PyramidCard | null)[][];
  draw: CardFace[];
  /** Cards left face down, by the driver's count of draw cards used. */
  stock: number;
  score: number;
  over: boolean;
  won: boolean;
};

export type MoveResult = { done: boolean; refusal: string | null; view: PyramidView };

type Model = PyramidSolitaireModel<unknown>;

/** `row 3, card 2`: a position as the player counts it. */
export function spoken(row: number, card: number): string {
  return `row ${row + 1}, card ${card + 1}`;
}

export function create(classes: Record<string, unknown>, options: JsonValue): DriverCommands {
  const given = optionsObject(options);
  const rows = wholeNumber(given.rows, 'rows', { min: 1 });
  const drawCount = wholeNumber(given.draw, 'draw', { min: 0 });
  if ((rows * (rows + 1)) / 2 + drawCount > DECK_SIZE) {
    throw new DriverError(
      `${rows} rows and ${drawCount} draw cards need ${(rows * (rows + 1)) / 2 + drawCount} cards; ` +
        `a deck has ${DECK_SIZE}`,
    );
  }
  const Model = classes.BasicPyramidSolitaire as new (random: RandomSource) => Model;
  const View = classes.PyramidSolitaireTextualView as new (model: Model) => { toString(): string };
  const modelFile = `${needs.BasicPyramidSolitaire.stage}/${needs.BasicPyramidSolitaire.file}`;
  let model: Model;
  let seed = wholeNumber(given.seed, 'seed');
  let stock = 0;

  const faceOfCard = (card: unknown): CardFace => {
    const face = faceOfLabel(String(card));
    if (face) return face;
    const { value, suit } = card as { value?: () => number; suit?: () => SuitSymbol };
    try {
      return faceOf(value!.call(card), suit!.call(card));
    } catch {
      const read = String(card);
      throw new StudentCodeError(`the model gave a card that reads "${read}", not a card such as A♣ or 10♦`, {
        file: modelFile,
      });
    }
  };

  const cardAt = (row: number, card: number): unknown => model.getCardAt(row, card);
  const exposed = (row: number, card: number): boolean =>
    row === rows - 1 || (cardAt(row + 1, card) === null && cardAt(row + 1, card + 1) === null);

  const view = (): PyramidView => {
    const pyramid: (PyramidCard | null)[][] = [];
    for (let row = 0; row < rows; row++) {
      const places: (PyramidCard | null)[] = [];
      for (let card = 0; card <= row; card++) {
        const found = cardAt(row, card);
        places.push(
          found === null || found === undefined ? null : { face: faceOfCard(found), exposed: exposed(row, card) },
        );
      }
      pyramid.push(places);
    }
    const left = pyramid.some((places) => places.some((place) => place !== null));
    return {
      seed,
      rows,
      pyramid,
      draw: model.getDrawCards().map(faceOfCard),
      stock,
      score: model.getScore(),
      over: model.isGameOver(),
      won: !left,
    };
  };

  const deal = (newSeed: number): void => {
    model = new Model(new SeededRandom(newSeed));
    model.startGame(model.getDeck(), true, rows, drawCount);
    seed = newSeed;
    stock = DECK_SIZE - (rows * (rows + 1)) / 2 - drawCount;
  };

  /** Why a position cannot take part in a move, or null when it holds an uncovered card. */
  const unusable = (row: number, card: number): string | null => {
    if (row < 0 || row >= rows) return `There is no row ${row + 1}: the rows go from 1 to ${rows}.`;
    if (card < 0 || card > row) return `Row ${row + 1} has no card ${card + 1}: its cards go from 1 to ${row + 1}.`;
    const found = cardAt(row, card);
    if (found === null || found === undefined) return `The card at ${spoken(row, card)} is already removed.`;
    if (!exposed(row, card))
      return `${faceOfCard(found).label} at ${spoken(row, card)} is covered: remove the cards below it first.`;
    return null;
  };
  const noDrawCard = (index: number): string | null => {
    const count = model.getDrawCards().length;
    if (index >= 0 && index < count) return null;
    return count === 0
      ? 'There are no draw cards left.'
      : `There is no draw card ${index + 1}: the draw cards go from 1 to ${count}.`;
  };
  const valueAt = (row: number, card: number): CardFace => faceOfCard(cardAt(row, card));
  const worth = (face: CardFace): number =>
    ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(face.rank) + 1;
  const sumRefusal = (faces: CardFace[]): string => {
    if (faces.length === 1)
      return `${faces[0]!.label} is worth ${worth(faces[0]!)}: only a king (13) can be removed on its own.`;
    const total = worth(faces[0]!) + worth(faces[1]!);
    return `${faces[0]!.label} and ${faces[1]!.label} are worth ${total} together, not ${TARGET}.`;
  };

  /**
   * Plays a move the model decides on. `explain` says why the rules refuse it (null when they allow it); it is
   * asked before the model only for positions that do not exist, and after the model when the model refuses.
   */
  const move = (play: () => void, exists: () => string | null, explain: () => string | null): MoveResult => {
    if (model.isGameOver()) return { done: false, refusal: 'This game is over: start a new one.', view: view() };
    const missing = exists();
    if (missing !== null) return { done: false, refusal: missing, view: view() };
    try {
      play();
    } catch (error) {
      if (!errorNamed(error, 'IllegalArgumentError')) throw error;
      return { done: false, refusal: explain() ?? `The model refused the move: ${messageOf(error)}`, view: view() };
    }
    return { done: true, refusal: null, view: view() };
  };
  const inside = (...positions: [number, number][]): string | null => {
    for (const [row, card] of positions) {
      if (row < 0 || row >= rows) return `There is no row ${row + 1}: the rows go from 1 to ${rows}.`;
      if (card < 0 || card > row) return `Row ${row + 1} has no card ${card + 1}: its cards go from 1 to ${row + 1}.`;
    }
    return null;
  };
  const first = (...reasons: (() => string | null)[]): string | null => {
    for (const reason of reasons) {
      const found = reason();
      if (found !== null) return found;
    }
    return null;
  };
  /** A draw card used or discarded is replaced from the stock while it lasts. */
  const useDraw = (): void => {
    if (stock > 0) stock--;
  };

  deal(seed);
  return {
    view: () => view(),
    text: () => new View(model).toString(),
    newGame: (newSeed) => {
      deal(wholeNumber(newSeed, 'seed'));
      return view();
    },
    remove: (row, card) => {
      const [r, c] = [wholeNumber(row, 'row'), wholeNumber(card, 'card')];
      return move(
        () => model.remove(r, c),
        () => inside([r, c]),
        () =>
          first(
            () => unusable(r, c),
            () => (worth(valueAt(r, c)) === TARGET ? null : sumRefusal([valueAt(r, c)])),
          ),
      );
    },
    removePair: (row1, card1, row2, card2) => {
      const [r1, c1, r2, c2] = [
        wholeNumber(row1, 'row1'),
        wholeNumber(card1, 'card1'),
        wholeNumber(row2, 'row2'),
        wholeNumber(card2, 'card2'),
      ];
      return move(
        () => model.remove(r1, c1, r2, c2),
        () => inside([r1, c1], [r2, c2]),
        () =>
          first(
            () => (r1 === r2 && c1 === c2 ? `${spoken(r1, c1)} was chosen twice: choose two different cards.` : null),
            () => unusable(r1, c1),
            () => unusable(r2, c2),
            () =>
              worth(valueAt(r1, c1)) + worth(valueAt(r2, c2)) === TARGET
                ? null
                : sumRefusal([valueAt(r1, c1), valueAt(r2, c2)]),
          ),
      );
    },
    removeWithDraw: (drawIndex, row, card) => {
      const [d, r, c] = [wholeNumber(drawIndex, 'drawIndex'), wholeNumber(row, 'row'), wholeNumber(card, 'card')];
      const drawn = () => faceOfCard(model.getDrawCards()[d]);
      return move(
        () => {
          model.removeUsingDraw(d, r, c);
          useDraw();
        },
        () =>
          first(
            () => noDrawCard(d),
            () => inside([r, c]),
          ),
        () =>
          first(
            () => unusable(r, c),
            () => (worth(drawn()) + worth(valueAt(r, c)) === TARGET ? null : sumRefusal([drawn(), valueAt(r, c)])),
          ),
      );
    },
    discard: (drawIndex) => {
      const d = wholeNumber(drawIndex, 'drawIndex');
      return move(
        () => {
          model.discardDraw(d);
          useDraw();
        },
        () => noDrawCard(d),
        () => null,
      );
    },
  };
}
