/**
 * Klondike 06: complete this file. See README.md in this folder.
 * Keep the names and parameters: the game page and the grader call them.
 */
import type { Card } from '../01-card/Card.ts';
import type { SvgElement } from '../shared/svg.ts';

/** A face-up card with its top left corner at (x, y). */
export function paintCard(card: Card, x: number, y: number): SvgElement {
  throw new Error('TODO: paintCard is not written yet');
}

/** A face-down card with its top left corner at (x, y). */
export function paintBack(x: number, y: number): SvgElement {
  throw new Error('TODO: paintBack is not written yet');
}

/** The outline of an empty pile at (x, y); `name` says which pile (`deck`, `Heart stack`, `list 3`). */
export function paintEmpty(x: number, y: number, name: string): SvgElement {
  throw new Error('TODO: paintEmpty is not written yet');
}
