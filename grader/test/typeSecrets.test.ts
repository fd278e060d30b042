import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { findActivity, listActivities } from '../src/kit/activities.ts';
import { assembleSubmission, type Recipe } from '../src/intake/assemble.ts';
import { hiddenFileTest } from '../src/analysis/hiddenFiles.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { stubDeclarationsFor } from '../src/analysis/stubDeclarations.ts';
import { typeCheck } from '../src/analysis/typecheck.ts';
import { testContext } from './support.ts';

// The type check compiles the student's files with the hidden suites; what it reports must never quote them.
const kit = kitPaths(KIT_ROOT);
const activities = listActivities(KIT_ROOT);
const reference = (id: string, file: string) => readFileSync(path.join(kit.solutions, id, file), 'utf8');
const swap = (text: string, from: string, to: string) => {
  expect(text).toContain(from);
  return text.replace(from, to);
};

/** Inputs of the hidden suites that appear nowhere in activities/, and the marks of a suite's place or words. */
const SECRETS = [/Giraffes|Lions|king of spades|grader\/suites|hidden\.test|fixtures\//, /Argument of type|assignable/];

/** A Card of Elevens that takes only `'?'` for its rank and suit, and a Deck of Elevens that takes two suits. */
const NARROW_CARD = swap(
  reference('elevens/01-card', 'Card.ts'),
  'constructor(rank: string, suit: string, pointValue: number) {',
  "constructor(rank: '?', suit: '?', pointValue: number) {",
);
const NARROW_DECK = swap(
  reference('elevens/02-deck', 'Deck.ts'),
  '    suits: readonly string[],',
  "    suits: readonly ('hearts' | 'spades')[],",
);
const CARD_TOLD =
  "elevens/01-card/Card.ts:7:15 your code does not match the API the grader uses: `Card`'s constructor does not accept what the grader's tests pass for `rank` (declared `'?'`): declare it as the stub does (`rank: string`)";

/** A folder holding `name/`, an Elevens submission of the reference with some files given. */
function submission(files: Record<string, string>, name = 'sub'): { dir: string; root: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-type-secrets-'));
  const recipe = Object.fromEntries(listActivities(KIT_ROOT, 'elevens').map((a) => [a.id, 'reference'])) as Recipe;
  assembleSubmission(KIT_ROOT, listActivities(KIT_ROOT, 'elevens'), recipe, path.join(dir, name));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, name, file), text);
  return { dir, root: path.join(dir, name) };
}

