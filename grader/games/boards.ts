/**
 * The catalogue of the games `cardlab play` and `cardlab simulate` know: Elevens, Thirteens and Tens, and
 * how to get a board for each, either the kit's reference or the student's own class (loaded at run time,
 * so a student can play with their code as soon as the stage is done).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RandomSource } from '../../activities/shared/RandomSource.ts';
import { UsageError } from '../cli/context.ts';
import { guarded, loadStudentClass, studentFailure, type StudentStage } from './studentCode.ts';

export type GameName = 'elevens' | 'thirteens' | 'tens';
export type Impl = 'reference' | 'student';

export const GAME_NAMES: readonly GameName[] = ['elevens', 'thirteens', 'tens'];
export const IMPLS: readonly Impl[] = ['reference', 'student'];

/** What the play session needs of a card: enough to print it. */
export interface CardView {
  rank(): string;
  suit(): string;
}

/** What the play session needs of a board (the public methods of the stage 9/10 boards). */
export interface PlayableBoard {
  size(): number;
  deckSize(): number;
  cardAt(k: number): CardView | null;
  isLegal(selectedCards: readonly number[]): boolean;
  anotherPlayIsPossible(): boolean;
  replaceSelectedCards(selectedCards: readonly number[]): void;
  gameIsWon(): boolean;
  newGame(): void;
}

/** What a simulation needs of a board (the stage 11 boards). */
export interface SimulationBoard {
  newGame(): void;
  playIfPossible(): boolean;
  gameIsWon(): boolean;
}

const PLAY_METHODS = ['size', 'deckSize', 'cardAt', 'isLegal', 'anotherPlayIsPossible', 'replaceSelectedCards', 'gameIsWon', 'newGame'];
const SIMULATION_METHODS = ['newGame', 'playIfPossible', 'gameIsWon'];

/** Where a student's class for one use of a game lives, and which stage writes it. */
type StudentClass = StudentStage;

export interface GameInfo {
  name: GameName;
  title: string;
  /** One sentence: what may be removed. Shown when a move is not legal. */
  rule: string;
  /** The rules in full, shown by `h` in a play session. */
  rules: readonly string[];
  play: StudentClass;
  simulate: StudentClass;
  /** The reference class's name in solutions/elevens/index.ts (loaded only when asked for: a student kit has none). */
  referenceClass: 'ElevensBoard' | 'ThirteensBoard' | 'TensBoard';
}

const STAGE_FOLDER = 'activities/elevens';

export const GAMES: Readonly<Record<GameName, GameInfo>> = {
  elevens: {
    name: 'elevens',
    title: 'Elevens',
    rule: 'In Elevens you may remove two cards worth 11 together, or a jack, a queen and a king.',
    rules: [
      'Nine cards lie face up on the table; the rest stay in the deck.',
      'Remove two cards whose values add up to 11 (an ace counts 1, 2 to 10 count their number),',
      'or remove a jack, a queen and a king together. Suits never matter.',
      'Removed cards are replaced from the deck while it lasts.',
      'You win when the deck is used up and the table is clear.',
    ],
    play: { file: `${STAGE_FOLDER}/09-elevens-board/ElevensBoard.ts`, className: 'ElevensBoard', stage: 'elevens/09' },
    simulate: { file: `${STAGE_FOLDER}/11-simulation/ElevensBoard.ts`, className: 'ElevensBoard', stage: 'elevens/11' },
    referenceClass: 'ElevensBoard',
  },
  thirteens: {
    name: 'thirteens',
    title: 'Thirteens',
    rule: 'In Thirteens you may remove two cards worth 13 together, or a king on its own.',
    rules: [
      'Ten cards lie face up on the table; the rest stay in the deck.',
      'Remove two cards whose values add up to 13 (ace 1, 2 to 10 their number, jack 11, queen 12),',
      'or remove a king by itself. Suits never matter.',
      'Removed cards are replaced from the deck while it lasts.',
      'You win when the deck is used up and the table is clear.',
    ],
    play: { file: `${STAGE_FOLDER}/10-thirteens-tens/ThirteensBoard.ts`, className: 'ThirteensBoard', stage: 'elevens/10' },
    simulate: { file: `${STAGE_FOLDER}/11-simulation/ThirteensBoard.ts`, className: 'ThirteensBoard', stage: 'elevens/11' },
    referenceClass: 'ThirteensBoard',
  },
  tens: {
    name: 'tens',
    title: 'Tens',
    rule: 'In Tens you may remove two cards worth 10 together, or all four 10s, jacks, queens or kings.',
    rules: [
      'Thirteen cards lie face up on the table; the rest stay in the deck.',
      'Remove two cards whose values add up to 10 (an ace counts 1, 2 to 9 count their number),',
      'or remove all four cards of one rank among 10, jack, queen and king. Suits never matter.',
      'Removed cards are replaced from the deck while it lasts.',
      'You win when the deck is used up and the table is clear.',
    ],
    play: { file: `${STAGE_FOLDER}/10-thirteens-tens/TensBoard.ts`, className: 'TensBoard', stage: 'elevens/10' },
    simulate: { file: `${STAGE_FOLDER}/11-simulation/TensBoard.ts`, className: 'TensBoard', stage: 'elevens/11' },
    referenceClass: 'TensBoard',
  },
};

