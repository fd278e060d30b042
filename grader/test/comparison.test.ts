import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../cli/main.ts';
import type { GradeReport } from '../src/result.ts';
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
    // The public tests pass, but the student's own test fails: the code or the test is wrong, so check exits 1.
    expect(await main(['check', 'elevens/02', '--dir', 'sub'], ctx)).toBe(1);
    expect(ctx.stdout.text).toMatch(
      /^all public tests pass, but 1 of your own tests fails \(your code or the test is wrong\); 15 hidden tests run/m,
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
