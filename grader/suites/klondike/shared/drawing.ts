/**
 * Helpers of the Klondike painting suites: reading a drawing (the lab's SVG tree) the way a person looks at the
 * page: what is drawn where (every element with role="img" is a card, a face-down card or an empty pile, placed by
 * the translations around it), in which colours, with which texts. They never import a subject.
 */

export interface Node {
  tag: string;
  attributes: Record<string, string | number>;
  children: (Node | string)[];
}

export type Kind = 'card' | 'back' | 'empty';

export interface Drawn {
  kind: Kind;
  /** The accessible name: `9♠`, `face-down card`, `empty list 3`. */
  label: string;
  x: number;
  y: number;
  node: Node;
}

/** The (x, y) of a `translate(x, y)` (or `translate(x y)`, or `translate(x)`); 0, 0 without one. */
export function translation(node: Node): { x: number; y: number } {
  const transform = String(node.attributes.transform ?? '');
  const match = /translate\(\s*(-?[\d.]+)(?:[\s,]+(-?[\d.]+))?\s*\)/.exec(transform);
  return match ? { x: Number(match[1]), y: Number(match[2] ?? 0) } : { x: 0, y: 0 };
}

function elements(children: (Node | string)[]): Node[] {
  return children.filter((child): child is Node => typeof child !== 'string');
}

/** Every card, face-down card and empty pile of a drawing, in the order they are drawn, placed on the table. */
export function drawnItems(root: Node): Drawn[] {
  const found: Drawn[] = [];
  const visit = (node: Node, x: number, y: number): void => {
    const moved = translation(node);
    const [nx, ny] = [x + moved.x, y + moved.y];
    if (node.attributes.role === 'img') {
      const label = String(node.attributes['aria-label'] ?? '');
      const kind: Kind = label === 'face-down card' ? 'back' : label.startsWith('empty ') ? 'empty' : 'card';
      found.push({ kind, label, x: nx, y: ny, node });
      return;
    }
    for (const child of elements(node.children)) visit(child, nx, ny);
  };
  visit(root, 0, 0);
  return found;
}

/** Every element of a tree with this tag, the root included, in document order. */
export function all(node: Node, tag: string): Node[] {
  const own = node.tag === tag ? [node] : [];
  return [...own, ...elements(node.children).flatMap((child) => all(child, tag))];
}

/** The text written by an element and everything in it. */
export function textOf(node: Node | string): string {
  return typeof node === 'string' ? node : node.children.map(textOf).join('');
}

/** The items drawn at a place, as `kind label` (e.g. `card 9♠`), for messages that show what is there. */
export function at(items: Drawn[], x: number, y: number): string[] {
  return items.filter((item) => item.x === x && item.y === y).map((item) => `${item.kind} ${item.label}`);
}

/** A compact picture of a drawing: `label@x,y` for each item, in drawing order. */
export function layout(items: Drawn[]): string[] {
  return items.map((item) => `${item.label}@${item.x},${item.y}`);
}