export function parseGame(text: string): GameInfo {
  const name = text.toLowerCase();
  if (!(GAME_NAMES as readonly string[]).includes(name)) {
    throw new UsageError(`unknown game "${text}": choose one of ${GAME_NAMES.join(', ')}, pyramid, montecarlo, klondike`);
  }
  return GAMES[name as GameName];
}

export function parseImpl(text: string): Impl {
  if (!(IMPLS as readonly string[]).includes(text)) {
    throw new UsageError(`--impl must be reference or student, got "${text}"`);
  }
  return text as Impl;
}

/** A seed for a run given none; printed so the run can be repeated. */
export function chooseSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}


async function studentBoard(kitRoot: string, target: StudentClass, methods: readonly string[], random: RandomSource): Promise<object> {
  const BoardClass = await loadStudentClass(kitRoot, target);
  let board: unknown;
  try {
    board = new (BoardClass as new (random: RandomSource) => unknown)(random);
  } catch (error) {
    throw studentFailure(target, `new ${target.className}()`, error);
  }
  const missing = methods.filter((name) => typeof (board as Record<string, unknown>)[name] !== 'function');
  if (missing.length > 0) {
    throw new UsageError(`${target.className} in ${target.file} has no ${missing.join(', ')}. Finish stage ${target.stage}, or use --impl reference.`);
  }
  return guarded(board as object, target);
}

/** The kit's reference board; a student kit has no solutions/, and says so. */
async function referenceBoard(kitRoot: string, game: GameInfo, random: RandomSource): Promise<PlayableBoard & SimulationBoard> {
  const api = path.join(kitRoot, 'solutions', 'elevens', 'index.ts');
  if (!existsSync(api)) throw new UsageError(`this kit has no reference boards: use --impl student to play with your own ${game.title} board`);
  const classes = (await import(pathToFileURL(api).href)) as Record<string, new (random?: RandomSource) => PlayableBoard & SimulationBoard>;
  return new classes[game.referenceClass]!(random);
}

/** A board to play on: the reference board, or the student's stage 9/10 class. */
export async function makePlayBoard(kitRoot: string, game: GameInfo, impl: Impl, random: RandomSource): Promise<PlayableBoard> {
  if (impl === 'reference') return referenceBoard(kitRoot, game, random);
  return (await studentBoard(kitRoot, game.play, PLAY_METHODS, random)) as PlayableBoard;
}

/** A board that plays by itself: the reference board, or the student's stage 11 class. */
export async function makeSimulationBoard(kitRoot: string, game: GameInfo, impl: Impl, random: RandomSource): Promise<SimulationBoard> {
  if (impl === 'reference') return referenceBoard(kitRoot, game, random);
  return (await studentBoard(kitRoot, game.simulate, SIMULATION_METHODS, random)) as SimulationBoard;
}
