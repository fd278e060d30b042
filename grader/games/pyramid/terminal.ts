/**
 * Pyramid Solitaire in a terminal: one command a line, rows, cards and draw cards counted from 1 in what is typed
 * and in every message. A line that is not a whole command is refused as a whole, with what a command looks like.
 */
import type { TerminalShell } from '../registry.ts';
import { nextSeed } from '../seeds.ts';
import type { GameSession } from '../session.ts';
import { terminal, type Terminal } from '../terminal.ts';
import { plural } from '../words.ts';
import type { MoveResult, PyramidView } from './driver.ts';

interface CommandForm {
  /** The driver's command. */
  call: string;
  numbers: string[];
  example: string;
  /** The driver's arguments (from 0) from the numbers typed (from 1). */
  args: (typed: number[]) => number[];
}

const FORMS: Readonly<Record<string, CommandForm>> = {
  rm1: { call: 'remove', numbers: ['row', 'card'], example: 'rm1 7 3', args: ([r, c]) => [r! - 1, c! - 1] },
  rm2: {
    call: 'removePair',
    numbers: ['row1', 'card1', 'row2', 'card2'],
    example: 'rm2 7 1 7 2',
    args: ([r1, c1, r2, c2]) => [r1! - 1, c1! - 1, r2! - 1, c2! - 1],
  },
  rmwd: {
    call: 'removeWithDraw',
    numbers: ['draw', 'row', 'card'],
    example: 'rmwd 1 7 4',
    args: ([d, r, c]) => [d! - 1, r! - 1, c! - 1],
  },
  dd: { call: 'discard', numbers: ['draw'], example: 'dd 2', args: ([d]) => [d! - 1] },
};

export const HELP = [
  'Commands (rows, cards and draw cards count from 1; row 1 is the top, card 1 the left end of a row):',
  '  rm1 row card                    remove a king',
  '  rm2 row1 card1 row2 card2       remove two exposed cards worth 13 together',
  '  rmwd draw row card              remove an exposed card with a draw card, worth 13 together',
  '  dd draw                         discard a draw card (the stock replaces it)',
  '  view                            the game as the lab’s textual view shows it',
  '  r                               a new deal',
  '  q                               quit',
  'A card is exposed when no card is left below it to its left or right. A king is worth 13, a queen 12, a jack 11.',
].join('\n');

/** A typed line as a driver command and its arguments, or what is wrong with it. */
export function parseMove(line: string): { call: string; args: number[] } | string {
  const [word = '', ...rest] = line.trim().split(/\s+/);
  const form = FORMS[word.toLowerCase()];
  if (!form) return `Unknown command "${word}". Type help for the commands.`;
  const usage = `${word.toLowerCase()} ${form.numbers.join(' ')} (e.g. ${form.example})`;
  const again = 'Nothing was played: type the whole command again.';
  if (rest.length !== form.numbers.length)
    return `${word.toLowerCase()} takes ${plural(form.numbers.length, 'number')}: ${usage}. ${again}`;
  const bad = rest.find((text) => !/^\d+$/.test(text) || Number(text) < 1);
  if (bad !== undefined) return `"${bad}" is not a number from 1 up: ${usage}. ${again}`;
  return { call: form.call, args: form.args(rest.map(Number)) };
}

/**
 * The pyramid with its row numbers, covered cards in brackets, then the draw cards numbered, the stock and the
 * score. Each place is 5 characters wide and rows are indented by half a place per row below them.
 */
export function formatPyramid(
  view: PyramidView,
  label: (text: string, red: boolean) => string = (text) => text,
): string {
  const lines = view.pyramid.map((places, row) => {
    const cells = places.map((place) => {
      if (place === null) return '  ·  ';
      const text = place.face.label;
      return place.exposed
        ? ` ${label(text, place.face.red)}${' '.repeat(4 - text.length)}`
        : `[${label(text, place.face.red)}]${' '.repeat(3 - text.length)}`;
    });
    return `${String(row + 1).padStart(2)}  ${' '.repeat(3 * (view.rows - 1 - row))}${cells.join(' ')}`.trimEnd();
  });
  const draw = view.draw.map((face, k) => `${k + 1}: ${label(face.label, face.red)}`).join('  ') || 'none';
  lines.push(`Draw cards: ${draw}   Stock: ${view.stock} card${view.stock === 1 ? '' : 's'}   Score: ${view.score}`);
  return `${lines.join('\n')}\n`;
}

function colour(t: Terminal): (text: string, red: boolean) => string {
  return (text, red) => (red ? t.label({ label: text, rank: '', suit: '♥', red }) : text);
}

/** What the player is told once a game is over. */
function ending(view: PyramidView): string {
  return view.won
    ? 'You won: the pyramid is cleared! Type r for a new deal or q to quit.'
    : `Game over. Score: ${view.score}. Type r for a new deal or q to quit.`;
}

async function show(t: Terminal, view: PyramidView): Promise<void> {
  t.say(formatPyramid(view, colour(t)));
  if (view.over) t.say(ending(view));
}

async function newDeal(
  t: Terminal,
  session: GameSession,
  seed: number,
  replay: (seed: number) => string,
): Promise<PyramidView> {
  const view = await session.call<PyramidView>('newGame', seed);
  t.say(`New deal (seed ${seed}; \`${replay(seed)}\` replays it).`);
  await show(t, view);
  return view;
}

export const playPyramid: TerminalShell = async (session, io, start) => {
  const t = terminal(io);
  const replay = (seed: number) => start.replay({ ...start.values, seed });
  let view = await session.call<PyramidView>('view');
  const draws = view.draw.length;
  t.say(
    `Pyramid Solitaire, ${plural(view.rows, 'row')}, ${plural(draws, 'draw card')} ` +
      `(seed ${view.seed}; \`${replay(view.seed)}\` replays this deal)`,
  );
  t.say('Type help for the commands; rows and cards count from 1.');
  await show(t, view);
  await t.play(async (line) => {
    const command = line.trim().toLowerCase();
    if (command === '') return;
    if (command === 'q' || command === 'quit') {
      t.say(`Goodbye. Score: ${view.score}.`);
      return true;
    }
    if (command === 'help' || command === 'h' || command === '?') t.say(HELP);
    // The view is stage 02's: a game played before it is written still goes on after `view`.
    else if (command === 'view') await t.aside(async () => t.say(await session.call<string>('text')));
    // The new seed follows the current one (seeds.ts), so a seeded session replays its sequence of deals.
    else if (command === 'r' || command === 'restart') view = await newDeal(t, session, nextSeed(view.seed), replay);
    else {
      const parsed = parseMove(line);
      if (typeof parsed === 'string') return void t.say(parsed);
      const result = await session.call<MoveResult>(parsed.call, ...parsed.args);
      view = result.view;
      if (result.done) await show(t, view);
      else t.say(result.refusal ?? 'That move is not allowed.');
    }
  });
};
