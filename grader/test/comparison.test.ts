import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../cli/main.ts';
import { KIT_ROOT } from '../cli/context.ts';
import { kitPaths } from '../src/kit/kit.ts';
import type { GradeReport } from '../src/score/result.ts';
import { validatorFor } from '../src/kit/schemas.ts';
import { submissionFolder, testContext, type TestContext } from './support.ts';

// The Deck: it writes ", " after the line break instead of before it, so its text differs from the pinned
// one only where a line ends. vitest's own message cuts both texts before that place.
const SWAPPED_DECK = `import { Card } from '../01-card/Card.ts';
import { mathRandom, type RandomSource } from '../../shared/RandomSource.ts';

export class Deck {
  protected cards: Card[] = [];
  protected undealt = 0;
  protected readonly random: RandomSource;

  constructor(ranks: string[], suits: string[], values: number[], random: RandomSource = mathRandom) {
    if (ranks.length !== values.length) throw new RangeError('one value per rank');
    this.random = random;
    for (const suit of suits) {
      for (let j = 0; j < ranks.length; j++) this.cards.push(new Card(ranks[j]!, suit, values[j]!));
    }
    this.shuffle();
  }

  isEmpty(): boolean { return this.undealt === 0; }
  size(): number { return this.undealt; }
  shuffle(): void { this.undealt = this.cards.length; }

  deal(): Card | null {
    if (this.undealt === 0) return null;
    this.undealt--;
    return this.cards[this.undealt]!;
  }

  private list(from: number, to: number): string {
    let text = '';
    for (let k = from, count = 0; k >= to; k--) {
      if (count > 0) text += ', ';
      text += String(this.cards[k]);
      if (++count % 2 === 0) text += '\\n';
    }
    return text;
  }

  toString(): string {
    const undealt = this.list(this.undealt - 1, 0);
    const dealt = this.list(this.cards.length - 1, this.undealt);
    return \`size = \${this.undealt}\\nUndealt cards: \\n\${undealt}\\nDealt cards: \\n\${dealt}\\n\`;
  }
}
`;

// The student's own test pins the right text, so it fails on their Deck: check must show where.
const OWN_TEST = `import { expect, it } from 'vitest';
import { Deck } from './Deck.ts';

it('six_cards_print_two_to_a_line', () => {
  const deck = new Deck(['A', 'B', 'C'], ['Giraffes', 'Lions'], [2, 1, 6]);
  expect(deck.toString()).toBe('size = 6\\nUndealt cards: \\n' +
    'C of Lions (point value = 6), B of Lions (point value = 1), \\n' +
    'A of Lions (point value = 2), C of Giraffes (point value = 6), \\n' +
    'B of Giraffes (point value = 1), A of Giraffes (point value = 2)\\n' +
    '\\nDealt cards: \\n\\n');
});
`;

