/**
 * The driver of Elevens, Thirteens and Tens (runs inside a game session): a game on the lab's stage 9/10 board
 * classes, the places to remove chosen by the player, games won counted across restarts as the lab's GUI does.
 */
import { shortLabel } from '../../../activities/elevens/shared/cardLabels.ts';
import { SeededRandom, type RandomSource } from '../../../activities/shared/RandomSource.ts';
import { faceOfLabel, type CardFace } from '../cardFace.ts';
import { StudentCodeError, type DriverCommands, type JsonValue } from '../contract.ts';
import { numberList, oneOf, optionsObject, wholeNumber } from '../driverInput.ts';
import { BOARD_CLASS, ELEVENS_GAMES, RULES, type ElevensGame } from './rules.ts';

export const needs = {
  ElevensBoard: { stage: 'elevens/09-elevens-board', file: 'ElevensBoard.ts', export: 'ElevensBoard' },
  ThirteensBoard: { stage: 'elevens/10-thirteens-tens', file: 'ThirteensBoard.ts', export: 'ThirteensBoard' },
  TensBoard: { stage: 'elevens/10-thirteens-tens', file: 'TensBoard.ts', export: 'TensBoard' },
} as const;

/** What the game uses of a board: the public methods of the stage 9/10 boards. */
interface PlayableBoard {
  size(): number;
  deckSize(): number;
  cardAt(k: number): { rank(): string; suit(): string } | null;
  isLegal(selectedCards: readonly number[]): boolean;
  anotherPlayIsPossible(): boolean;
  replaceSelectedCards(selectedCards: readonly number[]): void;
  gameIsWon(): boolean;
}

export type ElevensState = 'playing' | 'won' | 'lost';

export type ElevensView = {
  game: ElevensGame;
  title: string;
  seed: number;
  /** The places of the table, in order: a card, or null for an empty place. */
  places: (CardFace | null)[];
  deckSize: number;
  state: ElevensState;
  /** How the game ended, once it has. */
  ending: string | null;
  gamesPlayed: number;
  gamesWon: number;
};

export type ReplaceResult = {
  removed: boolean;
  /** Why the places were not removed. */
  refusal: string | null;
  view: ElevensView;
};

export function create(classes: Record<string, unknown>, options: JsonValue): DriverCommands {
  const given = optionsObject(options);
  const game = oneOf(given.game, 'game', ELEVENS_GAMES);
  const rules = RULES[game];
  const need = needs[BOARD_CLASS[game]];
  const Board = classes[BOARD_CLASS[game]] as new (random: RandomSource) => PlayableBoard;
  let board: PlayableBoard;
  let seed = wholeNumber(given.seed, 'seed');
  let state: ElevensState = 'playing';
  let ending: string | null = null;
  let gamesPlayed = 0;
  let gamesWon = 0;

  /** The face of the card in place k, or a StudentCodeError when the board's card is not one of a deck. */
  const faceAt = (k: number): CardFace | null => {
    const card = board.cardAt(k);
    if (card === null || card === undefined) return null;
    const label = shortLabel({ rank: String(card.rank()), suit: String(card.suit()) });
    const face = faceOfLabel(label);
    if (!face) {
      throw new StudentCodeError(
        `cardAt(${k}) gave a card of rank "${card.rank()}" and suit "${card.suit()}", which no deck holds`,
        {
          file: `${need.stage}/${need.file}`,
        },
      );
    }
    return face;
  };

  /** Ends the game once (won, or no group left), counting it. */
  const settle = (lostText: string): void => {
    if (state !== 'playing') return;
    if (board.gameIsWon()) {
      state = 'won';
      ending = 'You won! Every card is off the table.';
      gamesWon++;
    } else if (!board.anotherPlayIsPossible()) {
      state = 'lost';
      ending = lostText;
    } else {
      return;
    }
    gamesPlayed++;
  };

  const deal = (newSeed: number): void => {
    board = new Board(new SeededRandom(newSeed));
    seed = newSeed;
    state = 'playing';
    ending = null;
    settle('No group can be removed from this deal: the game is lost.');
  };

  const view = (): ElevensView => {
    const places: (CardFace | null)[] = [];
    for (let k = 0; k < board.size(); k++) places.push(faceAt(k));
    return { game, title: rules.title, seed, places, deckSize: board.deckSize(), state, ending, gamesPlayed, gamesWon };
  };

  /** Why a choice of places cannot be a group at all, before the board is asked whether it is legal. */
  const badChoice = (places: number[]): string | null => {
    if (state !== 'playing') return 'This game is over: start a new one.';
    if (places.length === 0) return 'Choose the cards to remove first.';
    const size = board.size();
    for (let i = 0; i < places.length; i++) {
      const place = places[i]!;
      if (place < 0 || place >= size) return `There is no place ${place}: the places are 0 to ${size - 1}.`;
      if (places.indexOf(place) !== i) return `Place ${place} was chosen twice.`;
      if (board.cardAt(place) === null) return `Place ${place} is empty.`;
    }
    return null;
  };

  const replace = (chosen: number[]): ReplaceResult => {
    // Sorted, so the cards are replaced in place order whatever order they were chosen in.
    const places = [...chosen].sort((a, b) => a - b);
    const bad = badChoice(places);
    if (bad !== null) return { removed: false, refusal: bad, view: view() };
    if (!board.isLegal(places)) {
      const cards = places.map((k) => faceAt(k)!.label).join(' ');
      return { removed: false, refusal: `${cards} cannot be removed. ${rules.rule}`, view: view() };
    }
    board.replaceSelectedCards(places);
    settle('No group can be removed any more: this game is lost.');
    return { removed: true, refusal: null, view: view() };
  };

  deal(seed);
  return {
    view: () => view(),
    rules: () => ({ title: rules.title, rule: rules.rule, rules: [...rules.rules] }),
    newGame: (newSeed) => {
      deal(wholeNumber(newSeed, 'seed'));
      return view();
    },
    replace: (places) => replace(numberList(places, 'places')),
  };
}
