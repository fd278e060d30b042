// Text edits on the syntax tree of compiled JavaScript (compile.ts): each puts text at an offset of the code, or
// replaces a few characters there, and never adds a line, so a line of the edited code is still its line of the
// student's file.

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