describe('a failed text comparison', () => {
  let dir: string;
  let report: GradeReport;
  let graded: TestContext;

  beforeAll(async () => {
    const files = { 'Deck.ts': { text: SWAPPED_DECK }, 'DeckTester.test.ts': { text: OWN_TEST } };
    dir = submissionFolder({ 'elevens/02-deck': { files } });
    graded = testContext([], { cwd: dir });
    const args = [
      'grade',
      'sub',
      '--activity',
      'elevens/02',
      '--json',
      'report.json',
      '--gradescope',
      'results.json',
      '--junit',
      'junit.xml',
    ];
    expect(await main(args, graded)).toBe(0);
    report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as GradeReport;
  });

  it('puts_both_whole_texts_in_the_json_report', () => {
    const test = report.activities[0]!.hidden.find((t) => t.name === 'toString_matches_the_pinned_formats')!;
    expect(test.passed).toBe(false);
    // vitest's message cuts the texts; the comparison keeps them whole, and they differ only in where ", " goes.
    expect(test.message).toMatch(/…/);
    const { expected, actual } = test.comparison!;
    expect(expected.length).toBeGreaterThan(60);
    expect(expected).toMatch(/^size = \d+\nUndealt cards: \n[\s\S]*\nDealt cards: \n[\s\S]*\n$/);
    expect(actual.replaceAll(', ', '').replaceAll('\n', '')).toBe(expected.replaceAll(', ', '').replaceAll('\n', ''));
    expect(actual).not.toBe(expected);
  });

  it('the_terminal_report_shows_the_first_difference_with_line_breaks_visible', () => {
    const text = graded.stdout.text;
    expect(text).toMatch(
      new RegExp(
        '✗ toString_matches_the_pinned_formats: toString\\(\\) of [^\\n]+\\n' +
          ' {8}first difference at line \\d+, column \\d+: expected "," but got a line break\\n',
      ),
    );
    expect(text).toMatch(/ {10}expected: [^\n]*\),·⏎/);
    expect(text).toMatch(/ {10}actual: {3}[^\n]*\)⏎,·/);
  });

  it('gradescope_and_junit_show_the_difference_too', () => {
    const gradescope = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) as {
      tests: { name: string; output?: string }[];
    };
    const entry = gradescope.tests.find((t) => t.name.endsWith('toString_matches_the_pinned_formats'))!;
    expect(entry.output).toMatch(
      /^toString\(\) of .*\nfirst difference at line \d+, column \d+: expected "," but got a line break\n {2}expected/,
    );
    const xml = new XMLParser({ ignoreAttributes: false }).parse(readFileSync(path.join(dir, 'junit.xml'), 'utf8')) as {
      testsuites: { testsuite: { testcase: { '@_name': string; failure?: { '#text': string } }[] } };
    };
    const failure = xml.testsuites.testsuite.testcase.find(
      (c) => c['@_name'] === 'toString_matches_the_pinned_formats',
    )!.failure!;
    expect(failure['#text']).toMatch(/first difference at line \d+, column \d+: expected "," but got a line break/);
  });

  it('check_shows_where_the_students_own_test_and_their_deck_part', async () => {
    const ctx = testContext([], { cwd: dir });
    // The public test of a five-card deck and the student's own test both see the misplaced separator.
    expect(await main(['check', 'elevens/02', '--dir', 'sub'], ctx)).toBe(1);
    expect(ctx.stdout.text).toMatch(
      /^1 public test to fix, and 1 of your own tests fails \(your code or the test is wrong\); 15 hidden tests run/m,
    );
    expect(ctx.stdout.text).toContain(
      '  ✗ toString_lays_out_five_undealt_cards_two_to_a_line_and_the_dealt_one_after\n' +
        '      first difference at line 3, column 59: expected "," but got a line break',
    );
    expect(ctx.stdout.text).toContain(
      [
        '  ✗ six_cards_print_two_to_a_line',
        '      first difference at line 3, column 59: expected "," but got a line break',
        '        expected: …·Lions·(point·value·=·1),·⏎A·of·Lions·(point·value·=·2),…',
        '        actual:   …·Lions·(point·value·=·1)⏎,·A·of·Lions·(point·value·=·2),…',
        '                                           ^',
        '        (· is a space, ⏎ is a line break)',
      ].join('\n'),
    );
  });
});

// Own tests that compare values that are not two strings: a character of `true`, of `"ace"` or of a printed array
// is no place a student can look for.
const VALUE_TESTS = `import { expect, it } from 'vitest';
import { Deck } from './Deck.ts';

const deck = () => new Deck(['A', 'B', 'C'], ['Giraffes', 'Lions'], [2, 1, 6]);

it('a_boolean', () => {
  expect(deck().isEmpty()).toBe(true);
});

it('a_number', () => {
  expect(deck().size()).toBe(8);
});

it('a_rank_dealt_from_an_empty_deck', () => {
  expect(new Deck([], [], []).deal()?.rank()).toBe('ace');
});

it('a_text_that_reads_like_a_boolean', () => {
  expect(String(deck().isEmpty())).toBe('true');
});

it('screen_lines_with_a_trailing_space', () => {
  expect(deck().toString().split('\\n').slice(0, 2)).toEqual(['size = 6', 'Undealt cards:']);
});

it('screen_lines_one_missing', () => {
  expect(deck().toString().split('\\n').slice(0, 1)).toEqual(['size = 6', 'Undealt cards: ']);
});
`;

