import { describe, expect, it } from 'vitest';
import { main } from '../cli/main.ts';
import type { FileSource } from '../src/intake/assemble.ts';
import { submissionFolder, testContext } from './support.ts';

const CARD = `export class Card {
  constructor(private readonly r: string, private readonly s: string, private readonly v: number) {}
  rank(): string { return this.r; }
  suit(): string { return this.s; }
  pointValue(): number { return this.v; }
  matches(other: Card): boolean {
    return this.r === other.rank() && this.s === other.suit() && this.v === other.pointValue();
  }
  toString(): string { return \`\${this.r} of \${this.s} (point value = \${this.v})\`; }
}
`;
const OWN_TESTS = `import { expect, it } from 'vitest';
import { Card } from './Card.ts';

it('keeps_its_rank', () => {
  expect(new Card('ace', 'hearts', 1).rank()).toBe('ace');
});
`;

/** Runs `check elevens/01` on a Card stage made of the given files; the output and the exit code. */
async function checkCard(files: Record<string, FileSource>): Promise<{ text: string; code: number }> {
  const stage = { 'Card.ts': { text: CARD }, 'CardTester.test.ts': { text: OWN_TESTS }, ...files };
  const dir = submissionFolder({ 'elevens/01-card': { files: stage } });
  const ctx = testContext([], { cwd: dir });
  const code = await main(['check', 'elevens/01', '--dir', 'sub'], ctx);
  return { text: ctx.stdout.text, code };
}

/** What the issue found `check` saying about code that does not load: none of it may come back. */
function expectNoFalseComfort(text: string): void {
  expect(text).not.toMatch(/none yet/);
  expect(text).not.toMatch(/0\/0 pass/);
  expect(text).not.toMatch(/Transform failed/);
  expect(text).not.toMatch(/0 public tests? to fix/);
  expect(text).not.toMatch(/all public tests pass/);
}

describe('check on code that does not load', () => {
  it('a_syntax_error_in_the_subject_names_the_file_line_column_and_reason', async () => {
    // Line 7 loses the closing parenthesis of its last call.
    const { text, code } = await checkCard({
      'Card.ts': { text: CARD.replace('other.pointValue();', 'other.pointValue(;') },
    });
    expect(text).toMatch(/^✗ Card\.ts does not load: elevens\/01-card\/Card\.ts:7:\d+: syntax error: .+$/m);
    expect(text).toContain('public tests  not run: Card.ts does not load');
    expect(text).toContain('your tests    not run: Card.ts does not load');
    expect(text).toMatch(
      /^Card\.ts does not load: fix elevens\/01-card\/Card\.ts:\d+:\d+ first; 10 hidden tests run at grading$/m,
    );
    expectNoFalseComfort(text);
    expect(code).toBe(1);
  });

  it('a_bad_import_in_the_test_file_names_the_import_and_where_it_is', async () => {
    const { text, code } = await checkCard({
      'CardTester.test.ts': { text: OWN_TESTS.replace("'./Card.ts'", "'./card.ts'") },
    });
    const place = 'elevens/01-card/CardTester.test.ts:2:22';
    expect(text).toContain(
      `\n✗ CardTester.test.ts does not load: ${place}: cannot find './card.ts' (imported by ` +
        "elevens/01-card/CardTester.test.ts): there is no such file; did you mean './Card.ts'?",
    );
    // A slip in a name is a bad import to mend, not a file to put back.
    expect(text).not.toContain('put it back');
    // The subject loads: its public tests run and pass.
    expect(text).toContain('public tests  2/2 pass');
    expect(text).toContain('your tests    not run: CardTester.test.ts does not load');
    expect(text).not.toMatch(/none yet|all public tests pass|Transform failed/);
    expect(code).toBe(1);
  });

  it('an_exception_at_import_names_the_line_that_threw', async () => {
    const lines = CARD.split('\n').length;
    const { text, code } = await checkCard({
      'Card.ts': { text: `${CARD}\nthrow new RangeError('no cards today');\n` },
    });
    expect(text).toMatch(
      new RegExp(
        `^✗ Card\\.ts does not load: elevens/01-card/Card\\.ts:${lines + 1}:7: RangeError: no cards today$`,
        'm',
      ),
    );
    expectNoFalseComfort(text);
    expect(code).toBe(1);
  });

  it('an_import_the_sandbox_refuses_is_placed_in_the_file_that_has_it', async () => {
    const { text } = await checkCard({
      'Card.ts': { text: `import { readFileSync } from 'node:fs';\nexport const peek = readFileSync;\n${CARD}` },
    });
    expect(text).toMatch(/^✗ Card\.ts does not load: elevens\/01-card\/Card\.ts:1:30: .*'node:fs' is not allowed$/m);
    expectNoFalseComfort(text);
  });

  it('a_missing_file_is_named_and_no_test_is_said_to_have_run', async () => {
    const { text, code } = await checkCard({ 'Card.ts': 'omit' });
    expect(text).toContain('✗ missing elevens/01-card/Card.ts: restore it from the kit');
    expect(text).toContain('public tests  not run: a file is missing');
    expect(text).toContain('your tests    not run: a file is missing');
    expect(text).toMatch(/^restore the missing Card\.ts first; 10 hidden tests run at grading$/m);
    expectNoFalseComfort(text);
    expect(code).toBe(1);
  });

  it('grading_names_the_place_once_and_an_empty_test_file_is_no_tests_yet', async () => {
    const files = {
      'Card.ts': { text: CARD.replace('other.pointValue();', 'other.pointValue(;') },
      'CardTester.test.ts': { text: "import { describe } from 'vitest';\ndescribe('CardTester', () => {});\n" },
    };
    const dir = submissionFolder({ 'elevens/01-card': { files } });
    const ctx = testContext([], { cwd: dir });
    expect(await main(['grade', 'sub', '--activity', 'elevens/01'], ctx)).toBe(0);
    expect(ctx.stdout.text).toMatch(
      /^ {2}✗ the hidden tests could not load your code: elevens\/01-card\/Card\.ts:7:\d+: syntax error: .+$/m,
    );
    expect(ctx.stdout.text).toContain('    ✗ none of the 10 ran: see the problem above\n');
    expect(ctx.stdout.text).toContain('    ! no tests of your own yet: write some in CardTester.test.ts\n');
    expect(ctx.stdout.text).not.toMatch(/could not run: no tests found/);
  });

  it('list_says_which_file_does_not_load_where_and_why_in_full', async () => {
    const source = `${CARD}\nthrow new RangeError('${'a long reason '.repeat(8)}');\n`;
    const dir = submissionFolder({ 'elevens/01-card': { files: { 'Card.ts': { text: source } } } });
    const ctx = testContext([], { cwd: dir });
    expect(await main(['list', 'elevens', '--dir', 'sub'], ctx)).toBe(0);
    const lines = ctx.stdout.text.split('\n');
    const at = lines.findIndex((l) => l.includes('elevens/01-card '));
    expect(lines[at]).toMatch(/broken/);
    expect(lines[at + 1]).toMatch(
      new RegExp(
        `^ {4}Card\\.ts does not load: elevens/01-card/Card\\.ts:\\d+:7: RangeError: (a long reason ){7}a long reason$`,
      ),
    );
  });
});
