/**
 * Klondike in the browser, as the lab's question 5 asks: a panel painted by the lab's own painting (stage 06), a
 * Game menu to deal a new game, cards moved with the mouse (dragged, or clicked then clicked where they go; the
 * keyboard does the same on the buttons laid over the painting), and a text field with a button that run the
 * commands of the command-line game. Every move is a command, shown in the log; a refused one is explained. Stage
 * 06's optional extension of the student's is drawn beside the game (extension.ts).
 */
import { keepFocus, messageLine } from '../../browser/access.ts';
import { gameFrame, nextDeal, showDeal, toggleButton } from '../../browser/chrome.ts';
import { GameClient, type PageSettings } from '../../browser/client.ts';
import { askNumber, showText } from '../../browser/dialogs.ts';
import { h, replace, s, settings } from '../../browser/dom.ts';
import type { MoveResult } from '../driver.ts';
import type { SvgTree } from '../svgTree.ts';
import { ExtensionPanel } from './extension.ts';
import { TableHands } from './hands.ts';

const HELP = [
  'Type a command and press Run (or Enter):',
  '  DrawCard      open the next card of the deck',
  '  DeckTo x      move the open card of the deck to list x (1 to 7)',
  '  Link c x      move card c, and the cards below it, to list x',
  '  Send c        move card c to the stack of its suit',
  '  Restart       deal a new game (as Game → New Game does)',
  '  Quit          end this game: no move is played until Restart',
  'Cards are written as in the lab: Spade9, HeartA, Diamond10, ClubK.',
  '',
  'With the mouse: drag a card (the cards below it come along) onto a list or a stack, or click it and then',
  'click where it goes; click the deck to open its next card. With the keyboard: Tab to a card, press Enter,',
  'then Tab to the place it goes and press Enter. Each move is played as its command, shown in the log.',
  '',
  'A card goes on a list onto a card of the other colour and one rank higher; only a king starts an empty list.',
  'A stack takes its suit from the ace up. The game is won when the four stacks are full.',
].join('\n');

const client = new GameClient(settings<PageSettings>());
const painting = h('div', { class: 'painting', role: 'region', 'aria-label': 'The table, as your painting draws it' });
const input = h('input', {
  type: 'text',
  id: 'command',
  name: 'command',
  autocomplete: 'off',
  spellcheck: 'false',
  placeholder: 'DrawCard',
});
const message = messageLine();
const reason = h('p', { class: 'reason' });
// Focusable, so that a keyboard can scroll a long log.
const log = h('ol', { class: 'command-log', 'aria-label': 'Commands played', tabindex: 0 });
// Scrolled, the log fades its top edge: a line cut there then reads as "more above", not as cut text.
const markScrolled = () => log.classList.toggle('scrolled', log.scrollTop > 0);
log.addEventListener('scroll', markScrolled);
const screen = h('pre', { class: 'screen', hidden: true, 'aria-label': 'The command-line screen' });
let seed = client.settings.values.seed ?? 0;

/** The painting as SVG elements; only drawing attributes are set (the server has checked them too). */
function build(node: SvgTree | string): Node {
  if (typeof node === 'string') return document.createTextNode(node);
  const attributes = Object.fromEntries(Object.entries(node.attributes).filter(([name]) => !/^on/i.test(name)));
  return s(node.tag, attributes, ...node.children.map(build));
}

const extension = new ExtensionPanel(client, build);

const hands = new TableHands(run, (text) => {
  message.textContent = text;
  reason.textContent = '';
});

async function repaint(): Promise<void> {
  const tree = await client.ask<SvgTree>('paint');
  if (tree) {
    const drawing = build(tree) as SVGSVGElement;
    const overlay = h('div', { class: 'piles', role: 'group', 'aria-label': 'Cards and places to move' });
    keepFocus(painting, () => {
      replace(painting, h('div', { class: 'painting-stage' }, drawing, overlay));
      hands.attach(drawing, overlay);
    });
  } else
    replace(
      painting,
      h('p', { class: 'no-painting' }, 'The painting cannot be shown: see the message above. Commands still play.'),
    );
  await extension.refresh();
  if (!screen.hidden) await showScreen();
}

async function showScreen(): Promise<void> {
  const text = await client.ask<string>('screen');
  if (text !== undefined) screen.textContent = text;
}

/** Plays a command, typed in the field (which is then emptied) or made by the mouse, and logs it once drawn. */
async function run(command: string, typed = false): Promise<void> {
  if (command.trim() === '') return;
  if (/^\s*restart\s*$/i.test(command)) {
    // Typed, Restart is what Game → New Game does: a new seeded deal, a fresh log, an address without the old seed.
    if (typed) input.value = '';
    return deal(nextDeal(client, seed));
  }
  const result = await client.move<MoveResult>('move', command);
  if (!result) return;
  // Said once, when the game is quit (a move refused after it has its own reason).
  const ended = result.quit && !result.refused;
  message.textContent = ended ? `${result.message} Restart (or Game → New Game) deals another.` : result.message;
  reason.textContent = result.refused && result.reason ? `Why: ${result.reason}` : '';
  if (typed) input.value = '';
  await repaint();
  log.append(
    h('li', { class: result.refused ? 'refused' : '' }, h('code', {}, command.trim()), ` — ${result.message}`),
  );
  log.lastElementChild?.scrollIntoView({ block: 'nearest' });
  markScrolled();
}

async function deal(next: number): Promise<void> {
  client.forgetMoves();
  log.replaceChildren();
  markScrolled();
  const dealt = await client.move<{ seed: number }>('restart', next);
  if (!dealt) return;
  seed = dealt.seed;
  showDeal(`seed ${seed}`);
  message.textContent = 'A new game is dealt.';
  reason.textContent = '';
  await repaint();
}

const main = gameFrame(client, [
  {
    label: 'Game',
    items: [
      { label: 'New Game', run: () => deal(nextDeal(client, seed)) },
      {
        label: 'New Game with Seed…',
        run: async () => {
          const chosen = await askNumber('New game', 'Seed', 0);
          if (chosen !== null) await deal(chosen);
        },
      },
    ],
  },
  { label: 'Help', items: [{ label: 'How to Play', run: () => showText('How to play Klondike', HELP) }] },
]);

const form = h(
  'form',
  { class: 'command', 'aria-label': 'Run a command' },
  h('label', { for: 'command' }, 'Command'),
  input,
  h('button', { type: 'submit', class: 'control' }, 'Run'),
);
form.addEventListener('submit', (event) => {
  event.preventDefault();
  void run(input.value, true);
});
const toggle = toggleButton('the text screen', screen, showScreen);

client.onOpen = async () => {
  const state = await client.ask<{ seed: number; lastRefusal: { reason: string } | null }>('state');
  if (state) {
    seed = state.seed;
    showDeal(`seed ${seed}`);
    reason.textContent = state.lastRefusal ? `Why: ${state.lastRefusal.reason}` : '';
  }
  await repaint();
};

main.append(
  h('section', { class: 'klondike-table', 'aria-label': 'The game' }, painting, extension.element),
  h(
    'aside',
    { class: 'panel', 'aria-label': 'Commands' },
    form,
    message,
    reason,
    h('h2', { class: 'log-title' }, 'Commands played'),
    log,
    h('div', { class: 'buttons' }, toggle),
    screen,
  ),
);
client.watchSaves();
void client.open();