describe('a failed comparison of values that are not both strings', () => {
  let dir: string;

  beforeAll(() => {
    const files = { 'Deck.ts': { text: SWAPPED_DECK }, 'DeckTester.test.ts': { text: VALUE_TESTS } };
    dir = submissionFolder({ 'elevens/02-deck': { files } });
  });

  /** The lines check prints under one failed test of the student's own, up to the next test. */
  function shown(text: string, name: string): string[] {
    const lines = text.split('\n');
    const at = lines.indexOf(`  ✗ ${name}`);
    expect(at, `${name} in:\n${text}`).toBeGreaterThanOrEqual(0);
    const end = lines.findIndex((line, k) => k > at && !line.startsWith('    '));
    return lines.slice(at + 1, end).filter((line) => !line.trimStart().startsWith('at '));
  }

  it('check_shows_booleans_numbers_and_undefined_whole_and_screens_by_their_own_lines', async () => {
    const ctx = testContext([], { cwd: dir });
    expect(await main(['check', 'elevens/02', '--dir', 'sub'], ctx)).toBe(1);
    const text = ctx.stdout.text;
    expect(shown(text, 'a_boolean')).toEqual(['      expected true, got false']);
    expect(shown(text, 'a_number')).toEqual(['      expected 8, got 6']);
    expect(shown(text, 'a_rank_dealt_from_an_empty_deck')).toEqual(['      expected "ace", got undefined']);
    // Two strings are still compared character by character.
    expect(shown(text, 'a_text_that_reads_like_a_boolean')[0]).toBe(
      '      first difference at line 1, column 1: expected "t" but got "f"',
    );
    expect(shown(text, 'screen_lines_with_a_trailing_space')).toEqual([
      '      first difference at line 2, column 15: ' +
        'the expected line ends here, but the actual one goes on with a space (1 more character)',
      '        expected: Undealt·cards:',
      '        actual:   Undealt·cards:·',
      `                  ${' '.repeat(14)}^`,
      '        (· is a space)',
    ]);
    expect(shown(text, 'screen_lines_one_missing')).toEqual([
      '      first difference at line 2: line 2 is missing from the actual (it has 1 line, the expected 2)',
      '        expected: Undealt·cards:·',
      '        (· is a space)',
    ]);
  });

  it('the_json_report_keeps_the_printed_values_and_which_sides_were_strings', async () => {
    const ctx = testContext([], { cwd: dir });
    await main(['grade', 'sub', '--activity', 'elevens/02', '--json', 'values.json'], ctx);
    const report = JSON.parse(readFileSync(path.join(dir, 'values.json'), 'utf8')) as GradeReport;
    expect(validatorFor(kitPaths(KIT_ROOT).schemas, 'grade-report')(report)).toBe(true);
    // Each own test fails on the reference too, so each is reported with what it compared.
    const tests = new Map(report.activities[0]!.testing.tests.map((test) => [test.name, test.comparison]));
    expect(tests.get('a_boolean')).toEqual({
      expected: 'true',
      actual: 'false',
      strings: { expected: false, actual: false },
    });
    expect(tests.get('a_rank_dealt_from_an_empty_deck')).toEqual({
      expected: '"ace"',
      actual: 'undefined',
      strings: { expected: true, actual: false },
    });
    expect(tests.get('a_text_that_reads_like_a_boolean')).toEqual({ expected: 'true', actual: 'false' });
    expect(tests.get('screen_lines_one_missing')).toEqual({
      expected: '[\n  "size = 6",\n  "Undealt cards: ",\n]',
      actual: '[\n  "size = 6",\n]',
      strings: { expected: false, actual: false },
    });
  });
});
