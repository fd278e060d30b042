/**
 * Pyramid Solitaire in the browser: the pyramid drawn row by row, each row overlapping the one above it, and the
 * draw cards beside the stock. Click a king to remove it; click two uncovered cards (or a draw card and an uncovered
 * card) worth 13 together to remove them; Discard under a draw card discards it. The score and the end are shown.
 */
import type { CardFace } from '../../cardFace.ts';
import { announce, messageLine, redraw } from '../../browser/access.ts';
import { cardButton, cardFigure, emptyPlace } from '../../browser/cards.ts';
import { button, gameFrame, nextDeal, showDeal, toggleButton } from '../../browser/chrome.ts';
import { GameClient, type PageSettings } from '../../browser/client.ts';
import { h, settings } from '../../browser/dom.ts';
import { plural } from '../../words.ts';
import type { MoveResult, PyramidView } from '../driver.ts';

type Selection = { kind: 'pyramid'; row: number; card: number } | { kind: 'draw'; index: number };

const client = new GameClient(settings<PageSettings>());
const main = gameFrame(client);
const pyramid = h('div', { class: 'pyramid', role: 'group', 'aria-label': 'The pyramid' });
const draws = h('div', { class: 'draws', role: 'group', 'aria-label': 'The stock and the draw cards' });
const score = h('p', { class: 'score' });
const message = messageLine();
const text = h('pre', { class: 'screen', hidden: true, 'aria-label': 'The game as the lab’s textual view shows it' });
let view: PyramidView | undefined;
let selection: Selection | null = null;

const WORTH: Readonly<Record<string, number>> = { A: 1, J: 11, Q: 12, K: 13 };
const worth = (face: CardFace) => WORTH[face.rank] ?? Number(face.rank);

/** Plays a move and shows what came of it. */
async function play(command: string, ...args: number[]): Promise<void> {
  selection = null;
  const result = await client.move<MoveResult>(command, ...args);
  if (!result) return draw();
  view = result.view;
  message.textContent = result.done ? ending() : (result.refusal ?? 'That move is not allowed.');
  if (!text.hidden) await showText();
  draw();
}

function ending(): string {
  if (!view?.over) return '';
  return view.won ? 'You won: the pyramid is cleared!' : `Game over. Score: ${view.score}.`;
}

function clickPyramid(row: number, card: number, face: CardFace): void {
  const chosen = selection;
  if (chosen?.kind === 'pyramid' && chosen.row === row && chosen.card === card) {
    selection = null;
    announce(`${face.label} unselected.`);
    return draw();
  }
  if (chosen === null && worth(face) === 13) return void play('remove', row, card);
  if (chosen === null) {
    selection = { kind: 'pyramid', row, card };
    announce(`${face.label} selected: now choose a card to make 13 with it.`);
    return draw();
  }
  if (chosen.kind === 'draw') return void play('removeWithDraw', chosen.index, row, card);
  void play('removePair', chosen.row, chosen.card, row, card);
}

function clickDraw(index: number, face: CardFace): void {
  const chosen = selection;
  if (chosen?.kind === 'pyramid') return void play('removeWithDraw', index, chosen.row, chosen.card);
  selection = chosen?.kind === 'draw' && chosen.index === index ? null : { kind: 'draw', index };
  announce(`${face.label} ${selection ? 'selected: now choose a card to make 13 with it' : 'unselected'}.`);
  draw();
}

const isSelected = (row: number, card: number) =>
  selection?.kind === 'pyramid' && selection.row === row && selection.card === card;

function draw(): void {
  if (!view) return;
  const over = view.over;
  redraw(
    pyramid,
    ...view.pyramid.map((places, row) =>
      h(
        'div',
        { class: 'pyramid-row' },
        ...places.map((place, card) => {
          if (place === null) return emptyPlace(`removed card at row ${row + 1}, card ${card + 1}`);
          return cardButton(place.face, {
            selected: isSelected(row, card),
            disabled: over || !place.exposed,
            cornersOnly: !place.exposed,
            onClick: () => clickPyramid(row, card, place.face),
          });
        }),
      ),
    ),
  );
  const stock = view.stock > 0 ? cardFigure(null) : emptyPlace('empty stock');
  redraw(
    draws,
    h('div', { class: 'stock' }, stock, h('p', {}, `Stock: ${view.stock}`)),
    ...view.draw.map((face, index) =>
      h(
        'div',
        { class: 'draw' },
        cardButton(face, {
          selected: selection?.kind === 'draw' && selection.index === index,
          disabled: over,
          onClick: () => clickDraw(index, face),
        }),
        button('Discard', () => play('discard', index), {
          class: 'control small',
          'aria-label': `Discard ${face.label}`,
        }),
      ),
    ),
  );
  score.textContent = `Score: ${view.score}`;
  const drawCount = client.settings.values.draw ?? view.draw.length;
  showDeal(`seed ${view.seed}, ${plural(view.rows, 'row')}, ${plural(drawCount, 'draw card')}`);
}

async function showText(): Promise<void> {
  const shown = await client.ask<string>('text');
  if (shown !== undefined) text.textContent = shown;
}

async function newDeal(): Promise<void> {
  client.forgetMoves();
  const next = await client.move<PyramidView>('newGame', nextDeal(client, view?.seed));
  if (!next) return;
  view = next;
  selection = null;
  message.textContent = 'A new deal.';
  if (!text.hidden) await showText();
  draw();
}

const toggle = toggleButton('the textual view', text, showText);

client.onOpen = async () => {
  view = await client.ask<PyramidView>('view');
  selection = null;
  message.textContent = ending();
  if (!text.hidden) await showText();
  draw();
};

main.append(
  h('section', { class: 'pyramid-table', 'aria-label': 'The table' }, pyramid, draws),
  h(
    'aside',
    { class: 'panel', 'aria-label': 'Game controls' },
    score,
    message,
    h('div', { class: 'buttons' }, button('New deal', newDeal), toggle),
    h(
      'p',
      { class: 'rule' },
      'Remove a king alone, or two uncovered cards worth 13 together (a queen is 12, a jack 11, an ace 1).',
    ),
    text,
  ),
);
client.watchSaves();
void client.open();
