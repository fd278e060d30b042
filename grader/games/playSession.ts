/**
 * A line-based game of Elevens, Thirteens or Tens in a terminal: the table is printed with the place of
 * each card, the player types the places of a group to remove. It only talks through the streams it is
 * given, so tests can script a whole session.
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { shortLabel } from '../../activities/elevens/shared/cardLabels.ts';
import type { CardView, GameInfo, PlayableBoard } from './boards.ts';

export interface PlaySessionOptions {
  game: GameInfo;
  board: PlayableBoard;
  input: Readable;
  output: Writable;
  /** Red hearts and diamonds (ANSI colour). */
  color?: boolean;
  /** Printed at the start so the session can be replayed with --seed. */
  seed?: number;
}

export interface PlaySummary {
  won: number;
  lost: number;
}

const HELP = 'Type the places of the cards to remove (e.g. 0 4), r to restart, h for the rules, q to quit.';
const AFTER_GAME = 'Type y for a new game or q to quit.';
// Past this many places the table is printed on two lines so it fits a normal terminal.
const ONE_LINE_MAX = 10;

function label(card: CardView, color: boolean): string {
  const text = shortLabel({ rank: card.rank(), suit: card.suit() });
  const red = card.suit() === 'hearts' || card.suit() === 'diamonds';
  return color && red ? `\u001b[31m${text}\u001b[39m` : text;
}

/** `0: K♠  1: 10♦ …` with `--` for an empty place, then the deck count. */
export function formatTable(board: PlayableBoard, color = false): string {
  const entries: string[] = [];
  for (let k = 0; k < board.size(); k++) {
    const card = board.cardAt(k);
    entries.push(`${k}: ${card === null ? '--' : label(card, color)}`);
  }
  const rows = entries.length <= ONE_LINE_MAX ? [entries] : [entries.slice(0, Math.ceil(entries.length / 2)), entries.slice(Math.ceil(entries.length / 2))];
  const deck = board.deckSize();
  return `${rows.map((row) => row.join('  ')).join('\n')}\nCards left in the deck: ${deck}\n`;
}

/** The places typed for a move, or the reason they cannot be one. */
export function parseMove(line: string, board: PlayableBoard): number[] | string {
  const words = line.split(/[\s,]+/).filter((word) => word !== '');
  const places: number[] = [];
  for (const word of words) {
    if (!/^\d+$/.test(word)) return `"${word}" is not a place number. ${HELP}`;
    const place = Number(word);
    if (place >= board.size()) return `There is no place ${word}: the places are 0 to ${board.size() - 1}.`;
    if (board.cardAt(place) === null) return `Place ${place} is empty.`;
    if (places.includes(place)) return `Place ${place} was typed twice.`;
    places.push(place);
  }
  if (places.length === 0) return HELP;
  // Sorted so that the cards are replaced in place order whatever order they were typed in.
  return places.sort((a, b) => a - b);
}

/** Plays until the player quits or the input ends. */
export async function runPlaySession(options: PlaySessionOptions): Promise<PlaySummary> {
  const { game, board, output } = options;
  const color = options.color ?? false;
  const say = (text: string): void => {
    output.write(text.endsWith('\n') ? text : `${text}\n`);
  };
  const summary: PlaySummary = { won: 0, lost: 0 };
  const lines = createInterface({ input: options.input, crlfDelay: Infinity, terminal: false })[Symbol.asyncIterator]();
  let over = false;

  const showTable = (): void => say(formatTable(board, color));
  /** Shows a fresh deal; a deal can be lost before the first move, so say so instead of waiting for one. */
  const startGame = (): void => {
    over = false;
    showTable();
    if (!board.anotherPlayIsPossible()) {
      summary.lost++;
      over = true;
      say(`No group can be removed from this deal: the game is lost. ${AFTER_GAME}`);
    }
  };
  /** After a removal: won, lost, or play on. */
  const afterMove = (): void => {
    if (board.gameIsWon()) {
      summary.won++;
      over = true;
      say(`You won! Every card is off the table. ${AFTER_GAME}`);
    } else if (!board.anotherPlayIsPossible()) {
      summary.lost++;
      over = true;
      showTable();
      say(`No group can be removed any more: this game is lost. ${AFTER_GAME}`);
    } else {
      showTable();
    }
  };

  say(`${game.title}${options.seed === undefined ? '' : ` (seed ${options.seed}; replay this deal with --seed ${options.seed})`}`);
  say(HELP);
  startGame();

  for (;;) {
    output.write('> ');
    const next = await lines.next();
    if (next.done) {
      say('\nInput ended. Goodbye.');
      break;
    }
    const line = next.value.trim();
    const command = line.toLowerCase();
    if (command === 'q' || command === 'quit' || (over && (command === 'n' || command === 'no'))) {
      say(`Goodbye. Games won: ${summary.won}, lost: ${summary.lost}.`);
      break;
    }
    if (command === 'h' || command === 'help') {
      say(game.rules.join('\n'));
      say(over ? AFTER_GAME : HELP);
    } else if (command === 'r' || command === 'restart' || (over && (command === 'y' || command === 'yes'))) {
      board.newGame();
      say('New game.');
      startGame();
    } else if (over) {
      say(AFTER_GAME);
    } else {
      const move = parseMove(line, board);
      if (typeof move === 'string') {
        say(move);
      } else if (!board.isLegal(move)) {
        const cards = move.map((k) => label(board.cardAt(k)!, color)).join(' ');
        say(`${cards} cannot be removed. ${game.rule}`);
      } else {
        board.replaceSelectedCards(move);
        afterMove();
      }
    }
  }
  await lines.return?.();
  return summary;
}
