import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KitCopy } from './support.ts';

const CARD = 'activities/elevens/01-card/Card.ts';
const CARD_SUITE = 'grader/suites/elevens/01-card/Card.hidden.test.ts';
const CARD_MANIFEST = 'activities/elevens/01-card/activity.json';

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
      'every stage folder of solutions/, buggy/, wheats/ and grader/suites/ has its stage in activities/: ' +
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
    expect(out).toMatch(/^✗ fixtures\/elevens\/card-text\.json \(1\/2 checks\)$/m);
    expect(failed).toEqual([
      'validates against its schema and is read by a suite: ' +
        '"schema" must name a schema in fixtures/schemas (got "card-txt")',
    ]);
  });

  it('counts_a_catch_only_by_a_test_that_passes_on_the_reference_and_names_the_buggy_file', () => {
    // A "bug" that changes nothing, and a hidden test that fails whatever it runs on: before, that test caught it.
    const same = 'buggy/elevens/01-card/Card.same-as-reference.ts';
    kit.write(
      same,
      '/**\n * @bug None: it is the reference under another name.\n * @misconception None.\n * @hint None.\n */\n' +
        "import { Card as ReferenceCard } from '../../../solutions/elevens/01-card/Card.ts';\n\n" +
        'export class Card extends ReferenceCard {}\n',
    );
    kit.edit(CARD_MANIFEST, '"tostring-no-space"]', '"tostring-no-space", "same-as-reference"]');
    kit.edit(
      CARD_SUITE,
      "describe('Card', () => {\n",
      "describe('Card', () => {\n  it('always_fails_whatever_it_runs_on', () => {\n    expect(1, 'one is two').toBe(2);\n  });\n\n",
    );
    kit.commit('a test that fails everywhere, and a buggy implementation only it "catches"');
    const { code, failed, out } = kit.cli('verify', 'elevens/01');
    expect(code).toBe(1);
    expect(failed, out).toContain(
      `the hidden suite catches ${same}: the tests that fail on it (always_fails_whatever_it_runs_on) fail on the ` +
        'reference too: only a test that passes on the reference catches a buggy implementation',
    );
    expect(failed).toContain(`the reference student tests catch ${same}: every test passes on it`);
    expect(failed.filter((line) => line.startsWith('the hidden suite catches'))).toHaveLength(1);
    expect(failed.find((line) => line.startsWith('the reference passes every hidden test'))).toMatch(
      /always_fails_whatever_it_runs_on: one is two/,
    );
  });

  it('names_a_drifted_fixture_beside_the_hidden_test_it_fails', () => {
    const fixture = 'fixtures/elevens/card-text.json';
    kit.edit(fixture, '"ace of hearts (point value = 1)"', '"ace of hearts (point value: 1)"');
    kit.commit('a fixture out of step with the reference');
    const { code, failed, out } = kit.cli('verify', 'elevens/01');
    expect(code).toBe(1);
    expect(out).toMatch(/^✗ fixtures\/elevens\/card-text\.json \(1\/2 checks\)$/m);
    expect(failed, out).toContain(
      'matches what the reference renders (every suite that reads it passes on the reference): ' +
        `${CARD_SUITE} reads it and fails on the reference (toString_matches_the_pinned_formats): ` +
        `if ${fixture} was changed, put it back, or change the reference to render what it pins`,
    );
  });

  it('reports_a_misspelled_manifest_field_by_file_and_field_and_still_verifies_the_stage', () => {
    const manifest = 'activities/pyramid/01-model/activity.json';
    kit.edit(manifest, '"hidden":', '"hiden":');
    const readme = 'activities/pyramid/01-model/README.md';
    kit.write(readme, `${kit.read(readme)}\nSCAFFOLD: another mistake in the stage\n`);
    kit.commit('a misspelled manifest field, and another mistake in its stage');
    const { code, out, err, failed } = kit.cli('verify', 'pyramid/01');
    expect(code, err).toBe(1);
    expect(out).toMatch(/^✗ activities\/pyramid\/01-model\/activity\.json \(0\/1 checks\)$/m);
    expect(failed, out).toContain(
      "the manifest loads: (top level): must have required property 'hidden'; " +
        '(top level): must NOT have additional properties (hiden: did you mean hidden?); ' +
        'the rest of the stage is verified as if each misspelled field were the one suggested',
    );
    // The stage's runs prove what they should, and its other mistake is found; no student kit ships it meanwhile.
    expect(out).toMatch(/^✗ pyramid\/01-model \(\d+\/\d+ checks\)$/m);
    expect(
      failed.filter((line) => !line.startsWith('the manifest loads')),
      out,
    ).toEqual([
      expect.stringMatching(new RegExp(`^no "SCAFFOLD:" placeholder .*${readme}`)),
      'a student kit can be built from the committed stubs: these manifests do not load, so the kit was not built:',
    ]);
    expect(out).toContain(`\n  - ${manifest}: (top level): must have required property 'hidden';`);
  });

  it('tells_a_maintainer_who_staged_a_file_but_did_not_commit_it_to_commit_it', () => {
    const notes = 'activities/elevens/01-card/NOTES.md';
    kit.write(notes, '# Notes for the stage\n');
    kit.git('add', notes);
    const { code, failed, out } = kit.cli('verify', 'elevens/01');
    expect(code).toBe(1);
    expect(failed).toEqual([
      'a student kit can be built from the committed stubs: ' +
        'these starting files are not committed yet, so the kit was not built:',
    ]);
    expect(out).toContain(`\n  - ${notes} (staged but not committed: git commit)\n`);
  });

  it('accepts_a_hidden_suite_that_uses_it_each_and_describe_each', () => {
    kit.edit(
      CARD_SUITE,
      "describe('Card', () => {\n",
      "describe.each([['hearts'], ['spades']])('cards_of_%s', (suit) => {\n" +
        "  it.each([\n    ['queen', 3],\n    ['7', 7],\n  ])('a_%s_worth_%i_keeps_its_suit', (rank, value) => {\n" +
        "    expect(new Card(rank, suit, value).suit(), 'suit() of a new card').toBe(suit);\n  });\n});\n\n" +
        "describe('Card', () => {\n",
    );
    kit.commit('a suite with cases');
    const { code, failed, out } = kit.cli('verify', 'elevens/01');
    expect(failed, out).toEqual([]);
    expect(code).toBe(0);
    // Its tests' names are secrets too: the release scan knows them by the template's longest fixed part.
    const visible = 'activities/elevens/01-card/Card.visible.test.ts';
    kit.write(visible, `${kit.read(visible)}\n// a_queen_worth_3_keeps_its_suit\n`);
    expect(onlyFailure(kit, 'a case of a hidden test named in a public file')).toBe(
      'the student kit holds no solution, hidden test, buggy source or instructor fixture: ' +
        `${visible} names the hidden test _keeps_its_suit`,
    );
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
  it('fails_a_hidden_test_that_grades_what_a_wheat_shows_is_left_open_naming_the_wheat_and_the_suite', () => {
    const suite = 'grader/suites/pyramid/01-model/BasicPyramidSolitaire.hidden.test.ts';
    const wheat = 'wheats/pyramid/01-model/BasicPyramidSolitaire.deck-by-rank.ts';
    kit.edit(
      suite,
      "  it('numRows_and_numDraw_are_minus_1_before_the_game_starts', () => {\n",
      "  it('getDeck_starts_with_the_clubs', () => {\n" +
        "    expect(String(new BasicPyramidSolitaire().getDeck()[1]), 'the second card of getDeck()').toBe('2♣');\n" +
        '  });\n\n' +
        "  it('numRows_and_numDraw_are_minus_1_before_the_game_starts', () => {\n",
    );
    expect(onlyFailure(kit, 'a hidden test of an open detail', 'pyramid/01')).toBe(
      `${wheat} (a wheat) passes every hidden test: ${suite}: getDeck_starts_with_the_clubs fails on it ` +
        "(the second card of getDeck(): expected 'A♦' to be '2♣' // Object.is equality): the hidden test grades " +
        'what the README leaves open; relax it, or state the kit\'s rule under "Where the handout is silent" in ' +
        'the README and delete the wheat',
    );
  });

  it('fails_a_wheat_that_behaves_as_the_reference_naming_it', () => {
    const manifest = 'activities/pyramid/01-model/activity.json';
    const wheat = 'wheats/pyramid/01-model/Card.same-as-reference.ts';
    kit.write(
      wheat,
      '/**\n * @freedom None: it is the reference under another name.\n */\n' +
        "import { Card as Reference } from '../../../solutions/pyramid/01-model/Card.ts';\n\n" +
        'export class Card extends Reference {}\n',
    );
    kit.edit(manifest, '"Card.ts": ["key-by-number"]', '"Card.ts": ["key-by-number", "same-as-reference"]');
    expect(onlyFailure(kit, 'a wheat that takes no freedom', 'pyramid/01')).toBe(
      `${wheat} (a wheat) differs from the reference: a probe fails on it: it passes every probe that passes on ` +
        'the reference: as far as they show, it behaves as the reference; add a probe that fails on it, or ' +
        'delete it if it takes no freedom',
    );
  });

  it('fails_a_stage_with_student_tests_and_neither_wheats_nor_a_readme_line_saying_why', () => {
    const readme = 'activities/elevens/01-card/README.md';
    kit.edit(readme, 'Nothing is left open:', 'All of it is fixed:');
    expect(onlyFailure(kit, 'a stage without wheats that does not say why')).toBe(
      'the stage has wheats, or its README says nothing is left open: Card.ts: the manifest lists no wheats; ' +
        'write a correct implementation that differs where the README leaves room (grader/AUTHORING.md, ' +
        `"Wheats"), or say in ${readme} why there is none, on a line starting "Nothing is left open"`,
    );
  });
});
