import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreboardGame } from './newLabGame.ts';
import { addLab, engineChanges, fillIn, scaffoldFiles } from './newLab.ts';
import { KitCopy } from './support.ts';

/** The kit's tests that run over every lab (and every game) the kit has. */
const PER_LAB_TESTS = ['grader/test/games/registry.test.ts', 'grader/test/labs.test.ts', 'grader/test/release.test.ts'];

interface VitestReport {
  testResults: { assertionResults: { fullName: string; status: string }[] }[];
}

/** This process's environment without what vitest set in it for its own workers: a run in the copy is a fresh one. */
function outsideVitest(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
}

const STAGE = 'pyramid/04-score';
const FILES = scaffoldFiles(STAGE);

describe('cardlab new', () => {
  let kit: KitCopy;
  beforeAll(() => {
    kit = new KitCopy();
  });
  afterAll(() => kit.remove());

  it.each([
    [['elevens/01-card', '--subject', 'Card'], 'elevens/01-card exists already: activities/elevens/01-card/, solut'],
    [['blackjack/01-deal', '--subject', 'Hand'], 'there is no lab "blackjack" (the labs are elevens, klondike, montec'],
    [['elevens/05-war', '--subject', 'War'], 'the number 05 is taken by elevens/05-testing: stages run in the order'],
    [['elevens/12_War', '--subject', 'War'], '"12_War" is not a stage folder name: two digits, a hyphen'],
    [['elevens', '--subject', 'War'], 'a new stage is named <lab>/<NN-slug>, such as elevens/12-war: got "elevens"'],
    [['elevens/12-war', '--subject', 'war'], '--subject is the class the student writes, such as Card'],
  ])('refuses_%j_saying_why_and_makes_nothing', async (args, message) => {
    const { code, err } = kit.cli('new', ...args);
    expect(code).toBe(2);
    expect(err).toContain(message);
    expect(kit.git('status', '--porcelain')).toBe('');
  });

  it('says_which_number_is_free_when_the_one_asked_for_is_taken', async () => {
    const { err } = kit.cli('new', 'pyramid/02-board', '--subject', 'Board');
    expect(err).toContain(
      'the number 02 is taken by pyramid/02-view: stages run in the order of their numbers, ' +
        'and the next free one is 04',
    );
  });

  it('is_an_instructor_command_only', async () => {
    renameSync(path.join(kit.root, 'solutions'), path.join(kit.root, 'solutions-away'));
    try {
      const { code, err } = kit.cli('new', 'pyramid/04-score', '--subject', 'Scoreboard');
      expect(code).toBe(2);
      expect(err).toMatch(/unknown command 'new'/);
    } finally {
      renameSync(path.join(kit.root, 'solutions-away'), path.join(kit.root, 'solutions'));
    }
  });

  it('makes_a_stage_that_verify_refuses_until_filled_in_and_accepts_once_it_is', async () => {
    const made = kit.cli('new', STAGE, '--subject', 'Scoreboard');
    expect(made.code, made.err).toBe(0);
    for (const file of FILES) {
      expect(made.out).toContain(`  ${file}\n`);
      expect(existsSync(path.join(kit.root, file)), file).toBe(true);
    }
    expect(made.out).toContain('Run `npx cardlab verify pyramid/04` until it passes');

    // As made: every run proves what it should, but the placeholders are there and nothing is committed.
    const unfilled = kit.cli('verify', 'pyramid/04');
    expect(unfilled.code).toBe(1);
    expect(unfilled.failed).toHaveLength(2);
    expect(unfilled.failed[0]).toMatch(
      new RegExp(
        '^no "SCAFFOLD:" placeholder of `cardlab new` is left \\(write what each asks, then remove it\\): ' +
          'activities/pyramid/04-score/README\\.md \\(line 1, 3, 10, 18\\); activities/pyramid/04-score/Scoreboard\\.ts',
      ),
    );
    expect(unfilled.failed[1]).toBe(
      'a student kit can be built from the committed stubs: ' +
        'these starting files are not committed yet, so the kit was not built:',
    );
    expect(unfilled.out).toContain('\n  - activities/pyramid/04-score/\ncommit them (git add, git commit)');

    fillIn(kit, STAGE, 'Pyramid 04');
    kit.commit('a new stage: the scoreboard');
    const filled = kit.cli('verify', 'pyramid/04');
    expect(filled.failed, filled.out).toEqual([]);
    expect(filled.code).toBe(0);
    expect(filled.out).toMatch(/^✓ pyramid\/04-score \(\d+\/\d+ checks\)$/m);
    expect(filled.out).toMatch(/^✓ release student /m);
  });
});

/**
 * A fifth lab added by AUTHORING.md alone ("Adding a lab"): its folder and README, then its first stage made with
 * `cardlab new` and filled in. Every per-lab command finds it, and not one line of the engine changes.
 */
