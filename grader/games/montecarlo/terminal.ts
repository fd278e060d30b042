/**
 * Monte Carlo Solitaire in a terminal: the tableau printed with row and column numbers (from 0, as the lab's
 * Coordinate counts), and commands typed for what the lab's GUI does with the mouse and its menus.
 */
import type { CardFace } from '../cardFace.ts';
import type { TerminalShell } from '../registry.ts';
import { nextSeed } from '../seeds.ts';
import { terminal, type Terminal } from '../terminal.ts';
import { COLUMNS, type HintResult, type MonteCarloView, type RemoveResult } from './driver.ts';

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

const LARGEST_GAME = Number.MAX_SAFE_INTEGER;
const WHAT_NEXT = 'Type replay, new game n, new random game or quit.';

/** The tableau with row and column numbers, then the cards left in the deck and the score. */
export function formatTableau(
  view: MonteCarloView,
  label: (card: CardFace | null) => string = (card) => card?.label ?? '--',
): string {
  const lines = [
    `Game ${view.gameNumber}`,
    `     ${Array.from({ length: COLUMNS }, (_, c) => String(c).padStart(4)).join('')}`,
  ];
  view.grid.forEach((cards, row) => {
    const cells = cards.map((card) => ' '.repeat(4 - [...(card?.label ?? '--')].length) + label(card));
    lines.push(`  ${row}  ${cells.join('')}`);
  });
  lines.push(`Cards left in the deck: ${view.deckSize}   Score: ${view.score}`);
  return `${lines.join('\n')}\n`;
}

/** A game number typed by the player, or the reason it is not one. */
function parseGameNumber(text: string): number | string {
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    return `"${text}" is not a game number: a game number is a whole number from 0 to ${LARGEST_GAME}.`;
  }
  return Number(text);
}

function parsePlaces(words: string[]): number[] | string {
  if (words.length !== 4) return 'remove needs four numbers: remove r1 c1 r2 c2, for example remove 0 1 1 2.';
  const bad = words.find((word) => !/^\d+$/.test(word));
  return bad === undefined ? words.map(Number) : `"${bad}" is not a row or column number (they go from 0 to 4).`;
}

export const playMonteCarlo: TerminalShell = async (session, io, start) => {
  const t: Terminal = terminal(io);
  let view = await session.call<MonteCarloView>('view');
  /** The end of the current game (won or stuck) has been announced. */
  let announced = false;
  const label = (card: CardFace | null) => t.label(card);
  const afterChange = (next: MonteCarloView): void => {
    view = next;
    t.say(formatTableau(view, label));
    if (announced) return;
    if (view.won) {
      announced = true;
      t.say(`You won game ${view.gameNumber}: all 52 cards are removed! ${WHAT_NEXT}`);
    } else if (view.stuck) {
      announced = true;
      t.say(
        `No pair can be removed and consolidating changes nothing: this game is over. ` +
          `Score: ${view.score}. ${WHAT_NEXT}`,
      );
    }
  };
  const begin = (next: MonteCarloView): void => {
    announced = false;
    const again = start.replay({ ...start.values, game: next.gameNumber });
    t.say(`New game: number ${next.gameNumber} (\`${again}\` plays it again).`);
    afterChange(next);
  };

  t.say('Monte Carlo Solitaire');
  if (view.note) t.say(`(${view.note})`);
  t.say('Type help for the rules and the commands.');
  begin(view);
  await t.play(async (line) => {
    const words = line
      .trim()
      .toLowerCase()
      .split(/[\s,]+/)
      .filter((word) => word !== '');
    const [command = '', ...rest] = words;
    const phrase = words.join(' ');
    if (phrase === '') return;
    if (phrase === 'quit' || phrase === 'q' || phrase === 'exit') {
      t.say(`Goodbye. Game ${view.gameNumber} ended with a score of ${view.score}.`);
      return true;
    }
    // The rules and the hint come from the student's Game and change nothing: when they fail, the game goes on.
    if (phrase === 'help' || phrase === '?') {
      await t.aside(async () => t.say(await session.call<string>('help')));
      t.say(COMMANDS);
    } else if (command === 'remove' || command === 'r') {
      const places = parsePlaces(rest);
      if (typeof places === 'string') return void t.say(places);
      const result = await session.call<RemoveResult>('remove', ...places);
      if (result.removed) afterChange(result.view);
      else t.say(result.refusal ?? 'Those cards cannot be removed.');
    } else if (phrase === 'consolidate' || phrase === 'c') {
      afterChange(await session.call<MonteCarloView>('consolidate'));
    } else if (phrase === 'hint') {
      await t.aside(async () => t.say((await session.call<HintResult>('hint')).message));
    } else if (phrase === 'replay') {
      announced = false;
      t.say(`Game ${view.gameNumber} from the start.`);
      afterChange(await session.call<MonteCarloView>('replay'));
    } else if (phrase === 'new random game' || phrase === 'random') {
      // The number follows the current game's (seeds.ts), so a session replays its sequence of games.
      begin(await session.call<MonteCarloView>('newGame', nextSeed(view.gameNumber)));
    } else if (command === 'new' && (rest[0] === 'game' ? rest.length === 2 : rest.length === 1)) {
      const number = parseGameNumber(rest[rest.length - 1]!);
      if (typeof number === 'string') t.say(number);
      else begin(await session.call<MonteCarloView>('newGame', number));
    } else if (command === 'new') {
      t.say('Type "new game n" with a game number n, for example new game 12345, or "new random game".');
    } else {
      t.say(`Unknown command "${line.trim()}". Type help for the commands.`);
    }
  });
};
