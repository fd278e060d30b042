import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { discoverGames } from '../games/registry.ts';
import { findActivity, listActivities } from '../src/kit/activities.ts';
import { stagesUsed } from '../src/analysis/stagesUsed.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { activityStatuses } from '../src/status.ts';
import { submissionFolder, testContext } from './support.ts';

/** Runs a command in a fresh folder holding `sub/`, a whole Elevens submission made from `recipe`. */
async function run(recipe: Parameters<typeof submissionFolder>[0], ...args: string[]) {
  const ctx = testContext([], { cwd: submissionFolder(recipe) });
  const code = await main([...args, '--dir', 'sub'], ctx);
  return { code, out: ctx.stdout.text, err: ctx.stderr.text };
}

const line = (out: string, id: string) => out.split('\n').find((l) => l.includes(`${id} `)) ?? '';

describe('what check and list say when an earlier stage of the student stands in the way', () => {
  it('list_calls_a_finished_stage_whose_tests_fail_in_an_earlier_unfinished_one_blocked_and_names_that_stage', async () => {
    // Stage 04 is written; its shuffle calls stage 03's, which still throws its TODO.
    const { code, out } = await run({ 'elevens/03-shuffler': 'stub' }, 'list', 'elevens');
    expect(code).toBe(0);
    const lines = out.split('\n');
    const at = lines.findIndex((l) => l.includes('elevens/04-deck-shuffle '));
    expect(lines[at]).toMatch(/ blocked +0\/2 public tests$/);
    expect(lines[at + 1]).toBe('    its tests fail in your elevens/03-shuffler: finish or fix that stage first');
    expect(line(out, 'elevens/03-shuffler')).toMatch(/ not started /);
    expect(line(out, 'elevens/02-deck')).toMatch(/ done /);
  });

  it('check_names_the_earlier_stage_for_the_students_own_failing_tests_too', async () => {
    const { code, out } = await run({ 'elevens/01-card': 'stub' }, 'check', 'elevens/04');
    expect(code).toBe(1);
    expect(out).toMatch(
      /^\d+ public tests? to fix: they fail in your elevens\/01-card, so finish or fix that stage first, and \d+ of your own tests fail there too; /m,
    );
    expect(out).not.toContain('(your code or the test is wrong)');
  });
});

describe('a wrong value from an earlier stage', () => {
  // Stage 02's deal reads past the top card: no exception, only wrong cards, which stage 04's tests see in 04.
  const deck = readFileSync(path.join(KIT_ROOT, 'solutions', 'elevens', '02-deck', 'Deck.ts'), 'utf8');
  const wrongDeal = deck.replace(
    '    this.undealt--;\n    return this.cards[this.undealt]!;',
    '    return this.cards[this.undealt--]!;',
  );
  const recipe = { 'elevens/02-deck': { rest: 'reference' as const, files: { 'Deck.ts': { text: wrongDeal } } } };

  it('is_blamed_on_the_earlier_stage_that_fails_its_own_public_tests_in_check_and_list', async () => {
    expect(wrongDeal).not.toBe(deck);
    const { code, out } = await run(recipe, 'check', 'elevens/04');
    expect(code).toBe(1);
    expect(out).toMatch(
      /^\d+ public tests? to fix: your elevens\/02-deck, which this stage uses, fails its own public tests too, so fix that stage first/m,
    );
    const elevens = listActivities(KIT_ROOT, 'elevens');
    const stages = ['elevens/02', 'elevens/04'].map((id) => findActivity(elevens, id));
    const [deckStatus, shuffled] = await activityStatuses(KIT_ROOT, path.join(submissionFolder(recipe), 'sub'), stages);
    expect(deckStatus!.status).toBe('in progress');
    expect(shuffled!.status).toBe('blocked');
    expect(shuffled!.detail).toBe(
      'its tests fail, and so do those of your elevens/02-deck, which it uses: fix that stage first',
    );
  });

  it('is_not_looked_for_where_the_stages_own_code_throws_as_a_stub_does', async () => {
    // Stages 01 and 02 both still throw their TODOs: 02's failures are its own, and 01 is not named.
    const { code, out } = await run({ 'elevens/01-card': 'stub', 'elevens/02-deck': 'stub' }, 'check', 'elevens/02');
    expect(code).toBe(1);
    expect(out).toMatch(/^\d+ public tests? to fix/m);
    expect(out).not.toContain('fails its own public tests too');
  });

  it('the_stages_a_stage_uses_are_read_from_the_imports_of_the_students_files_and_its_public_tests', () => {
    const root = path.join(submissionFolder({}), 'sub');
    const elevens = listActivities(KIT_ROOT, 'elevens');
    const used = (id: string) => stagesUsed(kitPaths(KIT_ROOT), root, findActivity(elevens, id));
    expect(used('elevens/01')).toEqual([]);
    expect(used('elevens/04')).toEqual(['elevens/01-card', 'elevens/02-deck', 'elevens/03-shuffler']);
    // Stage 05's repaired Deck re-exports stage 04's, which builds on 02 and 03.
    expect(used('elevens/05')).toEqual([
      'elevens/01-card',
      'elevens/02-deck',
      'elevens/03-shuffler',
      'elevens/04-deck-shuffle',
    ]);
  });
});

