/**
 * Klondike played with the mouse and the keyboard on the student's painting. A card is dragged (with the cards below
 * it) onto a list or a stack; or clicked, then the place it goes clicked. The keyboard does the second: every card
 * that can move and every place that can take one has a button laid over the painting (named `9♠, list 3`), pressed
 * once to pick the card up and once on the place it goes. Clicking the deck opens its next card. Each move becomes
 * a command of the lab (mouseMoves.ts), played as if typed in the command field.
 */
import { announce } from '../../browser/access.ts';
import { h } from '../../browser/dom.ts';
import {
  canPickUp,
  commandName,
  moveCommand,
  pileAt,
  pileName,
  pileOfCardAt,
  samePile,
  type Piece,
} from '../mouseMoves.ts';

/** A painted card or place, and the button laid over it (none for a face-down card of a list). */
interface Painted {
  piece: Piece;
  label: string;
  group: SVGGraphicsElement;
  button: HTMLButtonElement | null;
}

/** How far (in pixels on the screen) the pointer goes before a press becomes a drag. */
const DRAG_START = 5;

export class TableHands {
  private painted: Painted[] = [];
  private svg: SVGSVGElement | null = null;
  private chosen: Painted | null = null;
  private press: { at: Painted | null; x: number; y: number; ghost: SVGGElement | null } | null = null;

