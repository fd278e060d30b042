import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { KIT_ROOT } from '../cli/context.ts';
import { discoverGames } from '../games/registry.ts';
import { main } from '../cli/main.ts';
import { listActivities, listLabs } from '../src/kit/activities.ts';
import { assembleSubmission, type Recipe } from '../src/intake/assemble.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { scanStudentKit } from '../src/release/scan.ts';
import { setupScript } from '../src/release/autograderScripts.ts';
import { enginesRange, INSTALLED_NODE, shellNodeCheck } from '../src/release/nodeRuntime.ts';
import { kitSecrets, leaksIn } from '../src/release/secrets.ts';
import { studentSection } from '../src/release/studentKit.ts';
import { GRADE_IN_A_KIT, HAND_IN } from '../src/report/handIn.ts';
import { validatorFor } from '../src/kit/schemas.ts';
import { GradescopeLayout, visibleText, type GradescopeResults } from './consumers/gradescopeLayout.ts';
import { KitCopy, testContext } from './support.ts';
import { finishedStages, releasedStudentKit, walkWithServe, type StudentKit } from './studentWalk.ts';

const activities = listActivities(KIT_ROOT, 'elevens');
const catalog = await discoverGames(KIT_ROOT);
const secrets = kitSecrets(KIT_ROOT);
const all = (source: 'reference' | 'stub') => Object.fromEntries(activities.map((a) => [a.id, source])) as Recipe;
const validResults = validatorFor(kitPaths(KIT_ROOT).schemas, 'gradescope-results');

async function finishedZip(zip: yazl.ZipFile, file: string): Promise<void> {
  const out = createWriteStream(file);
  zip.outputStream.pipe(out);
  await finished(out);
}

async function bundle(...args: string[]): Promise<{ layout: GradescopeLayout; names: string[] }> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cardlab-release-'));
  const ctx = testContext([], { cwd: work });
  expect(await main(['release', 'gradescope', 'autograder.zip', ...args], ctx), ctx.stderr.text).toBe(0);
  const layout = new GradescopeLayout();
  const names = await layout.unpack(path.join(work, 'autograder.zip'));
  return { layout, names };
}

