/**
 * A painting as the game page may draw it: the lab's SVG tree (activities/klondike/shared/svg.ts) checked and copied
 * as plain data. Only drawing elements and attributes pass, never a script, an event handler or a link out of the
 * drawing, so a painting can draw anything on the page and do nothing else. The same check holds for the stage 06
 * painting and for the student's extension (which may also animate what it draws, e.g. when the game is won).
 */
import { StudentCodeError } from '../contract.ts';

export type SvgTree = { tag: string; attributes: { [name: string]: string }; children: (SvgTree | string)[] };

export const SVG_TAGS: ReadonlySet<string> = new Set([
  'svg',
  'g',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'path',
  'text',
  'tspan',
  'title',
  'desc',
  'defs',
  'pattern',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'use',
  'symbol',
  // Animation (SMIL): changes what is drawn over time, and nothing else (see ANIMATED below).
  'animate',
  'animateTransform',
]);

/**
 * What an animation may change: how things look and where they are. Never a link (an animated href could point out
 * of the drawing), an event handler or a style.
 */
const ANIMATED: ReadonlySet<string> = new Set([
  'opacity',
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-opacity',
  'stroke-width',
  'transform',
  'x',
  'y',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'width',
  'height',
  'font-size',
  'visibility',
]);

const MAX_NODES = 20_000;
const MAX_DEPTH = 40;

/** Whose drawing is checked, to name it when it is refused: its file (`<lab>/<NN-slug>/<File>.ts`) and function. */
export interface Drawer {
  file: string;
  where: string;
}

export const PAINTER: Drawer = { file: 'klondike/06-gui/PaintingPanel.ts', where: 'PaintingPanel.paint' };

/** Why an attribute may not be drawn, or null when it may. */
export function refusedAttribute(name: string, value: string): string | null {
  if (!/^[A-Za-z][\w:.-]*$/.test(name)) return `"${name}" is not an attribute name`;
  if (name === 'attributeName' && !ANIMATED.has(value))
    return `an animation may change only ${[...ANIMATED].join(', ')}, not ${value}`;
  if (/^on/i.test(name)) return `${name} is an event handler`;
  if (name === 'style') return 'style is not drawn: use attributes such as fill, stroke and font-size';
  if ((name === 'href' || name === 'xlink:href') && !value.startsWith('#'))
    return `${name} may only point inside the drawing (#id)`;
  if (/url\(\s*['"]?(?!#)/i.test(value)) return `${name} may only use url(#id) inside the drawing`;
  return null;
}

/** Checks a drawing and copies it as plain data; a StudentCodeError says what is wrong and where. */
export function checkedTree(node: unknown, drawer: Drawer = PAINTER): SvgTree {
  let count = 0;
  const fail = (where: string, why: string): never => {
    const method = drawer.where.split('.').pop();
    throw new StudentCodeError(`${method}() returned a drawing the page cannot show: ${where}: ${why}`, {
      file: drawer.file,
      where: drawer.where,
    });
  };
  const visit = (value: unknown, where: string, depth: number): SvgTree | string => {
    if (++count > MAX_NODES) fail(where, `more than ${MAX_NODES} elements and texts`);
    if (depth > MAX_DEPTH) fail(where, `elements nested more than ${MAX_DEPTH} deep`);
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    const element = value as { tag?: unknown; attributes?: unknown; children?: unknown } | null;
    if (element === null || typeof element !== 'object' || typeof element.tag !== 'string')
      return fail(where, 'not an element made with svg(tag, …) nor a text');
    if (!SVG_TAGS.has(element.tag))
      return fail(where, `<${element.tag}> is not one of the drawing elements (${[...SVG_TAGS].join(', ')})`);
    const attributes: Record<string, string> = {};
    for (const [name, raw] of Object.entries((element.attributes ?? {}) as Record<string, unknown>)) {
      if (typeof raw !== 'string' && typeof raw !== 'number')
        fail(`${where} <${element.tag}>`, `attribute ${name} is neither a text nor a number`);
      const why = refusedAttribute(name, String(raw));
      if (why !== null) fail(`${where} <${element.tag}>`, why);
      attributes[name] = String(raw);
    }
    const children = element.children ?? [];
    if (!Array.isArray(children)) return fail(`${where} <${element.tag}>`, 'its children are not a list');
    return {
      tag: element.tag,
      attributes,
      children: children.map((child, k) => visit(child, `${where} <${element.tag}> child ${k + 1}`, depth + 1)),
    };
  };
  const tree = visit(node, 'the drawing', 0);
  if (typeof tree === 'string' || tree.tag !== 'svg') return fail('the drawing', 'it must be an <svg> element');
  return tree;
}
