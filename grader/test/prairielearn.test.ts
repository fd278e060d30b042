import {
  copyFileSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { listActivities } from '../src/kit/activities.ts';
import { assembleSubmission, type Recipe } from '../src/intake/assemble.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { kitSecrets, leaksIn } from '../src/release/secrets.ts';
import { validatorFor } from '../src/kit/schemas.ts';
import { PrairieLearnLayout, type PrairieLearnResults } from './consumers/prairielearnLayout.ts';
import { testContext } from './support.ts';

const elevens = listActivities(KIT_ROOT, 'elevens');
const pyramid = listActivities(KIT_ROOT, 'pyramid');
const secrets = kitSecrets(KIT_ROOT);
const validResults = validatorFor(kitPaths(KIT_ROOT).schemas, 'prairielearn-results');
const CARD = 'cardlab/elevens/01-card';
const IMAGE = 'example/cardlab-grader:1';
// PrairieLearn's Docker containers have no user namespaces as a rule: the sandbox falls back to a user id of its own.
const CONFINEMENT = 'user';
const ENV = { CARDLAB_CONFINEMENT: CONFINEMENT };

/** `cardlab release prairielearn` into a new folder: the course folder it wrote. */
async function release(...args: string[]): Promise<string> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cardlab-pl-release-'));
  const ctx = testContext([], { cwd: work });
  expect(await main(['release', 'prairielearn', 'course', '--image', IMAGE, ...args], ctx), ctx.stderr.text).toBe(0);
  return path.join(work, 'course');
}

/** The stage's files as PrairieLearn hands them over: flat in /grade/student, only those the student uploaded. */
function uploadCard(student: string, files: Record<string, 'reference' | { text: string }>): void {
  const staged = mkdtempSync(path.join(os.tmpdir(), 'cardlab-pl-staged-'));
  assembleSubmission(KIT_ROOT, elevens, { 'elevens/01-card': 'reference' }, staged);
  for (const [name, source] of Object.entries(files)) {
    if (source === 'reference') copyFileSync(path.join(staged, 'elevens', '01-card', name), path.join(student, name));
    else writeFileSync(path.join(student, name), source.text);
  }
}

function checked(results: PrairieLearnResults): PrairieLearnResults {
  expect(validResults(results), JSON.stringify(validResults.errors)).toBe(true);
  const shown = [results.message, ...results.tests.flatMap((t) => [t.name, t.message ?? '', t.output ?? ''])];
  // The reference student tests share names with hidden tests, which is no leak: nothing else of the kit is shown.
  const leaks = leaksIn(shown.join('\n'), secrets).filter((leak) => !leak.startsWith('the hidden test'));
  expect(leaks).toEqual([]);
  return results;
}