const told = (problems: { file: string; line: number; column: number; message: string }[] = []) =>
  problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`);

describe('what students never see quoted', () => {
  it('is_the_suites_fixtures_buggy_implementations_references_and_the_graders_sources_but_not_their_own_or_the_public_kit', () => {
    const root = path.join(os.tmpdir(), 'a-submission');
    const hidden = hiddenFileTest(kit, root);
    const at = (...parts: string[]) => path.join(KIT_ROOT, ...parts);
    for (const file of [
      at('grader', 'suites', 'elevens', '01-card', 'Card.hidden.test.ts'),
      at('grader', 'suites', 'elevens', 'shared', 'deckSpec.ts'),
      at('fixtures', 'elevens', 'card-text.json'),
      at('buggy', 'elevens', '02-deck', 'Deck.buggy1.ts'),
      at('solutions', 'elevens', '01-card', 'Card.ts'),
      at('grader', 'src', 'typecheck.ts'),
    ])
      expect(hidden(file), file).toBe(true);
    for (const file of [
      path.join(root, 'elevens', '01-card', 'Card.ts'),
      at('activities', 'elevens', '01-card', 'Card.ts'),
      at('activities', 'shared', 'errors.ts'),
      at('grader', 'src', 'types', 'vitest-facade.d.ts'),
      at('node_modules', 'typescript', 'lib', 'lib.es2022.d.ts'),
    ])
      expect(hidden(file), file).toBe(false);
    // The references graded as a submission (`grade solutions`) are the student's; the suites stay hidden.
    expect(hiddenFileTest(kit, kit.solutions)(at('solutions', 'elevens', '01-card', 'Card.ts'))).toBe(false);
    expect(hiddenFileTest(kit, kit.solutions)(at('grader', 'suites', 'elevens', '01-card', 'x.ts'))).toBe(true);
  });
});

describe("the stub's declarations", () => {
  it('are_read_from_the_kits_starting_file_at_the_students_files_place_and_never_from_the_students_own', () => {
    const root = path.join(os.tmpdir(), 'a-submission');
    const stub = stubDeclarationsFor(kit, root, path.join(root, 'elevens', '01-card', 'Card.ts'))!;
    expect(stub.member('Card', 'rank')).toBe('rank(): string');
    expect(stub.member('Card', 'constructor')).toBe('constructor(rank: string, suit: string, pointValue: number)');
    expect(stub.parameter('Card', 'matches', 0)).toBe('other: Card');
    expect(stub.parameter('Card', 'matches', 1)).toBeUndefined();
    expect(stub.exported('Card')).toBe('export class Card');
    expect(stub.member('Card', 'cardRank')).toBeUndefined();
    // A helper of the student's has no stub; nor has a student working in the kit's own activities/.
    expect(stubDeclarationsFor(kit, root, path.join(root, 'elevens', 'shared', 'count.ts'))).toBeUndefined();
    expect(stubDeclarationsFor(kit, kit.activities, path.join(kit.activities, 'elevens', '01-card', 'Card.ts'))).toBe(
      undefined,
    );
  });
});

describe('the type check of a submission whose declarations are narrowed to harvest the suites', () => {
  it('tells_each_problem_once_at_the_students_declaration_and_quotes_nothing_of_the_suites', async () => {
    const { root } = submission({ 'elevens/01-card/Card.ts': NARROW_CARD, 'elevens/02-deck/Deck.ts': NARROW_DECK });
    const ids = ['elevens/01', 'elevens/02'].map((id) => findActivity(activities, id));
    const problems = await typeCheck(kit, root, ids);
    expect(told(problems.get('elevens/01-card'))).toEqual([CARD_TOLD]);
    expect(told(problems.get('elevens/02-deck'))).toEqual([
      "elevens/02-deck/Deck.ts:16:5 your code does not match the API the grader uses: `Deck`'s constructor does not accept what the grader's tests pass for `suits` (declared `readonly ('hearts' | 'spades')[]`): declare it as the stub does (`suits: readonly string[]`)",
    ]);
  });

  it('finds_nothing_at_an_import_of_a_hidden_file_so_its_types_are_never_quoted_in_the_students_own_messages', async () => {
    const fixture = path.join(kit.fixtures, 'elevens', 'card-text.json');
    const card = `import cases from '${fixture}' with { type: 'json' };\nexport const probe: never = cases;\n${reference('elevens/01-card', 'Card.ts')}`;
    const { root } = submission({ 'elevens/01-card/Card.ts': card });
    const problems = told(
      (await typeCheck(kit, root, [findActivity(activities, 'elevens/01')])).get('elevens/01-card'),
    );
    // Found, the fixture's type would be quoted whole (its fields, their types) as what is not assignable to never.
    expect(problems).toEqual([
      expect.stringMatching(/^elevens\/01-card\/Card\.ts:1:\d+ Cannot find module '.*card-text\.json'/),
      "elevens/01-card/Card.ts:2:14 Type 'any' is not assignable to type 'never'.",
    ]);
  });
});

describe('check on an instructor kit, and the Gradescope results of a grade', () => {
  it('check_tells_what_the_suites_reveal_at_the_students_declaration', async () => {
    const { dir } = submission({ 'elevens/01-card/Card.ts': NARROW_CARD });
    const ctx = testContext([], { cwd: dir });
    await main(['check', 'elevens/01', '--dir', 'sub'], ctx);
    // The public tests and the student's own are public: their problems are as the checker words them.
    expect(ctx.stdout.text).toContain(`  ! ${CARD_TOLD}\n`);
    expect(ctx.stdout.text).not.toMatch(SECRETS[0]!);
  });

  it('results_json_holds_the_problem_in_the_students_terms_and_nothing_of_the_suites', async () => {
    const { dir } = submission({ 'elevens/01-card/Card.ts': NARROW_CARD, 'elevens/02-deck/Deck.ts': NARROW_DECK });
    const ctx = testContext([], { cwd: dir });
    expect(await main(['grade', 'sub', '--gradescope', 'results.json'], ctx)).toBe(0);
    const results = readFileSync(path.join(dir, 'results.json'), 'utf8');
    expect(results).toContain(JSON.stringify(`type: ${CARD_TOLD}`).slice(1, -1));
    for (const secret of SECRETS) expect(results).not.toMatch(secret);
    for (const secret of SECRETS) expect(ctx.stdout.text).not.toMatch(secret);
  });

  // Whether a hidden suite trips on a declaration says whether a hidden test passes a value the student chose to
  // reject (a generic parameter `S & Probe<S>` refuses one literal): one bit per upload, unless shown with the tests.
  it('show_the_hidden_suites_type_problems_only_as_they_show_the_hidden_tests', async () => {
    const { dir } = submission({ 'elevens/01-card/Card.ts': NARROW_CARD });
    const graded = (service: 'gradescope' | 'prairielearn') =>
      main(['grade', 'sub', `--${service}`, `${service}.json`], testContext([], { cwd: dir }));
    expect(await graded('gradescope')).toBe(0);
    expect(await graded('prairielearn')).toBe(0);
    type Test = { name: string; output?: string; visibility?: string };
    const read = (service: string) =>
      (JSON.parse(readFileSync(path.join(dir, `${service}.json`), 'utf8')) as { tests: Test[] }).tests;
    const telling = (tests: Test[]) => tests.filter((test) => test.output?.includes(CARD_TOLD));
    const gradescope = read('gradescope');
    expect(telling(gradescope).map(({ name, visibility }) => ({ name, visibility }))).toEqual([
      { name: 'elevens/01-card · type problems where the hidden tests use your code', visibility: 'after_published' },
    ]);
    // Nothing a student sees at once tells it, nor is numbered otherwise for it.
    const shown = gradescope.filter((test) => test.visibility === 'visible' && test.name.startsWith('elevens/01-'));
    expect(shown.map((test) => test.name)).toEqual(['elevens/01-card · your tests catch buggy implementations']);
    expect(gradescope.find((test) => test.name.startsWith('elevens/01-card · type'))).toMatchObject({
      number: `1.${gradescope.filter((test) => test.name.startsWith('elevens/01-card')).length}`,
    });
    // PrairieLearn shows everything at once: the hidden tests are a count there, and their type problems are not shown.
    expect(telling(read('prairielearn'))).toEqual([]);
  });
});
