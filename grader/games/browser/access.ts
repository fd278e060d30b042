/**
 * Keyboard focus and announcements, the same on every game page. A page draws its cards anew after each move; the
 * button that had the focus is then gone, and the browser would drop the focus to the page's body, so that a
 * keyboard player tabs from the top again for every card. `redraw` gives the focus back to the same place: the card
 * drawn there now (the same card, or the one that replaced it), or the nearest one that can still be pressed.
 * `announce` says in a live region what the eye sees change but no focus tells (a card selected, a pair removed).
 */
import { h, replace } from './dom.ts';

type Child = Parameters<typeof replace>[1];

/** The places of a container in order: every card (one that can be pressed or not) and every button. */
const places = (container: Element): Element[] => [...container.querySelectorAll('.card, button, [data-place]')];

const canFocus = (element: Element | undefined): element is HTMLElement =>
  element instanceof HTMLElement && !element.matches(':disabled') && element.tabIndex >= 0 && !element.hidden;

/** Replaces `container`'s children, keeping the keyboard focus at the same place when it was inside. */
export function redraw(container: HTMLElement, ...children: Child[]): void {
  keepFocus(container, () => replace(container, ...children));
}

/**
 * Runs `change` (which draws `container` anew) and gives the focus back to the same place when it was inside: the
 * element of the same `data-place` when there is one, else the one at the same position among the places.
 */
export function keepFocus(container: HTMLElement, change: () => void): void {
  const focused = document.activeElement;
  const inside = focused !== null && focused !== container && container.contains(focused);
  const at = inside ? places(container).indexOf(focused) : -1;
  const key = inside ? focused.getAttribute('data-place') : null;
  change();
  if (!inside) return;
  const now = places(container);
  const same = key === null ? undefined : now.find((element) => element.getAttribute('data-place') === key);
  // The same place first, then the nearest after it, then the nearest before it.
  const from = Math.max(0, Math.min(at, now.length));
  const order = [same, ...now.slice(from), ...now.slice(0, from).reverse()];
  const target = order.find(canFocus);
  if (target) target.focus();
  else {
    // Nothing left to press here (the game is over): the focus stays in the game rather than falling to the top.
    container.tabIndex = -1;
    container.focus();
  }
}

let region: HTMLElement | null = null;

/** Says `text` to a screen reader, politely (after what it is reading); the page does not show it. */
export function announce(text: string): void {
  if (!region || !region.isConnected) {
    region = h('div', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
    document.body.append(region);
  }
  // The same sentence twice in a row (two cards selected one after the other) is said twice: cleared, then set.
  region.textContent = '';
  const said = region;
  requestAnimationFrame(() => (said.textContent = text));
}

/** The line where a page writes what its last move did: a polite live region, so each move is read out. */
export function messageLine(): HTMLParagraphElement {
  return h('p', { class: 'message', role: 'status', 'aria-live': 'polite' });
}
