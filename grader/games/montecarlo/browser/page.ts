/**
 * Monte Carlo Solitaire in the browser, as the lab's GUI plays it: click a card to select it, then a touching card
 * of the same rank to remove the pair (any other second card beeps); the Game menu deals a random game, a game by
 * number, or the current game again; the Control menu gives a hint or consolidates; Help shows the rules.
 */
import { announce, messageLine, redraw } from '../../browser/access.ts';
import { cardButton, emptyPlace } from '../../browser/cards.ts';
import { button, gameFrame, nextDeal, showDeal } from '../../browser/chrome.ts';
import { GameClient, type PageSettings } from '../../browser/client.ts';
import { askNumber, showText } from '../../browser/dialogs.ts';
import { h, settings } from '../../browser/dom.ts';
import { plural } from '../../words.ts';
import type { HintResult, MonteCarloView, Place, RemoveResult } from '../driver.ts';

const client = new GameClient(settings<PageSettings>());
let view: MonteCarloView | undefined;
let selected: Place | null = null;
let hinted: Place[] = [];

/** A short beep, as the lab's GUI gives for a pair that cannot be removed. */
function beep(): void {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    volume.gain.value = 0.08;
    tone.frequency.value = 660;
    tone.connect(volume).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.12);
    tone.onended = () => void audio.close();
  } catch {
    // no sound on this machine: the message still says why
  }
}

async function newGame(number: number): Promise<void> {
  client.forgetMoves();
  const next = await client.move<MonteCarloView>('newGame', number);
  if (next) show(next, `Game ${number}.`);
}

async function consolidate(): Promise<void> {
  const next = await client.move<MonteCarloView>('consolidate');
  if (next) show(next, 'Consolidated.');
}

async function hint(): Promise<void> {
  const found = await client.ask<HintResult>('hint');
  if (!found) return;
  hinted = found.hint ?? [];
  message.textContent = found.message;
  draw();
}

const main = gameFrame(client, [
  {
    label: 'Game',
    items: [
      { label: 'New Random Game', run: () => newGame(nextDeal(client, view?.gameNumber, 'game')) },
      {
        label: 'New Game…',
        run: async () => {
          const number = await askNumber('New game', 'Game number', 0);
          if (number !== null) await newGame(number);
        },
      },
      {
        label: 'Replay Current Game',
        run: async () => {
          const next = await client.move<MonteCarloView>('replay');
          if (next) show(next, `Game ${next.gameNumber} from the start.`);
        },
      },
    ],
  },
  {
    label: 'Control',
    items: [
      { label: 'Hint', run: hint },
      { label: 'Consolidate', run: consolidate },
    ],
  },
  {
    label: 'Help',
    items: [
      {
        label: 'Monte Carlo Solitaire',
        run: async () => {
          const text = await client.ask<string>('help');
          if (text !== undefined) showText('Monte Carlo Solitaire', text, 'paragraphs');
        },
      },
    ],
  },
]);
const tableau = h('div', { class: 'tableau', role: 'group', 'aria-label': 'The tableau' });
const facts = h('p', { class: 'facts' });
const message = messageLine();

function show(next: MonteCarloView, said: string): void {
  view = next;
  selected = null;
  hinted = [];
  message.textContent = view.won
    ? `You won game ${view.gameNumber}: all 52 cards are removed!`
    : view.stuck
      ? `No pair can be removed and consolidating changes nothing: this game is over.`
      : said;
  draw();
}

async function click(place: Place, label: string): Promise<void> {
  if (selected === null) {
    selected = place;
    announce(`${label} selected: now choose a touching card of the same rank.`);
    return draw();
  }
  if (selected[0] === place[0] && selected[1] === place[1]) {
    selected = null;
    announce(`${label} unselected.`);
    return draw();
  }
  const result = await client.move<RemoveResult>('remove', ...selected, ...place);
  if (!result) {
    selected = null;
    return draw();
  }
  if (result.removed) return show(result.view, 'Removed.');
  beep();
  tableau.classList.remove('shake');
  void tableau.offsetWidth;
  tableau.classList.add('shake');
  selected = null;
  message.textContent = result.refusal ?? 'Those cards cannot be removed.';
  draw();
}

function draw(): void {
  if (!view) return;
  const isIn = (places: Place[], [row, column]: Place) => places.some(([r, c]) => r === row && c === column);
  redraw(
    tableau,
    ...view.grid.flatMap((cards, row) =>
      cards.map((face, column) => {
        const place: Place = [row, column];
        if (face === null) return emptyPlace(`empty place, row ${row}, column ${column}`);
        return cardButton(face, {
          selected: selected !== null && isIn([selected], place),
          hinted: isIn(hinted, place),
          disabled: view!.won,
          onClick: () => void click(place, face.label),
        });
      }),
    ),
  );
  const left = `${plural(view.deckSize, 'card')} left in the deck`;
  // Each fact is kept on one line (a narrow panel breaks between them, never inside "Score: 0").
  const parts = [`Game ${view.gameNumber}`, left, `Score: ${view.score}`];
  facts.replaceChildren(...parts.flatMap((part, k) => [...(k > 0 ? [' · '] : []), h('span', {}, part)]));
  showDeal(`game ${view.gameNumber}`);
}

client.onOpen = async () => {
  const next = await client.ask<MonteCarloView>('view');
  if (next) show(next, next.note ?? 'Click a card, then a touching card of the same rank.');
};

main.append(
  tableau,
  h(
    'aside',
    { class: 'panel', 'aria-label': 'Game controls' },
    facts,
    message,
    h('div', { class: 'buttons' }, button('Hint', hint), button('Consolidate', consolidate)),
    h(
      'p',
      { class: 'rule' },
      'Remove two touching cards of the same rank (side by side, one above the other, or corner to corner).',
    ),
  ),
);
client.watchSaves();
void client.open();
