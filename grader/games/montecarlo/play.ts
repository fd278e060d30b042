/**
 * `cardlab play montecarlo`: Monte Carlo Solitaire in a terminal. The tableau is printed with row and column
 * numbers; the player types commands (remove r1 c1 r2 c2, consolidate, hint, …). It only talks through the
 * context's streams, so tests can script a whole session.
 *
 * The classes are loaded when a session starts, never imported here: the reference from solutions/ (absent from
 * a student's kit), the student's from activities/, each with the Coordinate of the same origin.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { isRed, rankSymbol, suitSymbol, type Rank, type Suit } from '../../../activities/montecarlo/shared/cards.ts';
import type { Coordinate } from '../../../solutions/montecarlo/01-coordinate/Coordinate.ts';
import { UsageError, type CliContext } from '../../cli/context.ts';
import { guarded, loadStudentClass, studentFailure, type StudentStage } from '../studentCode.ts';

export const ROWS = 5;
export const COLUMNS = 5;
const LARGEST_GAME = Number.MAX_SAFE_INTEGER;

/** What the game screen needs of a game: the public methods of the stage 02 Game, and the hint of stage 03. */
export interface MonteCarloGame {
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

/** Makes the coordinate of a place, with the Coordinate class the game was written with. */
export type PlaceMaker = (row: number, column: number) => Coordinate;

const GAME_METHODS = ['newGame', 'replay', 'getSuit', 'getRank', 'removeCards', 'consolidate', 'numberOfCardsLeft', 'getScore', 'isWin', 'isHintImplemented', 'getHelpText'];

const WITH_HINT: StudentStage = { file: 'activities/montecarlo/03-hint/Game.ts', className: 'Game', stage: 'montecarlo/03' };
const WITHOUT_HINT: StudentStage = { file: 'activities/montecarlo/02-game/Game.ts', className: 'Game', stage: 'montecarlo/02' };
const STUDENT_COORDINATE: StudentStage = { file: 'activities/montecarlo/01-coordinate/Coordinate.ts', className: 'Coordinate', stage: 'montecarlo/01' };
const REFERENCE_API = 'solutions/montecarlo/index.ts';

const COMMANDS = [
  'Commands:',
  '  remove r1 c1 r2 c2   remove the cards at (r1, c1) and (r2, c2), e.g. remove 0 1 1 2 (or: r 0 1 1 2)',
  '  consolidate          close the holes and deal from the deck (or: c)',
  '  hint                 show two cards that can be removed',
  '  replay               start this game again from its first deal',
  '  new game n           start game number n (or: new n)',
  '  new random game      start a game with a random number (or: random)',
  '  help                 the rules and these commands',
  '  quit                 leave (or: q)',
].join('\n');



/** Makes a 5 × 5 game with a student's Game class. */
async function loadStudentGame(kitRoot: string, target: StudentStage): Promise<MonteCarloGame> {
  const GameClass = (await loadStudentClass(kitRoot, target)) as new (...args: number[]) => unknown;
  let game: unknown;
  try {
    game = new GameClass(ROWS, COLUMNS);
  } catch (error) {
    throw studentFailure(target, `new ${target.className}(${ROWS}, ${COLUMNS})`, error);
  }
  const missing = GAME_METHODS.filter((name) => typeof (game as Record<string, unknown>)[name] !== 'function');
  if (missing.length > 0) {
    throw new UsageError(`${target.className} in ${target.file} has no ${missing.join(', ')}. Finish stage ${target.stage}, or use --impl reference.`);
  }
  return guarded(game as MonteCarloGame, target);
}

/** The student's Coordinate class, as a maker of places. */
async function studentPlaces(kitRoot: string): Promise<PlaceMaker> {
  const CoordinateClass = (await loadStudentClass(kitRoot, STUDENT_COORDINATE)) as new (row: number, column: number) => Coordinate;
  return (row, column) => {
    try {
      return new CoordinateClass(row, column);
    } catch (error) {
      throw studentFailure(STUDENT_COORDINATE, `new Coordinate(${row}, ${column})`, error);
    }
  };
}

/** The kit's reference game and Coordinate, loaded from solutions/ when the kit has them. */
async function referenceGame(kitRoot: string): Promise<{ game: MonteCarloGame; at: PlaceMaker }> {
  const api = path.join(kitRoot, ...REFERENCE_API.split('/'));
  if (!existsSync(api)) throw new UsageError('this kit has no reference solutions: play your own game with --impl student.');
  const { Game, Coordinate: CoordinateClass } = (await import(pathToFileURL(api).href)) as {
    Game: new (rows: number, columns: number) => MonteCarloGame;
    Coordinate: new (row: number, column: number) => Coordinate;
  };
  return { game: new Game(ROWS, COLUMNS), at: (row, column) => new CoordinateClass(row, column) };
}

/**
 * The student's game: stage 03's (with the hint) when it is finished, otherwise stage 02's, whose hint is off.
 * Returns a note to print when the hint is missing for that reason.
 */
async function studentGame(kitRoot: string): Promise<{ game: MonteCarloGame; at: PlaceMaker; note?: string }> {
  const at = await studentPlaces(kitRoot);
  try {
    const game = await loadStudentGame(kitRoot, WITH_HINT);
    game.isHintImplemented();
    return { game, at };
  } catch (error) {
    // Stage 03 not there or not finished (a TODO, maybe in stage 02 itself): stage 02 alone, which names its own TODOs.
    if (!(error instanceof UsageError) || !/not written yet|does not exist/.test(error.message)) throw error;
  }
  const game = await loadStudentGame(kitRoot, WITHOUT_HINT);
  game.isHintImplemented();
  return { game, at, note: `(Playing with your stage 02 Game: finish ${WITH_HINT.stage} to have the hint.)` };
}

function label(game: MonteCarloGame, place: Coordinate, color: boolean): string {
  const rank = game.getRank(place);
  const suit = game.getSuit(place);
  if (rank === null || suit === null) return '--';
  const text = `${rankSymbol(rank)}${suitSymbol(suit)}`;
  return color && isRed(suit) ? `\u001b[31m${text}\u001b[39m` : text;
}

/** The tableau with row and column numbers, then the cards left in the deck and the score. */
export function formatTableau(game: MonteCarloGame, gameNumber: number, at: PlaceMaker, color = false): string {
  const lines = [`Game ${gameNumber}`, `     ${Array.from({ length: COLUMNS }, (_, c) => String(c).padStart(4)).join('')}`];
  for (let row = 0; row < ROWS; row++) {
    let line = `  ${row}  `;
    for (let column = 0; column < COLUMNS; column++) {
      const text = label(game, at(row, column), false);
      const shown = color ? label(game, at(row, column), true) : text;
      line += ' '.repeat(4 - [...text].length) + shown;
    }
    lines.push(line);
  }
  lines.push(`Cards left in the deck: ${game.numberOfCardsLeft()}   Score: ${game.getScore()}`);
  return `${lines.join('\n')}\n`;
}

/** A game number typed by the player, or the reason it is not one. */
function parseGameNumber(text: string): number | string {
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    return `"${text}" is not a game number: a game number is a whole number from 0 to ${LARGEST_GAME}.`;
  }
  return Number(text);
}

