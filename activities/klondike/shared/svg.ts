/**
 * Provided by the kit (do not edit): SVG drawings as plain data, so a painting can be made, tested and graded
 * without a browser. `svg('rect', { x: 0, width: 72 })` is an element; its children are elements or texts.
 * The game page in the browser turns the tree into real SVG; `toMarkup` writes it as text (handy when a test fails).
 */
export type SvgNode = SvgElement | string;

export interface SvgElement {
  tag: string;
  attributes: Record<string, string | number>;
  children: SvgNode[];
}

/** An element with its attributes and children. */
export function svg(tag: string, attributes: Record<string, string | number> = {}, ...children: SvgNode[]): SvgElement {
  return { tag, attributes, children };
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (character) => ESCAPES[character]!);
}

/** The tree as SVG markup: `<rect x="0" width="72"/>`. */
export function toMarkup(node: SvgNode): string {
  if (typeof node === 'string') return escape(node);
  const attributes = Object.entries(node.attributes)
    .map(([name, value]) => ` ${name}="${escape(String(value))}"`)
    .join('');
  if (node.children.length === 0) return `<${node.tag}${attributes}/>`;
  return `<${node.tag}${attributes}>${node.children.map(toMarkup).join('')}</${node.tag}>`;
}