describe('a new lab, added by the guide alone', () => {
  const stage = 'darts/01-score';
  let kit: KitCopy;
  let base: string;

  beforeAll(() => {
    kit = new KitCopy();
    base = kit.git('rev-parse', 'HEAD').trim();
    addLab(kit, 'darts');
  });

  afterAll(() => kit.remove());

  it('is_verified_listed_checked_and_graded_like_any_lab', () => {
    const verified = kit.cli('verify', 'darts/01');
    expect(verified.failed, verified.out).toEqual([]);
    expect(verified.code).toBe(0);
    expect(kit.cli('list').out).toMatch(/darts\/01-score/);
    // The kit's own activities/ hold the stub: check says what is left to do, and how many hidden tests wait.
    const checked = kit.cli('check', 'darts/01');
    expect(checked.code).toBe(1);
    expect(checked.out).toMatch(/^cardlab check darts\/01-score · The scoreboard$/m);
    expect(checked.out).toMatch(/^public tests {2}0\/\d+ pass$/m);
    expect(checked.out, checked.out).toMatch(/\d+ hidden tests? runs? at grading/);
    const graded = kit.cli('grade', 'solutions', '--activity', 'darts');
    expect(graded.code, graded.err).toBe(0);
    expect(graded.out).toMatch(/darts\/01-score\s.*\s(\d+)\/\1\b/);
  });

  it('is_released_for_students_and_for_gradescope_on_its_own', () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'cardlab-darts-'));
    const student = kit.cli('release', 'student', path.join(out, 'kit'), '--lab', 'darts');
    expect(student.code, student.err).toBe(0);
    expect(existsSync(path.join(out, 'kit', 'activities', stage, 'Scoreboard.ts'))).toBe(true);
    expect(existsSync(path.join(out, 'kit', 'activities', 'elevens'))).toBe(false);
    const gradescope = kit.cli('release', 'gradescope', path.join(out, 'autograder.zip'), '--lab', 'darts');
    expect(gradescope.code, gradescope.err).toBe(0);
    expect(existsSync(path.join(out, 'autograder.zip'))).toBe(true);
    rmSync(out, { recursive: true, force: true });
  });

  it('has_no_game_and_play_says_which_games_there_are', () => {
    const played = kit.cli('play', 'darts');
    expect(played.code).toBe(2);
    expect(played.err).toMatch(/darts/);
    expect(played.err).toMatch(/elevens/);
  });

  it('gets_a_game_by_the_guide_alone_and_passes_the_tests_that_run_over_every_lab', () => {
    for (const [file, text] of Object.entries(scoreboardGame('darts', stage))) kit.write(file, text);
    kit.commit("the darts lab's game");
    // The kit's own per-lab tests, run in the copy: those of the new lab, and the facts every game must satisfy.
    const report = path.join(mkdtempSync(path.join(os.tmpdir(), 'cardlab-per-lab-')), 'results.json');
    const run = spawnSync(
      process.execPath,
      [
        path.join(kit.root, 'node_modules', 'vitest', 'vitest.mjs'),
        'run',
        ...PER_LAB_TESTS,
        '--testNamePattern',
        'darts|the games, found per lab',
        '--reporter=json',
        `--outputFile=${report}`,
      ],
      { cwd: kit.root, encoding: 'utf8', env: outsideVitest() },
    );
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    const results = (JSON.parse(readFileSync(report, 'utf8')) as VitestReport).testResults.flatMap(
      (file) => file.assertionResults,
    );
    // Those the name pattern left out are reported as skipped: only the ones that ran count.
    const ran = results.filter((result) => result.status === 'passed' || result.status === 'failed');
    expect(ran.filter((result) => result.status !== 'passed').map((result) => result.fullName)).toEqual([]);
    for (const group of [
      'the games, found per lab',
      'the darts lab in the terminal',
      'grading the darts lab',
      'a student kit of the darts lab alone',
    ]) {
      expect(
        ran.some((result) => result.fullName.startsWith(group)),
        `${group} in ${ran.map((r) => r.fullName).join('; ')}`,
      ).toBe(true);
    }
    const verified = kit.cli('verify', 'darts');
    expect(verified.failed, verified.out).toEqual([]);
    expect(verified.code).toBe(0);
  });

  it('changes_no_line_of_the_engine', () => {
    const changed = kit.git('diff', '--name-only', base, 'HEAD').trim().split('\n');
    expect(engineChanges(kit, base, 'darts')).toEqual([]);
    expect(changed).toEqual(
      expect.arrayContaining([
        'activities/darts/README.md',
        `grader/suites/${stage}/Scoreboard.hidden.test.ts`,
        'grader/games/darts/index.ts',
      ]),
    );
  });
});
