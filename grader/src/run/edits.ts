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

/** The line (0-based) of offset `at`, by halving: `lineStarts` are the offsets where lines start, in order. */
function lineOf(lineStarts: number[], at: number): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (lineStarts[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return low;
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
    const line = lineOf(lineStarts, edit.at);
    const list = byLine.get(line) ?? [];
    list.push([edit.at - lineStarts[line]!, edit.text.length - (edit.cut ?? 0), (edit.cut ?? 0) > 0]);
    byLine.set(line, list);
  }
  const parsed = JSON.parse(map) as { mappings: string };
  const lines = decode(parsed.mappings);
  // Linear in the segments and the edits of a line (a file of one long line may hold tens of thousands of both): the
  // shifts in order of column, those that insert before those that replace at one column, so that what a segment
  // takes is always the shifts before a point, and the segments (in order of column, as a map holds them) move it on.
  for (const [line, shifts] of byLine) {
    shifts.sort((a, b) => a[0] - b[0] || Number(a[2]) - Number(b[2]));
    let taken = 0;
    let sum = 0;
    let previous = -1;
    for (const segment of lines[line] ?? []) {
      const column = segment[0];
      if (column < previous) [taken, sum] = [0, 0]; // Out of order (no map of ours is): start over.
      previous = column;
      // Text put at a column comes before what was there; a replacement starts where what it replaces started.
      for (; taken < shifts.length; taken++) {
        const [at, by, replaces] = shifts[taken]!;
        if (at > column || (at === column && replaces)) break;
        sum += by;
      }
      segment[0] += sum;
    }
  }
  return JSON.stringify({ ...parsed, mappings: encode(lines) });
}
