/**
 * Elevens, Thirteens or Tens in a terminal: the table is printed with the place of each card, the player types the
 * places of a group to remove. Every deal, the first and each new one, is seeded and its seed shown.
 */
import type { CardFace } from '../cardFace.ts';
import type { TerminalShell } from '../registry.ts';
import { nextSeed } from '../seeds.ts';
import type { GameSession } from '../session.ts';
import { terminal, type Terminal } from '../terminal.ts';
import type { ElevensView, ReplaceResult } from './driver.ts';
import type { GameRules } from './rules.ts';

export const HELP =
  'Type the places of the cards to remove (e.g. 0 4), t to see the table again, r to restart, h for the rules, q to quit.';
const AFTER_GAME = 'Type y for a new game or q to quit.';
/** Past this many places the table is printed on two lines so it fits a normal terminal. */
const ONE_LINE_MAX = 10;

/** `0: K♠  1: 10♦ …` with `--` for an empty place, then the deck count. */
export function formatTable(
  view: Pick<ElevensView, 'places' | 'deckSize'>,
  label: (card: CardFace | null) => string,
): string {
  const entries = view.places.map((card, k) => `${k}: ${label(card)}`);
  const half = Math.ceil(entries.length / 2);
  const rows = entries.length <= ONE_LINE_MAX ? [entries] : [entries.slice(0, half), entries.slice(half)];
  return `${rows.map((row) => row.join('  ')).join('\n')}\nCards left in the deck: ${view.deckSize}\n`;
}

/** The places typed for a move, or the reason the words are not places. */
export function parsePlaces(line: string): number[] | string {
  const words = line.split(/[\s,]+/).filter((word) => word !== '');
  for (const word of words) if (!/^\d+$/.test(word)) return `"${word}" is not a place number. ${HELP}`;
  return words.length === 0 ? HELP : words.map(Number);
}

function showDeal(t: Terminal, view: ElevensView): void {
  t.say(formatTable(view, (card) => t.label(card)));
  if (view.ending) t.say(`${view.ending} ${AFTER_GAME}`);
}

async function newGame(
  t: Terminal,
  session: GameSession,
  seed: number,
  replay: (seed: number) => string,
): Promise<ElevensView> {
  const view = await session.call<ElevensView>('newGame', seed);
  t.say(`New game (seed ${seed}; \`${replay(seed)}\` replays this deal).`);
  showDeal(t, view);
  return view;
}

export const playElevens: TerminalShell = async (session, io, start) => {
  const t = terminal(io);
  const rules = await session.call<GameRules>('rules');
  const replay = (seed: number) => start.replay({ ...start.values, seed });
  let view = await session.call<ElevensView>('view');
  t.say(`${rules.title} (seed ${view.seed}; \`${replay(view.seed)}\` replays this deal)`);
  t.say(HELP);
  showDeal(t, view);
  await t.play(async (line) => {
    const command = line.trim().toLowerCase();
    const over = view.state !== 'playing';
    if (command === 'q' || command === 'quit' || (over && (command === 'n' || command === 'no'))) {
      t.say(`Goodbye. Games won: ${view.gamesWon}, lost: ${view.gamesPlayed - view.gamesWon}.`);
      return true;
    }
    if (command === 'h' || command === 'help') {
      // The rules push the table off the screen: it is shown again under them.
      t.say(rules.rules.join('\n'));
      t.say(over ? AFTER_GAME : HELP);
      if (!over) showDeal(t, view);
    } else if (command === 't' || command === 'table') {
      showDeal(t, view);
    } else if (command === 'r' || command === 'restart' || (over && (command === 'y' || command === 'yes'))) {
      // The new seed follows the current one (seeds.ts), so a seeded session replays its sequence of deals.
      view = await newGame(t, session, nextSeed(view.seed), replay);
    } else if (over) {
      t.say(AFTER_GAME);
    } else {
      const places = parsePlaces(line);
      if (typeof places === 'string') return void t.say(places);
      const result = await session.call<ReplaceResult>('replace', places);
      view = result.view;
      if (!result.removed) t.say(result.refusal ?? HELP);
      else if (view.state === 'won') t.say(`${view.ending} ${AFTER_GAME}`);
      else showDeal(t, view);
    }
  });
};
