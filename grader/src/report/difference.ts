// Where two texts (or two screens, as arrays of lines) first part, shown so that a student can see it: a failed
// `toBe` on a long text otherwise prints both sides cut short, and they look the same. Other values are shown whole:
// a character of a printed `true` or `"ace"` is no place to look. Pure: no I/O, used by every reporter.

import type { Comparison } from '../score/result.ts';
import { compactPrinted, elementAt, elementPath, topLevelLength } from './printedValue.ts';

export type { Comparison };

/** The first place where the texts differ, counted as a reader counts: lines and characters as seen. */
export interface Difference {
  /** 1-based line and column of the first character that differs (a character as seen: `é` is one either way). */
  line: number;
  column: number;
  /** The character each side has there, or undefined where that text has already ended. */
  expectedChar?: string;
  actualChar?: string;
  /** Both texts around that place, with spaces, tabs and line breaks made visible. */
  expectedExcerpt: string;
  actualExcerpt: string;
  /** How many terminal columns of the excerpts come before the difference (where a caret goes). */
  caret: number;
  /** Characters of each text from the difference to its end. */
  expectedRest: number;
  actualRest: number;
}

const BEFORE = 24;
const AFTER = 32;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

function characters(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

const LINE_BREAKS = new Set(['\n', '\r\n', '\r']);

// Each visible stand-in is one column wide, so a caret under the excerpts stays in place.
const VISIBLE: Record<string, string> = {
  ' ': '·',
  '\t': '→',
  '\n': '⏎',
  '\r\n': '␍⏎',
  '\r': '␍',
  '\u00a0': '⍽',
};

const LEGEND: [string, string][] = [
  ['·', 'a space'],
  ['→', 'a tab'],
  ['⏎', 'a line break'],
  ['␍', 'a carriage return (\\r, as in Windows line breaks)'],
  ['⍽', 'a no-break space'],
];

function codePoints(char: string): string {
  return Array.from(char, (c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');
}

/** A character as it is shown in an excerpt: invisible ones get a stand-in. */
function visible(char: string): string {
  const known = VISIBLE[char];
  if (known !== undefined) return known;
  // Control and formatting characters (zero-width spaces, a byte-order mark…) would be invisible or move the text.
  if (/^[\p{Cc}\p{Cf}]+$/u.test(char)) return `⟨${codePoints(char)}⟩`;
  return char;
}

/** Terminal columns a visible character takes: wide East Asian characters and emoji take two. */
function width(shown: string): number {
  const code = shown.codePointAt(0) ?? 0;
  if (shown.length > 1 && shown.startsWith('⟨')) return shown.length;
  const wide =
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x1f300 && code <= 0x1faff) ||
    (code >= 0x20000 && code <= 0x3fffd);
  return wide ? 2 : 1;
}

/** A character named in words, for the headline: `"," `, `a line break`, `"é" (U+0065 U+0301)`. */
export function nameOf(char: string | undefined): string {
  if (char === undefined) return 'the end of the text';
  const named: Record<string, string> = {
    ' ': 'a space',
    '\t': 'a tab',
    '\n': 'a line break',
    '\r\n': 'a Windows line break (\\r\\n)',
    '\r': 'a carriage return (\\r)',
  };
  if (named[char]) return named[char];
  // Characters outside plain ASCII can look alike (é and e + ´, ♠ and ♤): their code points tell them apart.
  return /^[\x21-\x7e]$/.test(char) ? `"${char}"` : `"${visible(char)}" (${codePoints(char)})`;
}

function excerpt(chars: string[], from: number, to: number, show = visible): string {
  const shown = chars.slice(from, to).map(show).join('');
  return `${from > 0 ? '…' : ''}${shown}${to < chars.length ? '…' : ''}`;
}

/** How much of the texts an excerpt holds around their difference, and whether its spaces are made visible. */
export interface ExcerptShape {
  before?: number;
  after?: number;
  /** `printed`: the texts are values printed by the grader (compactPrinted), whose spaces are its own. */
  spaces?: 'visible' | 'printed';
}

/** The first difference between two texts, or undefined when they are the same text. */
export function firstDifference(
  expected: string,
  actual: string,
  { before = BEFORE, after = AFTER, spaces = 'visible' }: ExcerptShape = {},
): Difference | undefined {
  if (expected === actual) return undefined;
  const want = characters(expected);
  const got = characters(actual);
  let at = 0;
  while (at < want.length && at < got.length && want[at] === got[at]) at++;
  let line = 1;
  let lineStart = 0;
  for (let k = 0; k < at; k++) {
    if (LINE_BREAKS.has(want[k]!)) {
      line++;
      lineStart = k + 1;
    }
  }
  const from = Math.max(0, at - before);
  const show = spaces === 'printed' ? (char: string) => (char === ' ' ? ' ' : visible(char)) : visible;
  const prefix = `${from > 0 ? '…' : ''}${want.slice(from, at).map(show).join('')}`;
  return {
    line,
    column: at - lineStart + 1,
    expectedChar: want[at],
    actualChar: got[at],
    expectedExcerpt: excerpt(want, from, Math.min(want.length, at + after), show),
    actualExcerpt: excerpt(got, from, Math.min(got.length, at + after), show),
    caret: Array.from(segmenter.segment(prefix), (part) => width(part.segment)).reduce((sum, w) => sum + w, 0),
    expectedRest: want.length - at,
    actualRest: got.length - at,
  };
}

function remaining(chars: number): string {
  return `${chars} more character${chars === 1 ? '' : 's'}`;
}

function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function legendOf(excerpts: string): string[] {
  const legend = LEGEND.filter(([symbol]) => excerpts.includes(symbol)).map(
    ([symbol, meaning]) => `${symbol} is ${meaning}`,
  );
  return legend.length > 0 ? [`  (${legend.join(', ')})`] : [];
}

/** A found difference as lines: `where` names the place, `noun` what ended (`text`, or `line` of a screen). */
function placeLines(found: Difference, where: string, noun: string): string[] {
  const { expectedChar, actualChar } = found;
  let what = `expected ${nameOf(expectedChar)} but got ${nameOf(actualChar)}`;
  if (actualChar === undefined) {
    const next = `${nameOf(expectedChar)} (${remaining(found.expectedRest)})`;
    what = `the actual ${noun} ends here, but the expected one goes on with ${next}`;
  }
  if (expectedChar === undefined) {
    const next = `${nameOf(actualChar)} (${remaining(found.actualRest)})`;
    what = `the expected ${noun} ends here, but the actual one goes on with ${next}`;
  }
  return [
    `first difference at ${where}: ${what}`,
    `  expected: ${found.expectedExcerpt}`,
    `  actual:   ${found.actualExcerpt}`,
    `            ${' '.repeat(found.caret)}^`,
    ...legendOf(`${found.expectedExcerpt}${found.actualExcerpt}`),
  ];
}

// An array of strings as vitest prints one (pretty-format: one per line, `"` and `\` escaped, a comma after each).
const PRINTED_LINES = /^\[\n((?: {2}"(?:[^"\\]|\\["\\])*",\n)*)\]$/;
const PRINTED_LINE = / {2}"((?:[^"\\]|\\["\\])*)",\n/g;

/** The strings of a printed array of strings (a screen as lines), or undefined for any other printed value. */
function printedLines(printed: string): string[] | undefined {
  if (printed === '[]') return [];
  const body = PRINTED_LINES.exec(printed)?.[1];
  if (body === undefined) return undefined;
  return Array.from(body.matchAll(PRINTED_LINE), (match) => match[1]!.replace(/\\(["\\])/g, '$1'));
}

/** Lines that one side has and the other has not: the first of them, shown as an excerpt is. */
function unmatchedLines(want: string[], got: string[]): string[] {
  const missing = got.length < want.length;
  const [longer, shorter] = missing ? [want, got] : [got, want];
  const first = shorter.length + 1;
  const which = longer.length - shorter.length === 1 ? `line ${first}` : `lines ${first} to ${longer.length}`;
  const what = missing
    ? `${which} ${first === longer.length ? 'is' : 'are'} missing from the actual`
    : `the actual has ${first === longer.length ? 'an ' : ''}extra ${which}`;
  const chars = characters(longer[first - 1]!);
  const shown = chars.length === 0 ? '(an empty line)' : excerpt(chars, 0, Math.min(chars.length, BEFORE + AFTER));
  const counts = `it has ${counted(got.length, 'line')}, the expected ${want.length}`;
  return [
    `first difference at line ${first}: ${what} (${counts})`,
    missing ? `  expected: ${shown}` : `  actual:   ${shown}`,
    ...legendOf(shown),
  ];
}

/**
 * Two screens as arrays of lines: "line N" is the Nth string, the column is within it (the printed arrays' own
 * lines and quotes are not what the student sees).
 */
function screenLines(want: string[], got: string[]): string[] {
  let at = 0;
  while (at < want.length && at < got.length && want[at] === got[at]) at++;
  if (at === want.length && at === got.length) return [];
  if (at === want.length || at === got.length) return unmatchedLines(want, got);
  const found = firstDifference(want[at]!, got[at]!)!;
  const within = found.line > 1 ? ` (its line ${found.line})` : '';
  const lines = placeLines(found, `line ${at + 1}${within}, column ${found.column}`, 'line');
  const counts = `  (the expected has ${counted(want.length, 'line')}, the actual ${got.length})`;
  return want.length === got.length ? lines : [...lines, counts];
}

const PLAIN_WIDTH = 120;
const PLAIN_LINES = 10;

function cut(line: string): string {
  const chars = characters(line);
  return chars.length > PLAIN_WIDTH ? `${chars.slice(0, PLAIN_WIDTH).join('')}…` : line;
}

function block(printed: string): string[] {
  const lines = printed.split('\n');
  const more = lines.length - PLAIN_LINES;
  const shown = lines.slice(0, more > 1 ? PLAIN_LINES : lines.length).map((line) => `    ${cut(line)}`);
  return more > 1 ? [...shown, `    … (${more} more lines)`] : shown;
}

/** A value printed whole on one line fits this: a longer one is shown around its first difference. */
const COMPACT_WHOLE = 100;

/**
 * Two values printed over many lines (arrays, objects), made compact and shown around the place they first part,
 * named by its array indices where it has them (`[2][0]`): not their first lines, which may all be alike.
 */
function printedDifference(expected: string, actual: string): string[] | undefined {
  const want = compactPrinted(expected);
  const got = compactPrinted(actual);
  const short = want.length <= COMPACT_WHOLE && got.length <= COMPACT_WHOLE;
  const shape = short ? { before: COMPACT_WHOLE, after: COMPACT_WHOLE } : {};
  const found = firstDifference(want, got, { ...shape, spaces: 'printed' });
  if (!found) return undefined;
  const at = found.column - 1;
  // One array ends where the other goes on with an element: the place is that element, which one side lacks.
  const extra = want[at] === ']' && got[at] === ',' ? 'actual' : want[at] === ',' && got[at] === ']' ? 'expected' : '';
  const place = extra
    ? elementPath(extra === 'actual' ? got : want, at + 1)
    : (elementPath(want, at) ?? elementPath(got, at));
  const where = place ? `element ${place}` : 'this place';
  // Two values of one element that differ as wholes (`"ace"` and `undefined`) are named whole, not by a character.
  const [wantElement, gotElement] = [elementAt(want, at), elementAt(got, at)];
  const whole =
    !extra && place && wantElement && gotElement && !/[[{]/.test(wantElement + gotElement)
      ? `first difference at ${where}: expected ${cut(wantElement)} but got ${cut(gotElement)}`
      : undefined;
  const lines = whole
    ? [whole, ...placeLines(found, where, 'value').slice(1)]
    : extra
      ? [
          `first difference at ${where}: the ${extra} has an element there, the ${extra === 'actual' ? 'expected' : 'actual'} array ends before it`,
          ...placeLines(found, where, 'value').slice(1),
        ]
      : placeLines(found, where, 'value');
  const [wantLength, gotLength] = [topLevelLength(want), topLevelLength(got)];
  const lengths =
    wantLength !== undefined && gotLength !== undefined && wantLength !== gotLength
      ? [`  (the expected has ${counted(wantLength, 'element')}, the actual ${gotLength})`]
      : [];
  return [...lines, ...lengths];
}

/** Values that are not both text, as vitest printed them: a character of `true` or of `"ace"` means nothing. */
function plainLines(expected: string, actual: string): string[] {
  if (!expected.includes('\n') && !actual.includes('\n')) return [`expected ${cut(expected)}, got ${cut(actual)}`];
  // Two values of many lines each (arrays, objects) are compared; against a one-line value (`undefined`, a string)
  // there is no place to name, and both are shown as printed.
  const compared = expected.includes('\n') && actual.includes('\n') ? printedDifference(expected, actual) : undefined;
  return compared ?? ['expected:', ...block(expected), 'got:', ...block(actual)];
}

/**
 * The difference as lines of text: a headline naming the place and the two characters, both excerpts with a caret
 * under the place they part, and what the stand-ins mean. Only two strings, or two arrays of strings (a screen's
 * lines), are compared character by character; other values are shown as they were printed. Empty when there is
 * nothing to add to the failure's message.
 */
export function differenceLines({ expected, actual, strings }: Comparison): string[] {
  if (!strings || (strings.expected && strings.actual)) {
    const found = firstDifference(expected, actual);
    return found ? placeLines(found, `line ${found.line}, column ${found.column}`, 'text') : [];
  }
  // Two values printed alike (`toBe` on two equal objects): vitest's own message says why they still differ.
  if (expected === actual) return [];
  const want = strings.expected ? undefined : printedLines(expected);
  const got = strings.actual ? undefined : printedLines(actual);
  return want && got ? screenLines(want, got) : plainLines(expected, actual);
}

/**
 * What a failure says before the compared values: the test's own message (`expect(x, 'isEmpty after a deal')`), or
 * nothing when vitest's message only repeats the values, cut short (`expected 'size = 6\nUndea…' to be …`).
 */
export function ownWords(message: string | undefined): string {
  const first = (message ?? '').split('\n')[0]!;
  if (/^expected /.test(first)) return '';
  const at = first.indexOf(': expected ');
  return at >= 0 ? first.slice(0, at) : first;
}

/** A failure as plain text for reports that have room for it (Gradescope, JUnit): the message, then the difference. */
export function failureText(message: string | undefined, comparison: Comparison | undefined): string {
  const lines = comparison ? differenceLines(comparison) : [];
  if (lines.length === 0) return message ?? 'failed';
  const own = ownWords(message);
  return [...(own ? [own] : []), ...lines].join('\n');
}
