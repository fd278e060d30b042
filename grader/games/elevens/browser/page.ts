/**
 * Elevens, Thirteens and Tens in the browser, as the lab's GUI plays them: the cards on the board are clicked to
 * select them (clicked again to unselect), Replace removes a legal selection and deals new cards into its places,
 * Restart deals a new game; the panel says how many cards are undealt and how many games were won.
 */
import type { CardFace } from '../../cardFace.ts';
import { announce, messageLine, redraw } from '../../browser/access.ts';
import { cardButton, emptyPlace } from '../../browser/cards.ts';
import { button, gameFrame, nextDeal, showDeal } from '../../browser/chrome.ts';
import { GameClient, type PageSettings } from '../../browser/client.ts';
import { h, settings } from '../../browser/dom.ts';
import { plural } from '../../words.ts';
import type { ElevensView, ReplaceResult } from '../driver.ts';
import type { GameRules } from '../rules.ts';

const client = new GameClient(settings<PageSettings>());
const main = gameFrame(client);
const board = h('div', { class: 'board', role: 'group', 'aria-label': 'The cards on the table' });
const undealt = h('p', { class: 'undealt' });
const record = h('p', { class: 'record' });
const message = messageLine();
const rule = h('p', { class: 'rule' });
const selected = new Set<number>();
let view: ElevensView | undefined;

function card(face: CardFace | null, place: number): HTMLElement {
  if (face === null) return emptyPlace(`empty place ${place}`);
  return cardButton(face, {
    selected: selected.has(place),
    disabled: view?.state !== 'playing',
    onClick: () => {
      if (selected.has(place)) selected.delete(place);
      else selected.add(place);
      announce(
        `${face.label} ${selected.has(place) ? 'selected' : 'unselected'}; ${plural(selected.size, 'card')} selected.`,
      );
      draw();
    },
  });
}

function draw(): void {
  if (!view) return;
  board.style.setProperty('--columns', String(view.places.length === 9 ? 3 : 5));
  redraw(board, ...view.places.map((face, place) => card(face, place)));
  undealt.textContent = `${plural(view.deckSize, 'undealt card')} remain${view.deckSize === 1 ? 's' : ''}.`;
  record.textContent = `You've won ${view.gamesWon} out of ${plural(view.gamesPlayed, 'game')}.`;
  showDeal(`seed ${view.seed}`);
  if (view.ending) message.textContent = view.ending;
}

async function replaceSelected(): Promise<void> {
  if (!view) return;
  const result = await client.move<ReplaceResult>('replace', [...selected]);
  if (!result) return;
  view = result.view;
  if (result.removed) {
    selected.clear();
    message.textContent = view.ending ?? 'Replaced.';
  } else {
    message.textContent = result.refusal ?? 'Those cards cannot be removed.';
  }
  draw();
}

async function restart(): Promise<void> {
  client.forgetMoves();
  const next = await client.move<ElevensView>('newGame', nextDeal(client, view?.seed));
  if (!next) return;
  view = next;
  selected.clear();
  message.textContent = view.ending ?? 'A new game is dealt.';
  draw();
}

client.onOpen = async () => {
  const rules = await client.ask<GameRules>('rules');
  if (rules) rule.textContent = rules.rule;
  view = await client.ask<ElevensView>('view');
  selected.clear();
  draw();
};

main.append(
  board,
  h(
    'aside',
    { class: 'panel', 'aria-label': 'Game controls' },
    h('div', { class: 'buttons' }, button('Replace', replaceSelected), button('Restart', restart)),
    undealt,
    record,
    message,
    rule,
  ),
);
client.watchSaves();
void client.open();
