// Text a student controls (test names, failure messages, compared values, file and folder names, quoted code) is
// made inert here, once per medium, at the point it is shown: a terminal must not run its escape sequences, a page
// must not run its markup, a spreadsheet its formulas, and an XML reader must get a document it can parse. The JSON
// report keeps the exact text (JSON's own escaping makes it safe there).

/**
 * Characters a reader must never get raw: every control character (C0, DEL, C1: a terminal runs them, and `\b`,
 * `\r` rewrite what is already shown), format characters (bidirectional overrides and isolates reorder what is
 * shown; zero-width ones hide a difference), line and paragraph separators, lone surrogates and the two
 * non-characters XML forbids. Zero-width (non-)joiners are kept: emoji and some scripts are made of them, and they
 * neither move nor hide text.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\uFFFE\uFFFF]/gu;
const KEPT = new Set(['\u200C', '\u200D']);
const SHORT: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** The escape a programmer would write for a character in a string literal: `\x1b`, `\u202e`, `\u{e0041}`. */
function escapeOf(char: string): string {
  const short = SHORT[char];
  if (short) return short;
  const code = char.codePointAt(0)!;
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`;
  if (code <= 0xffff) return `\\u${code.toString(16).padStart(4, '0')}`;
  return `\\u{${code.toString(16)}}`;
}

export interface TextOptions {
  /**
   * Keep line breaks (`\n`, and `\r\n` as `\n`) where the layout has room for several lines; otherwise a line break
   * is shown as `\n`, so that a name can never start a line of its own (a fake "Total 15/15").
   */
  lines?: boolean;
}

/**
 * Plain text, as a terminal or any text view shows it (the check page's text, Gradescope's text output): every
 * unsafe character shown as a visible escape (`\x1b`, `\u202e`, `\t`). Apply it before the kit adds its own colours.
 */
export function forText(value: string | number, { lines = false }: TextOptions = {}): string {
  let text = String(value);
  if (lines) text = text.replaceAll('\r\n', '\n');
  return text.replace(UNSAFE, (char) => (KEPT.has(char) || (lines && char === '\n') ? char : escapeOf(char)));
}

/** `& < > " '` as entities: text that can close no element and no quoted attribute. */
function escapeMarkup(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Text safe anywhere in HTML, in an element or a quoted attribute: markup escaped, unsafe characters visible. */
export function forHtml(value: string | number): string {
  return escapeMarkup(forText(value, { lines: true }));
}

/**
 * Text safe in an XML 1.0 element or quoted attribute. XML forbids most control characters even as character
 * references, so they are shown as visible escapes, as everywhere else; markup is escaped.
 */
export function forXml(value: string | number): string {
  // HTML's escaping is XML's: `&#39;` and the named entities used are XML's own.
  return forHtml(value);
}

const NUMBER = /^-?\d+(\.\d+)?$/;
/** What a spreadsheet reads as the start of a formula (after any spaces): `= + - @`, or a tab or carriage return. */
const FORMULA = /^[ ]*[=+\-@]|^[\t\r]/;

/**
 * One CSV cell. Text that a spreadsheet would run as a formula gets a leading apostrophe, so a student's folder can
 * never be one (unless `given`: the instructor's own text); real numbers stay numbers. Unsafe characters are shown
 * as escapes (a cell is one line). Cells with a comma, a quote or outer spaces are quoted.
 */
export function forCsv(value: string | number, { given = false }: { given?: boolean } = {}): string {
  if (typeof value === 'number') return String(value);
  // Text the instructor gave (a roster's id, email, section) is written as given, only quoted: an apostrophe before
  // `+syn@example.edu` would make it an address Canvas cannot match.
  const neutral = !given && FORMULA.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  const text = forText(neutral);
  return /[",]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
