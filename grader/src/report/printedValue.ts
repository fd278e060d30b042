// A value as vitest prints it (pretty-format: one element or field a line) made compact, and the place in it where
// two such values first part: an array of 200 pairs is 1,400 printed lines, and its first difference may be past
// any number of them. Pure: no I/O.

/** Each character of a printed value, with whether it is inside a quoted string (where brackets mean nothing). */
function scan(text: string, each: (char: string, quoted: boolean, at: number) => void): void {
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    each(char, quoted, at);
    if (quoted && char === '\\') {
      at++;
      continue;
    }
    if (char === '"') quoted = !quoted;
  }
}

/**
 * The printed value on one line, as it would be written by hand: `[[0, 3], [3, 7]]`, `Card {"rank": "ace"}`. Each
 * printed line is trimmed of its indentation; an opening bracket is not followed by a space, a closing one is not
 * preceded by the comma pretty-format puts after the last element.
 */
export function compactPrinted(printed: string): string {
  let out = '';
  for (const line of printed.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    const closing = /^[\]}]/.test(line);
    if (closing) out = out.replace(/,$/, '');
    const opened = /[[{]$/.test(out);
    out += out && !closing && !opened ? ` ${line}` : line;
  }
  return out;
}

/**
 * Where `at` (an index into a compact printed value) lies, as the indices of the arrays around it: `[2]`, `[2][0]`.
 * Undefined inside an object, or outside any array.
 */
export function elementPath(compact: string, at: number): string | undefined {
  const stack: { kind: string; index: number }[] = [];
  scan(compact.slice(0, at), (char, quoted) => {
    if (quoted) return;
    if (char === '[' || char === '{') stack.push({ kind: char, index: 0 });
    else if (char === ']' || char === '}') stack.pop();
    else if (char === ',' && stack.length > 0) stack.at(-1)!.index++;
  });
  if (stack.length === 0 || stack.some((entry) => entry.kind !== '[')) return undefined;
  return stack.map((entry) => `[${entry.index}]`).join('');
}

/** How many elements a compact printed array has at its top level, or undefined when it is not an array. */
export function topLevelLength(compact: string): number | undefined {
  if (!compact.startsWith('[')) return undefined;
  if (compact === '[]') return 0;
  let depth = 0;
  let commas = 0;
  scan(compact, (char, quoted) => {
    if (quoted) return;
    if (char === '[' || char === '{') depth++;
    else if (char === ']' || char === '}') depth--;
    else if (char === ',' && depth === 1) commas++;
  });
  return commas + 1;
}

/**
 * The element of a compact printed array that holds `at`, as printed (`"ace"`, `undefined`, `[0, 3]`), or undefined
 * outside any array. Both sides of a difference agree up to `at`, so the element starts at the same place in each.
 */
export function elementAt(compact: string, at: number): string | undefined {
  const starts: { kind: string; start: number }[] = [];
  scan(compact.slice(0, at), (char, quoted, index) => {
    if (quoted) return;
    if (char === '[' || char === '{') starts.push({ kind: char, start: index + 1 });
    else if (char === ']' || char === '}') starts.pop();
    else if (char === ',' && starts.length > 0) starts.at(-1)!.start = index + 1;
  });
  const inner = starts.at(-1);
  if (!inner || inner.kind !== '[') return undefined;
  let depth = 0;
  let end = compact.length;
  let found = false;
  scan(compact.slice(inner.start), (char, quoted, index) => {
    if (found || quoted) return;
    if (char === '[' || char === '{') depth++;
    else if ((char === ']' || char === '}') && depth > 0) depth--;
    else if (depth === 0 && (char === ',' || char === ']')) {
      end = inner.start + index;
      found = true;
    }
  });
  return compact.slice(inner.start, end).trim();
}
