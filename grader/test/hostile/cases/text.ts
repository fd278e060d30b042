import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { buildGradebook } from '../../../src/score/gradebook.ts';
import { writeClassReport } from '../../../src/report/classReport/classReport.ts';
import { renderClassTable } from '../../../src/report/classTable.ts';
import { gradebookCsv } from '../../../src/report/gradebookCsv.ts';
import { toGradescope } from '../../../src/report/gradescope.ts';
import { toJUnit } from '../../../src/report/junit.ts';
import { renderTerminal } from '../../../src/report/terminal.ts';
import type { ActivityResult, GradeReport } from '../../../src/score/result.ts';
import { JUNIT4_XSD, xmllintErrors } from '../../consumers/jenkinsSchemas.ts';
import { all, replacing, type HostileCase, type Sources } from '../corpus.ts';

/**
 * What a student writes to take over the reader of a report: a spreadsheet formula, a clear screen, a fake green
 * total on a line of its own, the reader's clipboard (OSC 52), a hidden link (OSC 8), backspaces, shift-out, a
 * carriage return, a C1 CSI, DEL, bidirectional overrides, markup, and a character XML 1.0 cannot hold.
 */
export const HOSTILE_TEXT =
  '=HYPERLINK("https://evil.example","x")\u001b[2J\u001b[H\u001b[1;32mTotal 15/15 (100.0%)\u001b[0m' +
  '\u001b]52;c;b3duZWQ=\u0007\u001b]8;;https://evil.example/\u001b\\link\u001b]8;;\u001b\\\b\b\u000e\r\u009b2J\u007f' +
  '\u202eevil\u202c\u2066x\u2069<script>alert(1)</script><img src=x onerror=alert(1)>\u0001\nTotal 15/15';

/** A code point that must never reach a reader raw (a line break aside, where the layout keeps lines). */
export const RAW_UNSAFE =
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

/** The hostile text as a string literal of the student's source (the file itself stays plain ASCII and UTF-8). */
const LITERAL = JSON.stringify(HOSTILE_TEXT);

/** Terminal text less the kit's own colours (SGR), which must be the only escape sequences left in it. */
export const withoutKitColours = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

function rawIn(medium: string, text: string): string | undefined {
  const found = RAW_UNSAFE.exec(text.replaceAll('\n', ''));
  if (!found) return undefined;
  const code = found[0].codePointAt(0)!.toString(16).padStart(4, '0');
  return `${medium} shows U+${code} raw near ${JSON.stringify(text.slice(Math.max(0, found.index - 30), found.index + 10))}`;
}

/** Where a report of the student's text is shown live: the first reporter that lets it act, or undefined. */
export function whereNotInert(report: GradeReport): string | undefined {
  for (const color of [true, false]) {
    const terminal = withoutKitColours(renderTerminal(report, color, { jsonReport: 'report.json' }));
    const wrong = rawIn('the terminal report', terminal);
    if (wrong) return wrong;
    const totals = terminal.split('\n').filter((line) => line.startsWith('Total'));
    if (totals.length !== 1) return `the terminal report starts ${totals.length} lines with "Total"`;
  }
  const book = buildGradebook([report]);
  const table = rawIn('the class table', withoutKitColours(renderClassTable(book, true)));
  if (table) return table;
  const xml = toJUnit(report, { hostname: 'grader' });
  const invalid = xmllintErrors(xml, JUNIT4_XSD);
  if (invalid) return `the JUnit XML is not valid: ${invalid}`;
  const junit = rawIn('the JUnit XML', xml);
  if (junit) return junit;
  // What Gradescope shows: the overall output and each test's name and output (extra_data is for scripts).
  const results = toGradescope(report) as { output: string; tests: { name: string; output?: string }[] };
  const gradescope = [results.output, ...results.tests.flatMap((test) => [test.name, test.output ?? ''])];
  const shown = gradescope.map((text) => rawIn('Gradescope', text)).find(Boolean);
  if (shown) return shown;
  const cells = (parse(gradebookCsv(book), { bom: true }) as string[][]).flat();
  const formula = cells.find((cell) => /^\s*[=+@]|^-(?!\d)/.test(cell));
  if (formula !== undefined) return `the gradebook has a formula: ${formula}`;
  const csv = cells.map((cell) => rawIn('the gradebook', cell)).find(Boolean);
  if (csv) return csv;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-inert-'));
  writeClassReport(dir, book, [report], 'class', dir);
  const pages = ['index.html', ...readdirSync(path.join(dir, 'students')).map((name) => `students/${name}`)];
  for (const page of pages) {
    const html = readFileSync(path.join(dir, page), 'utf8');
    if (/<script|<img/i.test(html)) return `the class report's ${page} holds the student's markup`;
    const raw = rawIn(`the class report's ${page}`, html);
    if (raw) return raw;
  }
  return undefined;
}

/** The activity, in a report of a submission itself named with the hostile text, shown inert by every reporter. */
const shownInert = (result: ActivityResult) =>
  whereNotInert({
    tool: 'cardlab',
    version: '0.1.0',
    submission: HOSTILE_TEXT,
    gradedAt: '2026-03-02T10:20:30.456Z',
    durationMs: 1000,
    points: result.points,
    maxPoints: result.maxPoints,
    activities: [result],
    warnings: [`${HOSTILE_TEXT} was graded as ${result.id}/Card.ts`],
  });