function randomGameNumber(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

/** The place typed as a row and a column, or the reason it is not one. */
function parsePlace(row: string, column: string, at: PlaceMaker): Coordinate | string {
  for (const word of [row, column]) {
    if (!/^\d+$/.test(word)) return `"${word}" is not a row or column number (they go from 0 to ${ROWS - 1}).`;
  }
  const [r, c] = [Number(row), Number(column)];
  if (r >= ROWS || c >= COLUMNS) return `There is no place (${r}, ${c}): rows go from 0 to ${ROWS - 1} and columns from 0 to ${COLUMNS - 1}.`;
  return at(r, c);
}

/** Why the game refused to remove two places (it only says false). */
function refusal(game: MonteCarloGame, first: Coordinate, second: Coordinate): string {
  const name = (place: Coordinate) => `${label(game, place, false)} at ${place}`;
  if (first.equals(second)) return 'Those are the same place: choose two different cards.';
  for (const place of [first, second]) if (game.getRank(place) === null) return `${place} is empty.`;
  if (game.getRank(first) !== game.getRank(second)) return `${name(first)} and ${name(second)} are not of the same rank.`;
  const touching = Math.abs(first.getRow() - second.getRow()) <= 1 && Math.abs(first.getColumn() - second.getColumn()) <= 1;
  if (!touching) return `${name(first)} and ${name(second)} do not touch (rows and columns do not wrap around).`;
  return `${name(first)} and ${name(second)} cannot be removed.`;
}

/** True when two touching places hold cards of the same rank (worked out here, so it works without a hint). */
function anyPair(game: MonteCarloGame, at: PlaceMaker): boolean {
  for (let a = 0; a < ROWS * COLUMNS; a++) {
    const rank = game.getRank(at(Math.floor(a / COLUMNS), a % COLUMNS));
    if (rank === null) continue;
    for (let b = a + 1; b < ROWS * COLUMNS; b++) {
      const [ra, ca, rb, cb] = [Math.floor(a / COLUMNS), a % COLUMNS, Math.floor(b / COLUMNS), b % COLUMNS];
      if (Math.abs(ra - rb) <= 1 && Math.abs(ca - cb) <= 1 && game.getRank(at(rb, cb)) === rank) return true;
    }
  }
  return false;
}

/** True when consolidating would change the tableau: a hole before a card, or a hole and cards in the deck. */
function consolidateWouldChange(game: MonteCarloGame, at: PlaceMaker): boolean {
  let hole = false;
  for (let k = 0; k < ROWS * COLUMNS; k++) {
    const empty = game.getRank(at(Math.floor(k / COLUMNS), k % COLUMNS)) === null;
    if (!empty && hole) return true;
    hole ||= empty;
  }
  return hole && game.numberOfCardsLeft() > 0;
}

const OVER = 'No pair can be removed and consolidating changes nothing: this game is over.';
const WHAT_NEXT = 'Type replay, new game n, new random game or quit.';

export interface PlayMonteCarloOptions {
  impl: 'reference' | 'student';
  /** The game number to start with; a random one when omitted. */
  game?: number;
}

/** Plays Monte Carlo Solitaire until the player quits or the input ends. */
export async function playMonteCarlo(ctx: CliContext, options: PlayMonteCarloOptions): Promise<void> {
  if (options.game !== undefined && (!Number.isSafeInteger(options.game) || options.game < 0)) {
    throw new UsageError(`--game must be a whole number from 0 to ${LARGEST_GAME}, got ${options.game}`);
  }
  const { game, at, note }: { game: MonteCarloGame; at: PlaceMaker; note?: string } =
    options.impl === 'reference' ? await referenceGame(ctx.kitRoot) : await studentGame(ctx.kitRoot);
  const say = (text: string): void => {
    ctx.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  };
  let gameNumber = options.game ?? randomGameNumber();
  /** The end of the current game (won or stuck) has been announced. */
  let announced = false;

  const show = (): void => say(formatTableau(game, gameNumber, at, ctx.color));
  const start = (number: number): void => {
    gameNumber = number;
    game.newGame(number);
    announced = false;
    say(`New game: number ${number} (play it again later with --game ${number}).`);
    afterChange();
  };
  /** Shows the tableau, then says once if the game is won or stuck. */
  const afterChange = (): void => {
    show();
    if (announced) return;
    if (game.isWin()) {
      announced = true;
      say(`You won game ${gameNumber}: all 52 cards are removed! ${WHAT_NEXT}`);
    } else if (!anyPair(game, at) && !consolidateWouldChange(game, at)) {
      announced = true;
      say(`${OVER} Score: ${game.getScore()}. ${WHAT_NEXT}`);
    }
  };

  say('Monte Carlo Solitaire');
  if (note) say(note);
  say('Type help for the rules and the commands.');
  start(gameNumber);

  const lines = createInterface({ input: ctx.stdin, crlfDelay: Infinity, terminal: false })[Symbol.asyncIterator]();
  try {
    for (;;) {
      ctx.stdout.write('> ');
      const next = await lines.next();
      if (next.done) {
        say('\nInput ended. Goodbye.');
        return;
      }
      const words = next.value.trim().toLowerCase().split(/[\s,]+/).filter((word) => word !== '');
      const [command = '', ...rest] = words;
      const phrase = words.join(' ');
      if (phrase === '') continue;
      if (phrase === 'quit' || phrase === 'q' || phrase === 'exit') {
        say(`Goodbye. Game ${gameNumber} ended with a score of ${game.getScore()}.`);
        return;
      }
      if (phrase === 'help' || phrase === '?') {
        say(game.getHelpText());
        say(COMMANDS);
      } else if (command === 'remove' || command === 'r') {
        if (rest.length !== 4) {
          say('remove needs four numbers: remove r1 c1 r2 c2, for example remove 0 1 1 2.');
          continue;
        }
        const first = parsePlace(rest[0]!, rest[1]!, at);
        const second = parsePlace(rest[2]!, rest[3]!, at);
        if (typeof first === 'string' || typeof second === 'string') {
          say(typeof first === 'string' ? first : (second as string));
        } else if (game.removeCards(first, second)) {
          afterChange();
        } else {
          say(refusal(game, first, second));
        }
      } else if (phrase === 'consolidate' || phrase === 'c') {
        game.consolidate();
        afterChange();
      } else if (phrase === 'hint') {
        if (!game.isHintImplemented() || typeof game.getHint !== 'function') {
          say('This game has no hint yet: it comes with stage montecarlo/03.');
        } else {
          const hint = game.getHint();
          if (hint === null) {
            say(game.isWin() ? 'Every card is removed: nothing is left to hint at.' : consolidateWouldChange(game, at) ? 'No pair can be removed now: consolidate.' : OVER);
          } else {
            say(`Hint: ${label(game, hint[0], ctx.color)} at ${hint[0]} and ${label(game, hint[1], ctx.color)} at ${hint[1]}.`);
          }
        }
      } else if (phrase === 'replay') {
        game.replay();
        announced = false;
        say(`Game ${gameNumber} from the start.`);
        afterChange();
      } else if (phrase === 'new random game' || phrase === 'random') {
        start(randomGameNumber());
      } else if (command === 'new' && (rest[0] === 'game' ? rest.length === 2 : rest.length === 1)) {
        const number = parseGameNumber(rest[rest.length - 1]!);
        if (typeof number === 'string') say(number);
        else start(number);
      } else if (command === 'new') {
        say('Type "new game n" with a game number n, for example new game 12345, or "new random game".');
      } else {
        say(`Unknown command "${next.value.trim()}". Type help for the commands.`);
      }
    }
  } finally {
    await lines.return?.();
  }
}
