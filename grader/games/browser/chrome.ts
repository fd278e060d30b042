/** The frame every game page shares: a title bar, the game's menus if it has any, the game, and its messages. */
import { nextSeed } from '../seeds.ts';
import type { GameClient } from './client.ts';
import { h, replace } from './dom.ts';
import { menuBar, type Menu } from './menu.ts';

export function gameFrame(client: GameClient, menus: Menu[] = []): HTMLElement {
  const { title, impl, values } = client.settings;
  const shown = Object.entries(values)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
  const main = h('main', { class: `game game-${client.settings.game}`, 'aria-label': title });
  replace(
    document.getElementById('app')!,
    h(
      'header',
      { class: 'top' },
      h('a', { class: 'home', href: '/' }, '← Your stages'),
      h('h1', {}, title),
      h('span', { class: `who ${impl}` }, impl === 'student' ? 'with your classes' : 'with the reference classes'),
      h('span', { class: 'deal', id: 'deal' }, shown),
    ),
    menus.length > 0 ? menuBar(menus) : null,
    ...client.regions(),
    main,
  );
  document.title = `${title} · cardlab`;
  return main;
}

/** Says in the title bar which deal is on the table (after a new game, its new seed or number). */
export function showDeal(text: string): void {
  const deal = document.getElementById('deal');
  if (deal) deal.textContent = text;
}

/** A button of a game's controls. */
export function button(
  label: string,
  run: () => void | Promise<void>,
  attributes: Record<string, string> = {},
): HTMLButtonElement {
  const element = h('button', { type: 'button', class: 'control', ...attributes }, label);
  element.addEventListener('click', () => void run());
  return element;
}

/**
 * A button that shows and hides `panel` (`Show the text screen` / `Hide the text screen`), filling it with
 * `fill` each time it is shown.
 */
export function toggleButton(what: string, panel: HTMLElement, fill: () => Promise<void>): HTMLButtonElement {
  const toggle = button(`Show ${what}`, async () => {
    panel.hidden = !panel.hidden;
    toggle.textContent = `${panel.hidden ? 'Show' : 'Hide'} ${what}`;
    toggle.setAttribute('aria-expanded', String(!panel.hidden));
    if (!panel.hidden) await fill();
  });
  toggle.setAttribute('aria-expanded', 'false');
  return toggle;
}

/**
 * The seed (or game number) of a new deal, as `cardlab play` chooses it: the one after the deal on the table
 * (seeds.ts), so a page opened with `?seed=n` deals the same sequence of games every time. `option` is the page's
 * option that gave the first deal, for when no deal could be shown.
 */
export function nextDeal(client: GameClient, current: number | undefined, option = 'seed'): number {
  return nextSeed(current ?? client.settings.values[option] ?? 0);
}