/** The report model keeps what the student wrote exactly (the JSON report's escaping makes it safe there). */
const keptExactly = (fragment: string) => (result: ActivityResult) =>
  JSON.stringify(result).includes(JSON.stringify(fragment).slice(1, -1))
    ? undefined
    : `the result does not keep ${JSON.stringify(fragment)}`;

/** The first stage of each lab: its subject files, its first student test file and its full score. */
const STAGES = [
  { activity: 'elevens/01-card', subjects: ['Card.ts'], tests: ['CardTester.test.ts'], hidden: 11, testing: 4 },
  {
    activity: 'pyramid/01-model',
    subjects: ['Card.ts', 'BasicPyramidSolitaire.ts'],
    tests: ['CardTester.test.ts', 'BasicPyramidSolitaireTester.test.ts'],
    hidden: 60,
    testing: 8,
  },
  {
    activity: 'montecarlo/01-coordinate',
    subjects: ['Coordinate.ts'],
    tests: ['CoordinateTester.test.ts'],
    hidden: 14,
    testing: 3,
  },
  { activity: 'klondike/01-card', subjects: ['Card.ts'], tests: ['CardTester.test.ts'], hidden: 8, testing: 3 },
];

/** The reference stage with the reference tests, one more test appended to the first test file. */
const withTest = (stage: (typeof STAGES)[number], test: string) => (src: Sources) => {
  const files: Record<string, string> = {};
  for (const name of stage.subjects) files[name] = src.reference(stage.activity, name);
  for (const name of stage.tests) files[name] = src.tests(stage.activity, name);
  const first = stage.tests[0]!;
  // An import may stand anywhere at the top level of a module: the reference's own names are left alone.
  files[first] = `${files[first]}\nimport * as hostile from 'vitest';\n${test}\n`;
  return files;
};

const CARD = 'elevens/01-card';
const COORDINATE = 'montecarlo/01-coordinate';

export const TEXT: HostileCase[] = [
  // Names of the student's tests and describe blocks: in every report that lists their tests (caught by, invalid).
  ...STAGES.map((stage): HostileCase => ({
    name: `${stage.activity}: test and describe names that carry escape sequences, markup and a formula`,
    kind: 'output',
    activity: stage.activity,
    files: withTest(
      stage,
      `hostile.describe(${LITERAL}, () => {\n  hostile.it(${LITERAL}, () => hostile.expect(1).toBe(1));\n});`,
    ),
    points: stage.hidden + stage.testing,
    check: all(keptExactly('\u001b]52;c;'), shownInert),
  })),
  // A test that fails on the reference: its name, message and compared values are shown as an invalid test's.
  ...STAGES.map((stage): HostileCase => ({
    name: `${stage.activity}: an invalid test whose message and compared values carry escape sequences`,
    kind: 'output',
    activity: stage.activity,
    files: withTest(
      stage,
      `hostile.it(${LITERAL}, () => hostile.expect(${LITERAL}, ${LITERAL}).toBe('plain'));\n` +
        `hostile.it('throws', () => { throw new Error(${LITERAL}); });`,
    ),
    points: stage.hidden,
    check: all(keptExactly('\u202eevil'), (result) =>
      result.testing.tests.some((test) => !test.validOnReference && test.comparison?.actual.includes('\u0001'))
        ? shownInert(result)
        : 'no invalid test kept its compared value',
    ),
  })),
  // The student's code under the hidden tests: what it throws and what it returns reach the hidden tests' failures.
  {
    name: 'a Card that throws and returns text carrying escape sequences, markup and a formula',
    kind: 'output',
    activity: CARD,
    files: (src) => ({
      'Card.ts': replacing(
        replacing(src.reference(CARD, 'Card.ts'), 'return this.cardSuit;', `throw new Error(${LITERAL});`),
        'toString(): string {',
        `toString(): string {\n    return ${LITERAL};`,
      ),
    }),
    // With suit() throwing and toString() wrong, rank, pointValue and a card not matching a different one pass.
    points: 3,
    check: all(keptExactly('\u001b]8;;'), shownInert),
  },
  // A helper file named with escape sequences: its name is in the rule it breaks, in every report of that.
  {
    name: 'a helper file named with escape sequences and bidirectional overrides, breaking the lab’s rule',
    kind: 'output',
    activity: COORDINATE,
    files: (src) => {
      const helper = `./help\u001b]52;c;b3duZWQ=\u0007\u202e\u001b[2J.ts`;
      return {
        [helper.slice(2)]: 'export const held = new Map<number, number>();\n',
        'Coordinate.ts': `import { held } from ${JSON.stringify(helper)};\nvoid held;\n${src.reference(COORDINATE, 'Coordinate.ts')}`,
      };
    },
    // While a rule is broken the hidden tests' points are withheld; there are no tests of the student's own.
    points: 0,
    check: all(
      (result) =>
        result.forbidden.some((use) => use.file.includes('\u001b]52'))
          ? undefined
          : `no forbidden use names the helper: ${JSON.stringify(result.forbidden)}`,
      shownInert,
    ),
  },
];
