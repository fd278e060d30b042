import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KitCopy } from './support.ts';

const CARD = 'activities/elevens/01-card/Card.ts';
const CARD_SUITE = 'grader/suites/elevens/01-card/Card.hidden.test.ts';

/**
 * Commits the mistake made in the copy, runs `cardlab verify` on `target` in a process of its own, and gives the one
 * check that failed: verify must exit 1 and fail on that mistake alone.
 */
function onlyFailure(kit: KitCopy, mistake: string, target = 'elevens/01'): string {
  kit.commit(mistake);
  const { code, out, err, failed } = kit.cli('verify', target);
  expect(code, err).toBe(1);
  expect(failed, out).toHaveLength(1);
  return failed[0]!;
}

// One copy of the kit; each test makes one authoring mistake in it, commits it (a student kit is built from what is
// committed, so an uncommitted change would fail for another reason), and shows verify fails on that mistake alone.
describe('cardlab verify, given a kit with one authoring mistake', () => {
  let kit: KitCopy;
  beforeAll(() => {
    kit = new KitCopy();
  });
  afterEach(() => kit.reset());
  afterAll(() => kit.remove());

  it('passes_the_copy_as_it_is_so_each_failure_below_is_the_mistake', () => {
    const { code, failed, out } = kit.cli('verify', 'elevens/01');
    expect(failed, out).toEqual([]);
    expect(code).toBe(0);
  });

  it('fails_a_stub_method_renamed_naming_the_stub_and_check_does_not_say_types_ok', () => {
    kit.edit(CARD, '  matches(other: Card): boolean {', '  sameAs(other: Card): boolean {');
    expect(onlyFailure(kit, 'a stub method renamed')).toMatch(
      new RegExp(
        `^the stub has the API the hidden suites and the visible tests use: ${CARD} does not compile with them: ` +
          `${CARD_SUITE}:\\d+:\\d+ Property 'matches' does not exist on type 'Card'`,
      ),
    );
    const check = kit.cli('check', 'elevens/01');
    expect(check.code).toBe(1);
    expect(check.out).not.toContain('types         ok');
    // check says the API differs, at the student's file and without quoting the hidden suite (hiddenTypeProblem.ts).
    expect(check.out).toMatch(
      /types +\d+ problems?\n.*Card\.ts:\d+:\d+ your code does not match the API the grader uses/,
    );
    expect(check.out).not.toContain('Card.hidden.test.ts');
  });

  it('fails_a_hidden_suite_with_a_type_error_naming_the_suite_and_not_blaming_the_stub', () => {
    // Wrong only in its types: it runs, and passes on the reference, so only the type check can find it.
    const line = '    const card = aceOfHearts();\n';
    kit.edit(CARD_SUITE, line, `${line}    const rank: number = card.rank();\n`);
    expect(onlyFailure(kit, 'a suite with a type error')).toMatch(
      new RegExp(
        '^the hidden suites, visible tests and reference tests compile with the reference: ' +
          `${CARD_SUITE}:\\d+:\\d+ Type 'string' is not assignable to type 'number'`,
      ),
    );
  });

  it('fails_a_buggy_implementation_no_manifest_lists_naming_it', () => {
    const rank = 'override rank(): string {\n    return super.rank().toUpperCase();\n  }\n\n';
    const matchesOr = kit.read('buggy/elevens/01-card/Card.matches-or.ts');
    const buggy = matchesOr.replace('override matches', `${rank}override matches`);
    kit.write('buggy/elevens/01-card/Card.rank-upper-case.ts', buggy);
    expect(onlyFailure(kit, 'a buggy implementation left out of the manifest')).toBe(
      'every buggy implementation in its folder is listed in the manifest: ' +
        'buggy/elevens/01-card/Card.rank-upper-case.ts is not listed: ' +
        'add "rank-upper-case" to buggy["Card.ts"] in activities/elevens/01-card/activity.json, or delete it',
    );
  });

  it('fails_a_hidden_suite_no_manifest_lists_naming_it', () => {
    kit.write('grader/suites/elevens/01-card/Card.more.hidden.test.ts', kit.read(CARD_SUITE));
    expect(onlyFailure(kit, 'a suite left out of the manifest')).toContain(
      'every file in its hidden suite folder is a suite the manifest lists: ' +
        'grader/suites/elevens/01-card/Card.more.hidden.test.ts is not listed: ' +
        'add { "suite": "Card.more.hidden.test.ts" }',
    );
  });

  it('fails_a_stage_folder_of_buggy_implementations_with_no_stage_naming_it', () => {
    kit.write('buggy/pyramid/04-ghost/Ghost.always-wins.ts', 'export class Ghost {}\n');
    expect(onlyFailure(kit, 'buggy implementations of a stage that does not exist', 'pyramid')).toBe(
      'every stage folder of solutions/, buggy/ and grader/suites/ has its stage in activities/: ' +
        'buggy/pyramid/04-ghost/ belongs to no stage: activities/pyramid/04-ghost/ does not exist',
    );
  });

  it('fails_a_weight_for_a_test_that_does_not_exist_naming_the_manifest', () => {
    const manifest = 'activities/elevens/01-card/activity.json';
    kit.edit(manifest, '"toString_matches_the_pinned_formats": 2', '"toString_matches_the_pinned_format": 2');
    expect(onlyFailure(kit, 'a weight with a typo')).toBe(
      'every weight in the manifest names a test of its suite: ' +
        `${manifest} weighs "toString_matches_the_pinned_format", which is not a test of Card.hidden.test.ts ` +
        '(did you mean toString_matches_the_pinned_formats?)',
    );
  });

  it('fails_a_stub_method_that_does_not_throw_todo_naming_the_stub_and_the_method', () => {
    kit.edit(CARD, "throw new Error('TODO: Card.suit is not written yet');", "return 'hearts';");
    expect(onlyFailure(kit, 'a stub method written out')).toBe(
      'every member the stub declares throws TODO (or is listed in providedMembers): ' +
        `${CARD}:15 Card.suit does not throw new Error('TODO: …')`,
    );
  });

  it('one_stage_is_verified_with_its_labs_fixtures', () => {
    kit.edit('fixtures/elevens/card-text.json', '"schema": "card-text"', '"schema": "card-txt"');
    kit.commit('a fixture naming a schema that does not exist');
    const { code, out, failed } = kit.cli('verify', 'elevens/01');
    expect(code).toBe(1);
    expect(out).toMatch(/^✗ fixtures\/elevens\/card-text\.json \(0\/1 checks\)$/m);
    expect(failed).toEqual([
      'validates against its schema and is read by a suite: ' +
        '"schema" must name a schema in fixtures/schemas (got "card-txt")',
    ]);
  });

  it.each([
    ['a README', 'activities/elevens/01-card/README.md', '<!-- cards_with_different_suits_do_not_match -->'],
    ['a visible test', 'activities/elevens/01-card/Card.visible.test.ts', '// cards_with_different_suits_do_not_match'],
  ])('one_stage_is_verified_with_the_release_scan_which_flags_a_hidden_name_in_%s', (_, file, line) => {
    kit.write(file, `${kit.read(file)}\n${line}\n`);
    expect(onlyFailure(kit, 'a hidden test named in a public file')).toBe(
      'the student kit holds no solution, hidden test, buggy source or instructor fixture: ' +
        `${file} names the hidden test cards_with_different_suits_do_not_match`,
    );
  });
});
