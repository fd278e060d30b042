/**
 * A painting as the game page may draw it: the lab's SVG tree (activities/klondike/shared/svg.ts) checked and copied
 * as plain data. Only drawing elements and attributes pass, never a script, an event handler or a link out of the
 * drawing, so a painting can draw anything on the page and do nothing else.
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
]);

const MAX_NODES = 20_000;
const MAX_DEPTH = 40;
const PAINTER = 'klondike/06-gui/PaintingPanel.ts';

/** Why an attribute may not be drawn, or null when it may. */
export function refusedAttribute(name: string, value: string): string | null {
  if (!/^[A-Za-z][\w:.-]*$/.test(name)) return `"${name}" is not an attribute name`;
  if (/^on/i.test(name)) return `${name} is an event handler`;
  if (name === 'style') return 'style is not drawn: use attributes such as fill, stroke and font-size';
  if ((name === 'href' || name === 'xlink:href') && !value.startsWith('#'))
    return `${name} may only point inside the drawing (#id)`;
  if (/url\(\s*['"]?(?!#)/i.test(value)) return `${name} may only use url(#id) inside the drawing`;
  return null;
}

/** Checks a painting and copies it as plain data; a StudentCodeError says what is wrong and where. */
export function checkedTree(node: unknown): SvgTree {
  let count = 0;
  const fail = (where: string, why: string): never => {
    throw new StudentCodeError(`paint() returned a drawing the page cannot show: ${where}: ${why}`, {
      file: PAINTER,
      where: 'PaintingPanel.paint',
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