describe("PrairieLearn's external grading, in its documented layout, with the kit's image", () => {
  const layout = new PrairieLearnLayout();
  const gradeJob: PrairieLearnLayout['grade'] = (course, question, make) => layout.grade(course, question, make, ENV);
  let stageCourse: string;
  let labCourse: string;

  beforeAll(async () => {
    stageCourse = await release('--activity', 'elevens/01');
    labCourse = await release('--lab', 'pyramid', '--whole-lab');
    for (const run of layout.buildImage(stageCourse)) expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  });

  it('the_release_names_the_image_entry_point_and_files_and_the_image_holds_nothing_of_the_kit', () => {
    const info = JSON.parse(readFileSync(path.join(stageCourse, 'questions', CARD, 'info.json'), 'utf8'));
    expect(info).toMatchObject({ type: 'v3', gradingMethod: 'External' });
    const options = info.externalGradingOptions;
    expect(options).toMatchObject({ enabled: true, image: IMAGE, serverFilesCourse: ['cardlab/'] });
    expect(options.entrypoint.slice(0, 3)).toEqual([
      '/grade/serverFilesCourse/cardlab/run_prairielearn',
      '--activity',
      'elevens/01-card',
    ]);
    expect(options.timeout).toBeLessThanOrEqual(600);
    const html = readFileSync(path.join(stageCourse, 'questions', CARD, 'question.html'), 'utf8');
    expect(html).toContain('<pl-file-upload file-names="Card.ts" optional-file-names="CardTester.test.ts">');
    expect(html).toContain('<pl-external-grader-results>');
    expect(readdirSync(path.join(stageCourse, 'serverFilesCourse', 'cardlab', 'solutions'))).toEqual(['elevens']);
    // PrairieLearn pulls public images only: the image gets the runtime packages, never the kit.
    expect(readFileSync(path.join(stageCourse, 'graderImage', 'Dockerfile'), 'utf8')).not.toMatch(/solutions|suites/);
  });

  it('a_perfect_stage_scores_1_and_shows_no_hidden_test_by_name', async () => {
    const { results, run } = await gradeJob(stageCourse, CARD, (student) =>
      uploadCard(student, { 'Card.ts': 'reference', 'CardTester.test.ts': 'reference' }),
    );
    expect(run.stdout).toContain('Student code ran confined by: unprivileged sandbox user');
    checked(results);
    expect(results.gradable).toBe(true);
    expect(results.score).toBe(1);
    const sum = (key: 'points' | 'max_points') => results.tests.reduce((total, t) => total + t[key], 0);
    expect(sum('points')).toBe(sum('max_points'));
    expect(results.message).toMatch(/cardlab .*: (\d+)\/\1 points/);
    expect(results.tests.map((t) => t.name)).toEqual([
      'elevens/01-card · hidden tests',
      'elevens/01-card · your tests catch buggy implementations',
    ]);
    expect(JSON.stringify(results)).not.toContain('toString_matches_the_pinned_formats');
    expect(results.tests[0]!.message).toMatch(/^(\d+) of \1 hidden tests pass\.$/);
    expect(results.tests[0]!.output).toBeUndefined();
  });

  it('a_partial_stage_scores_its_share_and_says_what_is_missing', async () => {
    const { results } = await gradeJob(stageCourse, CARD, (student) => uploadCard(student, { 'Card.ts': 'reference' }));
    checked(results);
    const testing = results.tests.find((t) => t.name.endsWith('your tests catch buggy implementations'))!;
    const hidden = results.tests.find((t) => t.name.endsWith('hidden tests'))!;
    expect(testing.points).toBe(0);
    expect(testing.output).toMatch(/no tests of your own yet/);
    expect(hidden.points).toBe(hidden.max_points);
    expect(results.score).toBeCloseTo(hidden.max_points / (hidden.max_points + testing.max_points), 10);
  });

  it('a_broken_stage_is_graded_at_0_naming_the_line_and_costs_no_more', async () => {
    const { results } = await gradeJob(stageCourse, CARD, (student) =>
      uploadCard(student, { 'Card.ts': { text: 'export class Card {\n  rank( { return 1 }\n' } }),
    );
    checked(results);
    expect(results.gradable).toBe(true);
    expect(results.score).toBe(0);
    expect(results.tests.find((t) => t.name === 'elevens/01-card · problems found')?.output).toMatch(/Card\.ts:2:\d+/);
    expect(results.tests.find((t) => t.name.endsWith('hidden tests'))!.max_points).toBeGreaterThan(0);
  });

  it('a_whole_lab_question_grades_a_zip_of_the_lab_at_full_marks', async () => {
    const all = Object.fromEntries(pyramid.map((a) => [a.id, 'reference'])) as Recipe;
    const { results } = await gradeJob(labCourse, 'cardlab/pyramid/whole-lab', async (student) => {
      const staged = mkdtempSync(path.join(os.tmpdir(), 'cardlab-pl-lab-'));
      assembleSubmission(KIT_ROOT, pyramid, all, staged);
      const zip = new yazl.ZipFile();
      for (const activity of pyramid) {
        const folder = path.join(staged, 'pyramid', activity.slug);
        for (const name of readdirSync(folder))
          zip.addFile(path.join(folder, name), `pyramid/${activity.slug}/${name}`);
      }
      const out = createWriteStream(path.join(student, 'pyramid.zip'));
      zip.outputStream.pipe(out);
      zip.end();
      await finished(out);
    });
    checked(results);
    expect(results.score).toBe(1);
    expect(new Set(results.tests.map((t) => t.name.split(' · ')[0]))).toEqual(new Set(pyramid.map((a) => a.id)));
  });

  it('a_job_whose_image_was_built_for_another_kit_is_not_gradable_and_says_why', async () => {
    const lock = path.join(stageCourse, 'serverFilesCourse', 'cardlab', 'package-lock.json');
    const original = readFileSync(lock, 'utf8');
    writeFileSync(lock, original.replace('"lockfileVersion"', '"lockfileVersionX"'));
    try {
      const { results } = await gradeJob(stageCourse, CARD, (student) =>
        uploadCard(student, { 'Card.ts': 'reference' }),
      );
      expect(results).toMatchObject({ gradable: false });
      expect(results.message).toMatch(/built for another version of the kit/);
    } finally {
      writeFileSync(lock, original);
    }
  });
});

describe('release prairielearn', () => {
  it('refuses_a_bad_image_name_a_lab_given_as_a_stage_and_a_folder_not_empty', async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'cardlab-pl-refuse-'));
    const refused = async (...args: string[]) => {
      const ctx = testContext([], { cwd: work });
      expect(await main(['release', 'prairielearn', ...args], ctx)).toBe(2);
      return ctx.stderr.text;
    };
    expect(await refused('out', '--image', 'not an image')).toMatch(/--image takes an image name such as/);
    expect(await refused('out', '--image', IMAGE, '--activity', 'elevens')).toMatch(/--activity names one stage/);
    mkdirSync(path.join(work, 'full'));
    writeFileSync(path.join(work, 'full', 'x'), '');
    expect(await refused('full', '--image', IMAGE)).toMatch(/full is not empty/);
    expect(await refused('out')).toMatch(/--image/);
  });
});