describe('the last line of check', () => {
  it('says_the_testing_points_are_still_to_earn_while_a_stage_done_by_its_public_tests_has_no_tests_of_its_own', async () => {
    const { code, out } = await run(
      { 'elevens/04-deck-shuffle': { rest: 'reference', files: { 'DeckTester.test.ts': 'stub' } } },
      'check',
      'elevens/04',
    );
    expect(code).toBe(0);
    expect(out).toMatch(
      /^all public tests pass \(no tests of your own yet: they earn 4 testing points at grading\); \d+ hidden tests run at grading$/m,
    );
    const written = await run({}, 'check', 'elevens/04');
    expect(written.out).toMatch(/^all public tests pass; \d+ hidden tests run at grading$/m);
  });
});

describe('the API the grader uses', () => {
  it('a_method_renamed_in_the_class_and_in_the_students_own_tests_keeps_check_and_list_from_done', async () => {
    // A Java habit: `matches` renamed in Card.ts and in the student's tests alike, so every test of theirs passes.
    const renamed = (file: string) =>
      readFileSync(path.join(KIT_ROOT, 'solutions', 'elevens', '01-card', file), 'utf8').replaceAll(
        'matches(',
        'matchesCard(',
      );
    const files = {
      'Card.ts': { text: renamed('Card.ts') },
      'CardTester.test.ts': { text: renamed('CardTester.test.ts') },
    };
    const recipe = { 'elevens/01-card': { rest: 'reference' as const, files } };
    const { code, out } = await run(recipe, 'check', 'elevens/01');
    expect(code).toBe(1);
    expect(out).toContain('public tests  2/2 pass');
    expect(out).toMatch(/^your tests {4}(\d+)\/\1 pass/m);
    expect(out).toMatch(
      /^ {2}✗ elevens\/01-card\/Card\.ts:\d+:\d+ not the API the grader uses: `Card\.matches` is missing \(renamed or removed\?\): the stub declares `matches\(other: Card\): boolean` \(line \d+ of the stub\)/m,
    );
    expect(out).toMatch(/^all public tests pass, but your code does not match the stub's API \(1 difference above\)/m);
    const dir = submissionFolder(recipe);
    const [card] = await activityStatuses(KIT_ROOT, path.join(dir, 'sub'), [
      findActivity(listActivities(KIT_ROOT, 'elevens'), 'elevens/01'),
    ]);
    expect(card!.status).toBe('API changed');
    expect(card!.detail).toMatch(/^elevens\/01-card\/Card\.ts:\d+:\d+: `Card\.matches` is missing/);
  });
});

describe('a file that does not load', () => {
  it('an_earlier_stages_file_that_is_gone_is_named_as_the_one_to_put_back', async () => {
    const { code, out } = await run({ 'elevens/01-card': 'omit' }, 'check', 'elevens/02');
    expect(code).toBe(1);
    expect(out).toMatch(/^Deck\.ts does not load: elevens\/01-card\/Card\.ts is missing, so put it back first; /m);
  });

  it('a_syntax_error_gives_the_syntax_errors_of_its_stage_only', async () => {
    const card = readFileSync(path.join(KIT_ROOT, 'solutions', 'elevens', '01-card', 'Card.ts'), 'utf8');
    const broken = card.replace(/\n {2}\}\n/, '\n  }}\n');
    expect(broken).not.toBe(card);
    const { code, out } = await run(
      { 'elevens/01-card': { rest: 'reference', files: { 'Card.ts': { text: broken } } } },
      'check',
      'elevens/01',
    );
    expect(code).toBe(1);
    expect(out).toMatch(/^✗ Card\.ts does not load: elevens\/01-card\/Card\.ts:\d+:\d+: syntax error/m);
    const types = out.split('\n').filter((l) => l.startsWith('  ! '));
    expect(types.length).toBeGreaterThan(0);
    // The tests that use Card see a class without its members: that is the syntax error's doing, not a problem.
    for (const l of types) expect(l).toMatch(/^ {2}! elevens\/01-card\/Card\.ts:/);
  });
});