  /** `play` runs a command as the command field does; `say` shows why a move cannot be made. */
  constructor(
    private readonly play: (command: string) => Promise<void>,
    private readonly say: (text: string) => void,
  ) {
    // Escape puts a picked card back (or stops a drag), as in a desktop solitaire: nothing is played.
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && (this.chosen || this.press?.ghost)) this.putBack();
    });
  }

  /**
   * Makes the painting `svg`, just put on the page, playable: finds its cards and places, lays a button over each
   * in `overlay` (which covers the painting exactly), and listens to the pointer on it.
   */
  attach(svg: SVGSVGElement, overlay: HTMLElement): void {
    this.svg = svg;
    this.chosen = null;
    this.press = null;
    const box = svg.getBoundingClientRect();
    const scale = this.scale();
    this.painted = [...svg.querySelectorAll<SVGGraphicsElement>('[role="img"][aria-label]')].flatMap((group) => {
      const rect = group.getBoundingClientRect();
      const pile = pileOfCardAt((rect.left - box.left) * scale, (rect.top - box.top) * scale);
      const label = group.getAttribute('aria-label') ?? '';
      return pile ? [{ piece: { pile, card: commandName(label) }, label, group, button: null }] : [];
    });
    for (const [k, one] of this.painted.entries()) {
      const listCardFaceDown = one.piece.pile.kind === 'list' && one.piece.card === null && !/^empty/.test(one.label);
      if (listCardFaceDown) continue;
      const rect = one.group.getBoundingClientRect();
      // A card covered by the next one of its list is pressed on the strip that shows.
      const next = this.painted.slice(k + 1).find((other) => samePile(other.piece.pile, one.piece.pile));
      const height = next ? Math.min(rect.height, next.group.getBoundingClientRect().top - rect.top) : rect.height;
      const per = (value: number, whole: number) => `${((value / whole) * 100).toFixed(3)}%`;
      const index = this.painted.filter((other, j) => j < k && samePile(other.piece.pile, one.piece.pile)).length;
      one.button = h('button', {
        type: 'button',
        // An empty place is outlined by the page too: the painting's outline is hard to see on the felt.
        class: /^empty/.test(one.label) ? 'pile empty' : 'pile',
        'aria-label': `${one.label}, ${pileName(one.piece.pile)}`,
        'aria-pressed': 'false',
        'data-place': `${pileName(one.piece.pile)} #${index}`,
      });
      Object.assign(one.button.style, {
        left: per(rect.left - box.left, box.width),
        top: per(rect.top - box.top, box.height),
        width: per(rect.width, box.width),
        height: per(height, box.height),
      });
      one.button.addEventListener('click', () => void this.activate(one.piece, one));
      overlay.append(one.button);
    }
    svg.addEventListener('pointerdown', (event) => this.down(event));
    svg.addEventListener('pointermove', (event) => this.moveTo(event));
    svg.addEventListener('pointerup', (event) => void this.up(event));
    svg.addEventListener('pointercancel', () => this.cancel());
  }

  /** The drawing's units per pixel on the screen (the painting may be drawn smaller than its size). */
  private scale(): number {
    const svg = this.svg!;
    const shown = svg.getBoundingClientRect().width;
    const width = svg.viewBox.baseVal?.width || Number(svg.getAttribute('width')) || shown;
    return shown > 0 ? width / shown : 1;
  }

  /** The point of the drawing under the pointer. */
  private pointAt(event: PointerEvent): { x: number; y: number } {
    const box = this.svg!.getBoundingClientRect();
    const scale = this.scale();
    return { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale };
  }

  private paintedAt(event: PointerEvent): Painted | null {
    const group = (event.target as Element).closest('[role="img"]');
    return this.painted.find((one) => one.group === group) ?? null;
  }

  private down(event: PointerEvent): void {
    if (event.button !== 0) return;
    this.press = { at: this.paintedAt(event), x: event.clientX, y: event.clientY, ghost: null };
    this.svg!.setPointerCapture(event.pointerId);
  }

  /** Past a few pixels a press on a card that can move becomes a drag: the card and those below it follow. */
  private moveTo(event: PointerEvent): void {
    const press = this.press;
    if (!press?.at || !canPickUp(press.at.piece)) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!press.ghost && Math.hypot(dx, dy) < DRAG_START) return;
    if (!press.ghost) {
      const from = this.painted.indexOf(press.at);
      const carried = this.painted.filter((one, k) => k >= from && samePile(one.piece.pile, press.at!.piece.pile));
      press.ghost = document.createElementNS('http://www.w3.org/2000/svg', 'g');
      press.ghost.setAttribute('aria-hidden', 'true');
      press.ghost.setAttribute('class', 'dragged');
      press.ghost.append(...carried.map((one) => one.group.cloneNode(true)));
      for (const one of carried) one.group.setAttribute('opacity', '0.35');
      this.svg!.append(press.ghost);
    }
    const scale = this.scale();
    press.ghost.setAttribute('transform', `translate(${dx * scale} ${dy * scale})`);
  }

  private async up(event: PointerEvent): Promise<void> {
    const press = this.press;
    this.press = null;
    if (!press) return;
    const { x, y } = this.pointAt(event);
    const target = pileAt(x, y);
    if (press.ghost) {
      press.ghost.remove();
      for (const one of this.painted) one.group.removeAttribute('opacity');
      this.choose(null);
      const command = target && press.at ? moveCommand(press.at.piece, target) : null;
      if (command) await this.play(command);
      else this.say(`${press.at?.label ?? 'That card'} cannot be put there: drop it on a list or a stack.`);
      return;
    }
    // A click: on a card (the one pressed: the pointer is captured, so the event's target is the painting), or on
    // the table of a pile (below a list, on an empty place).
    const at = press.at;
    if (at) await this.activate(at.piece, at);
    else if (target) await this.activate({ pile: target, card: null }, null);
  }

  /** Drops the card picked up (or dragged) where it was, and says so. */
  private putBack(): void {
    const held = this.chosen ?? this.press?.at ?? null;
    this.cancel();
    this.choose(null);
    if (held) announce(`${held.label} put back.`);
  }

  private cancel(): void {
    this.press?.ghost?.remove();
    for (const one of this.painted) one.group.removeAttribute('opacity');
    this.press = null;
  }

  /** A click (or a key) on a piece: the deck opens a card, a first card is picked up, a second place receives it. */
  private async activate(piece: Piece, painted: Painted | null): Promise<void> {
    const chosen = this.chosen;
    if (chosen) {
      this.choose(null);
      if (samePile(chosen.piece.pile, piece.pile)) return announce(`${chosen.label} put back.`);
      const command = moveCommand(chosen.piece, piece.pile);
      if (command) return this.play(command);
      return this.say(`${chosen.label} cannot go on ${pileName(piece.pile)}: choose a list or a stack.`);
    }
    if (piece.pile.kind === 'deck') return this.play('DrawCard');
    if (painted && canPickUp(piece)) {
      this.choose(painted);
      return announce(`${painted.label} picked up: now choose the list or the stack it goes on.`);
    }
    this.say('Choose a face-up card of a list, or the open card of the deck, then where it goes.');
  }

  private choose(painted: Painted | null): void {
    this.chosen?.button?.setAttribute('aria-pressed', 'false');
    this.chosen = painted;
    painted?.button?.setAttribute('aria-pressed', 'true');
  }
}
