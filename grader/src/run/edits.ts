// Text edits on the syntax tree of compiled JavaScript (compile.ts): each puts text at an offset of the code, or
// replaces a few characters there, and never adds a line, so a line of the edited code is still its line of the
// student's file.
import { decode, encode } from '@jridgewell/sourcemap-codec';

/** A node of an ESTree syntax tree, as acorn gives it. */
export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export interface Edit {
  at: number;
  text: string;
  /** How many characters of the code the text replaces. */
  cut?: number;
  /** Whether the text closes what an edit of the same node opened. */
  closes?: boolean;
  /** The node edited, and the order it was visited in (outer nodes first). */
  node: Node;
  seq: number;
}

/**
 * The code with the edits made. Where several fall on one place, what closes comes first, the innermost node's
 * first; then what opens, the outermost node's first; a replacement last.
 */
export function applyEdits(code: string, edits: Edit[]): string {
  const rank = (edit: Edit) => (edit.cut ? 2 : edit.closes ? 0 : 1);
  edits.sort((a, b) => {
    if (a.at !== b.at) return a.at - b.at;
    if (rank(a) !== rank(b)) return rank(a) - rank(b);
    const inner = a.node.start !== b.node.start ? b.node.start - a.node.start : b.seq - a.seq;
    return rank(a) === 0 ? inner : -inner;
  });
  let edited = '';
  let from = 0;
  for (const edit of edits) {
    edited += code.slice(from, edit.at) + edit.text;
    from = edit.at + (edit.cut ?? 0);
  }
  return edited + code.slice(from);
}

/**
 * esbuild's source map (`map`, from `code` before the edits to the TypeScript) made to fit the edited code: the edits
 * add no line but move what follows them on their line, so each mapped column of a line is moved by the length the
 * edits before it on that line added. A place in the student's file is then told with its column, not only its line.
 * `edits` are as applyEdits left them (in order).
 */
export function shiftedMap(map: string, code: string, edits: Edit[]): string {
  if (edits.length === 0) return map;
  const lineStarts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  // Per line: [column of an edit, characters it adds, whether it replaces what starts there] in order.
  const byLine = new Map<number, [number, number, boolean][]>();
  for (const edit of edits) {
    let line = lineStarts.length - 1;
    while (lineStarts[line]! > edit.at) line--;
    const list = byLine.get(line) ?? [];
    list.push([edit.at - lineStarts[line]!, edit.text.length - (edit.cut ?? 0), (edit.cut ?? 0) > 0]);
    byLine.set(line, list);
  }
  const parsed = JSON.parse(map) as { mappings: string };
  const lines = decode(parsed.mappings);
  for (const [line, shifts] of byLine) {
    for (const segment of lines[line] ?? []) {
      // Text put at a column comes before what was there; a replacement starts where what it replaces started.
      const added = shifts.filter(([at, , replaces]) => at < segment[0] || (at === segment[0] && !replaces));
      segment[0] += added.reduce((sum, [, by]) => sum + by, 0);
    }
  }
  return JSON.stringify({ ...parsed, mappings: encode(lines) });
}