describe("the Gradescope bundle of a lab, in Gradescope's own layout, on an image without a supported Node", () => {
  let layout: GradescopeLayout;
  let names: string[];
  let setup: SpawnSyncReturns<string>;

  beforeAll(async () => {
    ({ layout, names } = await bundle('--lab', 'elevens'));
    // The image's Node would do here, so setup is told to install the pinned one, as on an image without Node.
    setup = layout.setup({ CARDLAB_SETUP_NODE: 'install' });
  });

  it('setup_installs_the_pinned_node_lts_from_the_npm_registry_and_says_so', () => {
    expect(setup.status, setup.stderr).toBe(0);
    expect(setup.stdout).toContain(`installing Node ${INSTALLED_NODE.version}`);
    expect(setup.stdout).toContain(`installed Node v${INSTALLED_NODE.version} and npm ${INSTALLED_NODE.npm.version}`);
    expect(setup.stdout).toMatch(/ready to grade with Node v24\./);
    // The image keeps what the warm-up built: no submission builds the grader's bundles again.
    expect(setup.stdout).toContain("prepared the grader's bundles by grading the kit's starting files once");
    const generated = readdirSync(layout.at('source', 'node_modules', '.cardlab')).map((name) =>
      name
        .replace(/-[0-9a-f]{16}(\.[cm]js)?$/, '')
        .replace(/^typescript-[\d.]+-node[^-]+-\w+\.v8cache$/, 'typescript cache'),
    );
    // TypeScript's code cache too (kit/typescriptLoader.cjs): no submission's check starts TypeScript from nothing;
    // and the validators of the schemas a grade reads (kit/schemas.ts): none loads ajv.
    expect(new Set(generated)).toEqual(
      new Set([
        'cli',
        'worker-runtime',
        'analysis-thread',
        'typescript cache',
        'schema-activity',
        'schema-grade-report',
      ]),
    );
    expect(names).toEqual(expect.arrayContaining(['setup.sh', 'run_autograder', 'package-lock.json']));
    expect(names.filter((name) => name.startsWith('grader/test/') || name.startsWith('grader/examples/'))).toEqual([]);
  });

  it('package_engines_names_the_node_releases_setup_accepts', () => {
    const pkg = JSON.parse(readFileSync(path.join(KIT_ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(enginesRange());
    expect(setupScript()).toContain(shellNodeCheck());
  });

  it('grades_the_reference_submission_at_full_marks_with_the_installed_node', async () => {
    const { results } = await layout.grade((dir) => assembleSubmission(KIT_ROOT, activities, all('reference'), dir));
    expect(validResults(results), JSON.stringify(validResults.errors)).toBe(true);
    const max = results.tests.reduce((sum, t) => sum + t.max_score, 0);
    expect(max).toBeGreaterThan(0);
    expect(results.score).toBe(max);
    expect(results.extra_data?.node).toBe(`v${INSTALLED_NODE.version}`);
    expect(results.output_format).toBe('text');
    expect(results.tests.find((t) => t.name.includes('rank_returns_the_rank'))?.visibility).toBe('after_published');
  });

  it('grades_the_stubs_at_zero_with_the_same_maximum', async () => {
    const { results } = await layout.grade((dir) => assembleSubmission(KIT_ROOT, activities, all('stub'), dir));
    expect(results.score).toBe(0);
    expect(results.tests.length).toBeGreaterThan(100);
  });

  it('code_that_does_not_load_keeps_every_hidden_test_listed_and_shows_nothing_secret', async () => {
    // No tests of the student's own here: their names could contain a hidden test's, which is no leak of ours.
    const noTests = { 'CardTester.test.ts': 'omit' as const };
    const reference = await layout.grade((dir) =>
      assembleSubmission(KIT_ROOT, activities, { 'elevens/01-card': { rest: 'reference', files: noTests } }, dir),
    );
    const { results: broken } = await layout.grade((dir) =>
      assembleSubmission(
        KIT_ROOT,
        activities,
        {
          'elevens/01-card': {
            files: { 'Card.ts': { text: 'export class Card {\n  rank( { return 1 }\n' }, ...noTests },
          },
          'elevens/02-deck': { files: { 'Deck.ts': { text: 'export class Dek {}\n' } } },
          'elevens/03-shuffler': { files: { 'Shuffler.ts': 'omit' } },
        },
        dir,
      ),
    );
    const cardTests = (r: GradescopeResults) =>
      r.tests.filter((t) => t.name.startsWith('elevens/01-card · ') && !/your tests|problems found/.test(t.name));
    expect(cardTests(broken).map((t) => [t.name, t.max_score])).toEqual(
      cardTests(reference.results).map((t) => [t.name, t.max_score]),
    );
    expect(cardTests(broken).every((t) => t.status === 'failed' && t.score === 0)).toBe(true);
    expect(broken.tests.find((t) => t.name === 'elevens/01-card · problems found')?.output).toMatch(/Card\.ts:2:\d+/);
    expect(leaksIn(visibleText(broken), secrets)).toEqual([]);
    expect(leaksIn(visibleText(reference.results), secrets)).toEqual([]);
  });

  it('loose_files_dragged_in_are_graded_as_the_one_stage_they_belong_to', async () => {
    const { results } = await layout.grade((dir) => {
      const staged = mkdtempSync(path.join(os.tmpdir(), 'cardlab-loose-'));
      assembleSubmission(KIT_ROOT, activities, { 'elevens/01-card': 'reference' }, staged);
      for (const name of ['Card.ts', 'CardTester.test.ts'])
        cpSync(path.join(staged, 'elevens', '01-card', name), path.join(dir, name));
    });
    expect(results.output).toContain('Card.ts was graded as elevens/01-card/Card.ts');
    const card = results.tests.filter((t) => t.name.startsWith('elevens/01-card'));
    expect(card.reduce((sum, t) => sum + t.score, 0)).toBe(card.reduce((sum, t) => sum + t.max_score, 0));
  });

  it('an_ambiguous_or_unknown_file_gets_a_message_showing_the_layout_to_upload', async () => {
    const { results } = await layout.grade((dir) => {
      writeFileSync(path.join(dir, 'Deck.ts'), 'export class Deck {}\n');
      writeFileSync(path.join(dir, 'Notes.ts'), 'export {};\n');
    });
    expect(results.score).toBe(0);
    expect(results.output).toContain(
      'Deck.ts could belong to elevens/02-deck or elevens/04-deck-shuffle or elevens/05-testing: ' +
        'put it in its stage folder',
    );
    expect(results.output).toMatch(/Notes\.ts is not a file of the stages graded here/);
    expect(results.output).toContain('elevens/01-card/Card.ts');
  });

  it('a_zip_of_stage_folders_and_stage_folders_without_their_lab_are_graded', async () => {
    const { results } = await layout.grade((dir) => {
      const staged = mkdtempSync(path.join(os.tmpdir(), 'cardlab-upload-'));
      assembleSubmission(
        KIT_ROOT,
        activities,
        { 'elevens/01-card': 'reference', 'elevens/03-shuffler': 'reference' },
        staged,
      );
      cpSync(path.join(staged, 'elevens', '01-card'), path.join(dir, '01-card'), { recursive: true });
      const zip = new yazl.ZipFile();
      for (const name of readdirSync(path.join(staged, 'elevens', '03-shuffler'))) {
        zip.addFile(path.join(staged, 'elevens', '03-shuffler', name), `my-work/elevens/03-shuffler/${name}`);
      }
      const done = finishedZip(zip, path.join(dir, 'work.zip'));
      zip.end();
      return done;
    });
    for (const stage of ['elevens/01-card', 'elevens/03-shuffler']) {
      const tests = results.tests.filter((t) => t.name.startsWith(stage));
      expect(
        tests.reduce((sum, t) => sum + t.score, 0),
        stage,
      ).toBe(tests.reduce((sum, t) => sum + t.max_score, 0));
    }
  });

  it('always_leaves_a_results_file_even_when_grading_cannot_run', async () => {
    // No submission folder at all: grading stops at once, and the script still writes results.json.
    const { run, results } = await layout.grade((dir) => rmSync(dir, { recursive: true }));
    expect(run.status).toBe(0);
    expect(results.score).toBe(0);
    expect(results.output).toMatch(/could not grade this submission/);
    expect(validResults(results)).toBe(true);
  });
});

describe('a one-stage Gradescope assignment, on an image whose Node is supported', () => {
  it('grades_a_loose_file_as_that_stage_and_lists_only_its_tests', async () => {
    const { layout } = await bundle('--activity', 'elevens/04');
    const setup = layout.setup();
    expect(setup.status, setup.stderr).toBe(0);
    expect(setup.stdout).toContain(`using the image's Node ${process.version}`);
    const { results } = await layout.grade((dir) => {
      const staged = mkdtempSync(path.join(os.tmpdir(), 'cardlab-loose-'));
      assembleSubmission(KIT_ROOT, activities, { 'elevens/04-deck-shuffle': 'reference' }, staged);
      cpSync(path.join(staged, 'elevens', '04-deck-shuffle', 'Deck.ts'), path.join(dir, 'Deck.ts'));
    });
    expect(results.output).toContain('Deck.ts was graded as elevens/04-deck-shuffle/Deck.ts');
    expect(new Set(results.tests.map((t) => t.name.split(' · ')[0]))).toEqual(new Set(['elevens/04-deck-shuffle']));
    const hidden = results.tests.filter((t) => !t.name.includes('your tests'));
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((t) => t.status === 'passed')).toBe(true);
    expect(results.extra_data?.node).toBe(process.version);
  });

  it('release_refuses_a_lab_given_as_a_stage', async () => {
    const ctx = testContext([], { cwd: mkdtempSync(path.join(os.tmpdir(), 'cardlab-release-')) });
    expect(await main(['release', 'gradescope', 'a.zip', '--activity', 'elevens'], ctx)).toBe(2);
    expect(ctx.stderr.text).toMatch(/--activity names one stage/);
  });
});

describe('the all-labs Gradescope bundle', () => {
  it('keeps_one_maximum_for_everyone_and_withholds_the_total_while_hidden_tests_wait', async () => {
    const { layout } = await bundle();
    const setup = layout.setup();
    expect(setup.status, setup.stderr).toBe(0);
    // Only one stage of one lab handed in: every stage of every lab still counts, at 0 of its points.
    const { results } = await layout.grade((dir) =>
      assembleSubmission(KIT_ROOT, activities, { 'elevens/01-card': 'reference' }, dir),
    );
    expect(validResults(results), JSON.stringify(validResults.errors)).toBe(true);
    const everyStage = listLabs(kitPaths(KIT_ROOT)).flatMap((lab) => listActivities(KIT_ROOT, lab).map((a) => a.id));
    expect(new Set(results.tests.map((t) => t.name.split(' · ')[0]))).toEqual(new Set(everyStage));
    expect(results.score).toBe(results.tests.reduce((sum, t) => sum + t.score, 0));
    expect(results.tests.some((t) => /by hand/.test(t.name))).toBe(false);
    expect(results.tests.every((t) => t.status === 'passed' || t.status === 'failed')).toBe(true);
    expect(results.output).toMatch(/your total is shown when grades are published/);
    expect(results.output).not.toMatch(/\d+\/\d+ points/);
  });
});

describe('the student kit', () => {
  let student: StudentKit;
  let kit: string;
  afterAll(() => student?.remove());

  beforeAll(async () => {
    student = await releasedStudentKit('elevens');
    kit = student.root;
  });

  it('ships_only_the_packages_students_need_and_a_gitignore', () => {
    const pkg = JSON.parse(readFileSync(path.join(kit, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    expect(Object.keys(pkg.devDependencies!)).toEqual(['@types/node']);
    for (const name of ['playwright-core', 'mocha-junit-reporter', 'fast-xml-parser', 'yauzl', 'csv-parse']) {
      expect(existsSync(path.join(kit, 'node_modules', name)), name).toBe(false);
    }
    expect(existsSync(path.join(kit, 'node_modules', 'vitest'))).toBe(true);
    expect(readFileSync(path.join(kit, '.gitignore'), 'utf8')).toMatch(/^node_modules\/$/m);
    const typecheck = spawnSync('npm', ['run', 'typecheck'], { cwd: kit, encoding: 'utf8' });
    expect(typecheck.status, typecheck.stdout).toBe(0);
  });

  it('tells_students_what_check_says_and_its_exit_codes_and_records_its_provided_files', () => {
    const readme = readFileSync(path.join(kit, 'README.md'), 'utf8');
    expect(readme).toContain(studentSection(KIT_ROOT));
    expect(readme).toMatch(/exit code is 0 when the stage is done/);
    // The kit's own tsconfig names no folder the kit lacks.
    const tsconfig = JSON.parse(readFileSync(path.join(kit, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: Record<string, unknown>;
    };
    expect(tsconfig.compilerOptions.rootDirs).toBeUndefined();
    const record = JSON.parse(readFileSync(path.join(kit, 'grader', 'provided-files.json'), 'utf8')) as {
      files: Record<string, string>;
    };
    expect(Object.keys(record.files)).toContain('shared/errors.ts');
    expect(Object.keys(record.files)).toContain('elevens/shared/gameRules.ts');
    // And each stage's files grading takes from the kit (its manifest, its visible tests, what it provides), never a
    // file the student writes.
    expect(Object.keys(record.files)).toContain('elevens/01-card/activity.json');
    expect(Object.keys(record.files)).toContain('elevens/01-card/Card.visible.test.ts');
    const written = new Set(
      listActivities(KIT_ROOT, 'elevens').flatMap((a) =>
        [...a.manifest.files.subject, ...a.manifest.files.studentTests].map((name) => `${a.id}/${name}`),
      ),
    );
    for (const file of Object.keys(record.files)) {
      expect(file).toMatch(/^((elevens\/)?shared\/|elevens\/\d\d-[a-z0-9-]+\/[^/]+$)/);
      expect(written.has(file), file).toBe(false);
    }
  });

  const cli = (...args: string[]) => student.cli(...args);

  it('holds_the_activities_but_no_solution_hidden_suite_or_buggy_source', () => {
    expect(scanStudentKit(KIT_ROOT, kit)).toEqual([]);
    for (const secret of ['solutions', 'grader/suites', 'grader/test', 'fixtures/elevens', 'wheats'])
      expect(existsSync(path.join(kit, secret)), secret).toBe(false);
    expect(existsSync(path.join(kit, 'activities', 'elevens', '01-card', 'Card.ts'))).toBe(true);
    const manifest = JSON.parse(
      readFileSync(path.join(kit, 'activities', 'elevens', '01-card', 'activity.json'), 'utf8'),
    );
    expect(manifest.hidden).toEqual([{ suite: 'Card.hidden.test.ts' }]);
    expect(manifest.hiddenCount).toBe(10);
  });

  it('the_scan_catches_a_copied_solution', () => {
    const leaky = mkdtempSync(path.join(os.tmpdir(), 'cardlab-leaky-'));
    cpSync(
      path.join(KIT_ROOT, 'solutions', 'elevens', '01-card'),
      path.join(leaky, 'activities', 'elevens', '01-card'),
      { recursive: true },
    );
    expect(scanStudentKit(KIT_ROOT, leaky).join('\n')).toMatch(
      /Card\.ts is a copy of solutions\/elevens\/01-card\/Card\.ts/,
    );
  });

  it('says_how_work_is_handed_in_packs_it_and_what_grade_means_here', () => {
    expect(readFileSync(path.join(kit, 'README.md'), 'utf8')).toContain(HAND_IN);
    const grade = cli('grade');
    expect(grade.status).toBe(2);
    expect(grade.stderr).toBe(`cardlab: ${GRADE_IN_A_KIT}\n`);
    const help = cli('grade', '--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: cardlab grade/);
    expect(help.stdout).toContain(GRADE_IN_A_KIT);
    const pack = cli('pack', '--out', '.cardlab/handed-in.zip');
    expect(pack.status, pack.stderr).toBe(0);
    expect(pack.stdout).toMatch(/^packed \d+ files into \.cardlab\/handed-in\.zip \(\d+ KB\)$/m);
    expect(existsSync(path.join(kit, '.cardlab', 'handed-in.zip'))).toBe(true);
  });

  it('offers_the_student_commands_only', () => {
    const help = cli('--help').stdout;
    expect(help).toContain('check');
    expect(help).not.toMatch(/^\s+grade/m);
    expect(help).not.toMatch(/^\s+verify/m);
  });

  it('checks_a_stage_and_runs_the_students_tests_against_the_compiled_buggy_decks', () => {
    const check = cli('check', 'elevens/05');
    // The stage is not done yet: check says what is left and exits 1 (for scripts and pre-commit hooks).
    expect(check.status).toBe(1);
    expect(check.stdout).toContain('buggy versions  your tests catch 0 of 4');
    // The kit holds no wheat (each is a whole solution): check says that grading runs the student's tests on it.
    expect(check.stdout).toContain(
      'correct variants  grading also runs your tests on 1 other correct implementation that differs where the ' +
        'README leaves room: a test that fails on one counts for nothing',
    );
    // Two of the four fail inside the stub of stage 01, which the stage runs with: check names it.
    expect(check.stdout).toMatch(
      /^4 public tests to fix \(2 of them fail in your elevens\/01-card: finish or fix that stage first\); 19 hidden tests run at grading$/m,
    );
    const list = cli('list');
    expect(list.stdout).toMatch(/elevens\/01-card .* not started/);
  });
  it('ships_the_buggy_decks_runnable_but_without_the_earlier_stages_code_or_the_bug_in_sight', () => {
    const folder = path.join(kit, 'buggy', 'elevens', '05-testing');
    const decks = readdirSync(folder);
    expect(decks).toEqual(['Deck.buggy1.ts', 'Deck.buggy2.ts', 'Deck.buggy3.ts', 'Deck.buggy4.ts']);
    for (const deck of decks) {
      const text = readFileSync(path.join(folder, deck), 'utf8');
      // Card's and Deck's texts (stages 01 and 02), the shuffle (03, 04), and the member a bug is in (05's answer).
      for (const code of ['point value', 'Undealt cards', 'nextInt', 'undealt', 'isEmpty', 'deal(', 'shuffle('])
        expect(text, `${deck} shows ${code}`).not.toContain(code);
      expect(text).toMatch(/@hint \S/);
    }
    // They still run: the reference's tests, in a kit holding the finished stages 01–05, catch all four.
    const restore = student.overwrite('elevens', finishedStages(activities.filter((a) => a.id < 'elevens/06')));
    try {
      expect(cli('check', 'elevens/05').stdout).toContain('buggy versions  your tests catch 4 of 4');
      // Nor are they left unpacked in what check keeps on disk (the compiled kit code under .cardlab/).
      const kept = readdirSync(path.join(kit, '.cardlab'), { recursive: true, encoding: 'utf8' });
      for (const file of kept.filter((name) => statSync(path.join(kit, '.cardlab', name)).isFile()))
        expect(readFileSync(path.join(kit, '.cardlab', file), 'utf8'), file).not.toContain('undealt<0');
    } finally {
      restore();
    }
  });

  it('a_student_walks_through_each_mistake_and_check_list_and_serve_give_one_verdict', async () => {
    // A student works on elevens/01–04 in the kit, making the issue's mistakes one after another. At each step the
    // terminal's check (exit code, lines, last line), list's status and the page (serve's /api/status row and its
    // Check report) must say the same: one verdict (score/stageVerdict.ts), rendered three times.
    const finished = finishedStages(activities.filter((a) => a.id < 'elevens/05'));
    const solution = (file: string) => finished.get(file)!;
    const inKit = (file: string) => path.join(kit, 'activities', 'elevens', file);
    const files = [...finished.keys()];
    // Every file of the stages as it is now, put back at the end (the steps write over them).
    const restore = student.snapshot('elevens', files);
    const walk = await walkWithServe(student, 'elevens');
    const step = walk.step;
    try {
      expect((await walk.rowOf('elevens/01-card'))!.status).toBe('not started');
      // 1. A Java habit: `matches` renamed in Card.ts and in the student's own tests, which all pass.
      const renamed = (file: string) => solution(file).replaceAll('matches(', 'matchesCard(');
      const api1 = await step(
        {
          '01-card/Card.ts': renamed('01-card/Card.ts'),
          '01-card/CardTester.test.ts': renamed('01-card/CardTester.test.ts'),
        },
        'elevens/01-card',
        'API changed',
        false,
      );
      expect(api1).toMatch(/not the API the grader uses: `Card\.matches` is missing/);
      // 2. A file that does not load, saved; then fixed: serve recovers. The fix keeps a failing test skipped.
      const boom = `const boom = (null as unknown as { x: number }).x;\n${solution('01-card/Card.ts')}`;
      const broken = await step({ '01-card/Card.ts': boom }, 'elevens/01-card', 'broken', false);
      expect(broken).toMatch(/Card\.ts does not load: elevens\/01-card\/Card\.ts:1:/);
      const tests = solution('01-card/CardTester.test.ts');
      const wrong = "\nit('a_wrong_expectation', () => {\n  expect(1).toBe(2);\n});\n";
      const fixed = await step(
        {
          '01-card/Card.ts': solution('01-card/Card.ts'),
          '01-card/CardTester.test.ts': `${tests}${wrong.replace('it(', 'it.skip(')}`,
        },
        'elevens/01-card',
        'done',
        true,
      );
      expect(fixed).toContain('a_wrong_expectation: skipped, so it is not run here or at grading');
      // 3. The skipped test run: a test of one's own that fails keeps the stage from done.
      const failing = await step(
        { '01-card/CardTester.test.ts': `${tests}${wrong}` },
        'elevens/01-card',
        'own tests fail',
        false,
      );
      expect(failing).toMatch(/✗ a_wrong_expectation/);
      // 3b. A long array that differs in one element: told at that element, in a line each, with the caret.
      const arrays =
        "\nit('a_long_array', () => {\n  const expected = Array.from({ length: 600 }, (_, i) => i);\n" +
        '  expect(expected.map((n) => (n === 410 ? 9 : n))).toEqual(expected);\n});\n';
      const differing = await step(
        { '01-card/CardTester.test.ts': `${tests}${arrays}` },
        'elevens/01-card',
        'own tests fail',
        false,
      );
      expect(differing).toContain('first difference at element [410]: expected 410 but got 9');
      expect(differing).toMatch(/ expected: …[\d, ]*\b410, 411\b[\d, ]*…\n +actual: {3}…[\d, ]*\b9, 411\b/);
      expect(differing).not.toMatch(/more lines/);
      writeFileSync(inKit('01-card/CardTester.test.ts'), tests);
      // 4. A space dropped in Deck's text: the page shows the caret difference the terminal does.
      const deck = solution('02-deck/Deck.ts');
      const spaceless = await step(
        {
          '02-deck/Deck.ts': deck.replace('`size = ${', '`size =${'),
          '02-deck/DeckTester.test.ts': solution('02-deck/DeckTester.test.ts'),
        },
        'elevens/02-deck',
        'in progress',
        false,
      );
      expect(spaceless).toMatch(/first difference at line 1, column \d+: expected a space/);
      // 5. A wrong value from stage 02 (deal reads past the top card): stage 04 is blocked by 02, not in progress.
      const wrongDeal = deck.replace(
        '    this.undealt--;\n    return this.cards[this.undealt]!;',
        '    return this.cards[this.undealt--]!;',
      );
      expect(wrongDeal).not.toBe(deck);
      const rest = Object.fromEntries(files.filter((f) => /^0[34]/.test(f)).map((f) => [f, solution(f)]));
      const blamed = await step({ ...rest, '02-deck/Deck.ts': wrongDeal }, 'elevens/04-deck-shuffle', 'blocked', false);
      expect(blamed).toBeTruthy();
      // 6. A mistyped import: the file is named as not loading, with the file meant, not as a stage file to put back.
      const mistyped = await step(
        { '02-deck/Deck.ts': deck.replace("'../01-card/Card.ts'", "'../01-card/Cards.ts'") },
        'elevens/02-deck',
        'broken',
        false,
      );
      expect(mistyped).toMatch(/Deck\.ts does not load: .*did you mean '\.\.\/01-card\/Card\.ts'/);
      expect(mistyped).not.toContain('put it back');
    } finally {
      walk.stop();
      restore();
    }
  });

  it('compares_a_stage_edited_in_place_with_its_stub_as_released_and_a_renamed_method_is_not_done', () => {
    const card = path.join(kit, 'activities', 'elevens', '01-card', 'Card.ts');
    const stub = readFileSync(card, 'utf8');
    const record = JSON.parse(readFileSync(path.join(kit, 'grader', 'stubs.json'), 'utf8')) as {
      stubs: Record<string, string>;
    };
    expect(record.stubs['elevens/01-card/Card.ts']).toBe(stub);
    try {
      // The student works in the stub's own place: the record still knows what the stub declared.
      const solution = readFileSync(path.join(KIT_ROOT, 'solutions', 'elevens', '01-card', 'Card.ts'), 'utf8');
      writeFileSync(card, solution.replace('  matches(', '  matchesCard('));
      const check = cli('check', 'elevens/01');
      expect(check.status).toBe(1);
      expect(check.stdout).toMatch(
        /^ {2}✗ elevens\/01-card\/Card\.ts:\d+:\d+ not the API the grader uses: `Card\.matches` is missing/m,
      );
    } finally {
      writeFileSync(card, stub);
    }
  });

  it('runs_a_stage_with_the_students_own_earlier_stages_and_names_the_one_to_finish', () => {
    // The student finished Deck (stage 02) but not Card (stage 01): check says the failures come from their Card.
    const finished = mkdtempSync(path.join(os.tmpdir(), 'cardlab-finished-'));
    const recipe = { 'elevens/01-card': 'reference', 'elevens/02-deck': 'reference' } as const;
    assembleSubmission(KIT_ROOT, activities, recipe, finished);
    const inKit = (file: string) => path.join(kit, 'activities', 'elevens', file);
    const stubs = ['01-card/Card.ts', '02-deck/Deck.ts'].map(
      (file) => [file, readFileSync(inKit(file), 'utf8')] as const,
    );
    try {
      cpSync(path.join(finished, 'elevens', '02-deck', 'Deck.ts'), inKit('02-deck/Deck.ts'));
      const early = cli('check', 'elevens/02');
      expect(early.status).toBe(1);
      expect(early.stdout).toMatch(/^ {6}at elevens\/01-card\/Card\.ts:\d+:\d+$/m);
      expect(early.stdout).toMatch(
        /^3 public tests to fix: they fail in your elevens\/01-card, so finish or fix that stage first/m,
      );
      cpSync(path.join(finished, 'elevens', '01-card', 'Card.ts'), inKit('01-card/Card.ts'));
      const done = cli('check', 'elevens/02');
      expect(done.stdout).toContain('public tests  3/3 pass');
    } finally {
      for (const [file, text] of stubs) writeFileSync(inKit(file), text);
    }
  });
});

describe('releasing a student kit from a kit whose stubs are not as committed', () => {
  let kit: KitCopy;
  beforeAll(() => {
    kit = new KitCopy();
  });
  afterAll(() => kit.remove());

  const release = async () => {
    const ctx = testContext([], { cwd: kit.root, kitRoot: kit.root });
    const code = await main(['release', 'student', 'out', '--lab', 'elevens'], ctx);
    return { code, stderr: ctx.stderr.text };
  };
  const card = 'activities/elevens/01-card/Card.ts';

  it('refuses_a_stub_changed_since_its_commit_naming_it_and_leaves_no_kit', async () => {
    kit.write(card, `${kit.read(card)}\n// my answer\n`);
    const { code, stderr } = await release();
    expect(code).toBe(1);
    expect(stderr).toContain(
      `these starting files differ from their committed state, so the kit was not built:\n  - ${card}`,
    );
    expect(existsSync(path.join(kit.root, 'out'))).toBe(false);
    kit.reset();
  });

  it('refuses_a_committed_stub_that_passes_hidden_tests_and_leaves_no_kit', async () => {
    kit.write(card, kit.read('solutions/elevens/01-card/Card.ts'));
    kit.commit('a stub filled in by mistake');
    const { code, stderr } = await release();
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /a stub must fail every hidden test[^]*activities\/elevens\/01-card\/Card\.ts passes \d+ hidden test/,
    );
    expect(existsSync(path.join(kit.root, 'out'))).toBe(false);
  });
});

describe.each(listLabs(kitPaths(KIT_ROOT)))('a student kit of the %s lab alone', (lab) => {
  let kit: string;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `cardlab-${lab}-kit-`));
    kit = path.join(dir, 'kit');
    const ctx = testContext([], { cwd: dir });
    expect(await main(['release', 'student', 'kit', '--lab', lab], ctx), ctx.stderr.text).toBe(0);
    symlinkSync(path.join(KIT_ROOT, 'node_modules'), path.join(kit, 'node_modules'));
  });

  const cli = (args: string[], input = '') =>
    spawnSync(process.execPath, [path.join(kit, 'grader', 'bin', 'cardlab.js'), ...args], {
      cwd: kit,
      input,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });

  // What the lab offers is read from its games folder: a lab need not have a game, nor a game a simulation.
  const games = catalog.games.filter((game) => game.lab === lab).map((game) => game.name);
  const simulations = catalog.simulations.filter((simulation) => simulation.lab === lab).map((s) => s.name);

  it('carries the games of its lab only, and its CLI starts and lists them', () => {
    const folder = path.join(kit, 'grader', 'games');
    const gameLabs = readdirSync(folder, { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && existsSync(path.join(folder, entry.name, 'index.ts')),
    );
    expect(gameLabs.map((entry) => entry.name)).toEqual(games.length > 0 ? [lab] : []);
    const help = cli(['play', '--help']);
    expect(help.status, help.stderr).toBe(0);
    for (const name of games) expect(help.stdout).toMatch(new RegExp(`game +.*\\b${name}\\b`));
    if (games.length === 0) expect(help.stdout).toMatch(/game +no lab of this kit has a game/);
    expect(cli(['list', lab]).status).toBe(0);
  });

  it("plays the student's own classes by default, and names the stage to finish", () => {
    for (const name of games) {
      const run = cli(['play', name], 'q\n');
      expect(run.status, name).toBe(1);
      const stage = `activities/${lab}/\\d\\d-[\\w-]+/\\w+\\.ts:\\d+:\\d+`;
      const unfinished = `^cardlab: ${stage}: .*not written yet\\. Finish stage ${lab}/\\d\\d\\.$`;
      expect(run.stderr).toMatch(new RegExp(unfinished, 'm'));
      expect(run.stderr).not.toContain('internal error');
      const reference = cli(['play', name, '--impl', 'reference']);
      expect(reference.stderr).toContain('no reference classes (it has no solutions/ folder): use --impl student');
    }
    if (games.length > 0) return;
    const none = cli(['play', lab]);
    expect(none.status).toBe(2);
    expect(none.stderr).toContain(`unknown game "${lab}": no lab of this kit has a game`);
  });

  it('simulates where its lab offers a simulation, and says so where it does not', () => {
    for (const name of simulations) {
      const run = cli(['simulate', name, '--games', '10']);
      expect(run.status, name).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`${lab}/\\d\\d-[\\w-]+/\\w+\\.ts:\\d+:\\d+: .*not written yet`));
    }
    if (simulations.length > 0) return;
    const run = cli(['simulate', games[0] ?? lab, '--games', '10']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('no lab of this kit offers a simulation');
  });
});