describe("stage 05's buggy decks in check", () => {
  it('a_catch_by_a_test_that_fails_on_the_students_own_deck_is_shown_but_not_counted', async () => {
    const reference = readFileSync(
      path.join(KIT_ROOT, 'solutions', 'elevens', '05-testing', 'DeckTester.test.ts'),
      'utf8',
    );
    const tests = reference.replace(
      "describe('DeckTester', () => {",
      "describe('DeckTester', () => {\n  it('fails_on_every_deck', () => {\n    expect(1).toBe(2);\n  });\n",
    );
    expect(tests).not.toBe(reference);
    const bad = await run(
      { 'elevens/05-testing': { rest: 'reference', files: { 'DeckTester.test.ts': { text: tests } } } },
      'check',
      'elevens/05',
    );
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('buggy versions  your tests catch 4 of 4');
    // A catch that counts is shown with the tests that earn it, never with the one that fails everywhere.
    expect(bad.out).toMatch(/^ {2}✓ Deck\.buggy1: caught by /m);
    expect(bad.out).not.toMatch(/✓ .*fails_on_every_deck/);
    // The reference tests catch every buggy deck on their own: those catches count. Only a test that fails on a
    // correct deck alone would catch nothing countable.
    const only = reference.replace(
      /describe\('DeckTester'[^]*$/,
      "it('fails_on_every_deck', () => {\n  expect(1).toBe(2);\n});\n",
    );
    const worthless = await run(
      { 'elevens/05-testing': { rest: 'reference', files: { 'DeckTester.test.ts': { text: only } } } },
      'check',
      'elevens/05',
    );
    expect(worthless.out).toContain('buggy versions  your tests catch 0 of 4');
    expect(worthless.out).toMatch(
      /^ {2}○ \S+: caught only by tests that also fail on your own code \(.*fails_on_every_deck\): a test counts at grading only if it passes on a correct implementation, so this catch counts once your code or the test is put right$/m,
    );
    expect(worthless.out).not.toMatch(/✓ \S+: caught by/);
  });
});

describe("the wheats in check, in the instructor's repository", () => {
  it('names_a_test_that_fails_on_a_correct_implementation_with_the_freedom_it_assumed', async () => {
    const tests = readFileSync(
      path.join(KIT_ROOT, 'grader', 'examples', 'alice', 'elevens', '03-shuffler', 'ShufflerTester.test.ts'),
      'utf8',
    );
    const recipe = {
      'elevens/03-shuffler': { rest: 'reference' as const, files: { 'ShufflerTester.test.ts': { text: tests } } },
    };
    const { code, out } = await run(recipe, 'check', 'elevens/03');
    // Every test passes on the student's own code, but one fails on a correct implementation: grading gives it
    // nothing, so the stage is not done (score/stageVerdict.ts), in check and in list alike.
    expect(code, out).toBe(1);
    expect(out).toContain('correct variants  1 of your tests fails on one of 2 other correct implementations');
    expect(out).toMatch(
      /^ {2}✗ over-specified: ShufflerTester > a_draw_of_0_is_heads .* fails where flip gives tails/m,
    );
    expect(out).toMatch(/^all public tests pass, but 1 test of yours fails on a correct implementation \(above\)/m);
    const listed = await run(recipe, 'list', 'elevens');
    expect(line(listed.out, 'elevens/03-shuffler')).toMatch(/ over-specified /);
    expect(line(listed.out, 'elevens/02-deck')).toMatch(/ done /);
  });
});

describe('one verdict for check and list (score/stageVerdict.ts)', () => {
  it('a_stage_whose_public_tests_pass_but_an_own_test_fails_is_not_done_in_either', async () => {
    const tests = readFileSync(path.join(KIT_ROOT, 'solutions', 'elevens', '01-card', 'CardTester.test.ts'), 'utf8');
    const failing = `${tests}\nit('a_wrong_expectation', () => {\n  expect(1).toBe(2);\n});\n`;
    const recipe = {
      'elevens/01-card': { rest: 'reference' as const, files: { 'CardTester.test.ts': { text: failing } } },
    };
    const checked = await run(recipe, 'check', 'elevens/01');
    expect(checked.code).toBe(1);
    expect(checked.out).toMatch(/^all public tests pass, but 1 of your own tests fails/m);
    const listed = await run(recipe, 'list', 'elevens');
    expect(line(listed.out, 'elevens/01-card')).toMatch(/ own tests fail +2\/2 public tests$/);
    expect(listed.out).toContain('    1 of your own tests fails (a_wrong_expectation): your code or the test is wrong');
    // A test skipped is not a failing one, in either (one skip rule with grading).
    const skipped = `${tests}\nit.skip('a_wrong_expectation', () => {\n  expect(1).toBe(2);\n});\n`;
    const skipRecipe = {
      'elevens/01-card': { rest: 'reference' as const, files: { 'CardTester.test.ts': { text: skipped } } },
    };
    expect((await run(skipRecipe, 'check', 'elevens/01')).code).toBe(0);
    expect(line((await run(skipRecipe, 'list', 'elevens')).out, 'elevens/01-card')).toMatch(/ done /);
  });
});

describe('what a student types at the command line', () => {
  it('plays_ten_thousand_games_when_no_count_is_given_and_names_a_lab_without_a_simulation', async () => {
    const ctx = testContext();
    expect(await main(['simulate', 'elevens', '--seed', '7'], ctx)).toBe(0);
    expect(ctx.stdout.text).toMatch(/^Games played: 10000$/m);
    const none = testContext();
    expect(await main(['simulate', 'klondike'], none)).toBe(2);
    const offered = (await discoverGames(KIT_ROOT)).simulations.map((simulation) => simulation.name).join(', ');
    expect(none.stderr.text).toContain(`klondike has no simulation: simulate offers ${offered}\n`);
  });

  it('a_name_without_a_slash_that_matches_nothing_is_called_a_lab_or_activity', async () => {
    const ctx = testContext();
    expect(await main(['list', 'elevns'], ctx)).toBe(2);
    expect(ctx.stderr.text).toBe('cardlab: there is no lab or activity "elevns"; did you mean elevens?\n');
  });
});
