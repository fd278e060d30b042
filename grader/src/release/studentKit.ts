import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { discoverActivities, listLabs } from '../kit/activities.ts';
import { buggyImpls } from '../kit/buggy.ts';
import { kitPaths } from '../kit/kit.ts';
import type { Manifest } from '../kit/manifest.ts';
import { findRun, outcomeOf, type PlannedRun } from '../plan/keys.ts';
import { planRuns } from '../plan/runs.ts';
import { stagePlan } from '../plan/stage.ts';
import { overlayEsbuildPlugin } from '../kit/solutionsOverlay.ts';
import { recordProvidedFiles } from '../kit/providedFiles.ts';
import { recordStubs } from '../kit/stubSources.ts';
import { packBuggy } from '../kit/packedBuggy.ts';
import { GRADE_MEANS, HAND_IN } from '../report/handIn.ts';
import { committedStartingFiles, ReleaseRefused } from './startingFiles.ts';
import { studentPackages } from './studentPackages.ts';

/** Marks every generated bundle: the scan accepts no other file under buggy/. */
export const BUNDLE_MARK = '// cardlab student kit: a compiled buggy implementation, for your tests to catch.';

/**
 * The part of the repository's README written for students (between its student-kit markers): what `check` reports,
 * its exit codes, how own tests and rules are graded. Written once there, and carried into every kit.
 */
export function studentSection(kitRoot: string): string {
  const readme = readFileSync(path.join(kitRoot, 'README.md'), 'utf8');
  const part = /<!-- student-kit:start[^>]*-->\n([^]*?)<!-- student-kit:end -->/.exec(readme);
  if (!part) throw new Error('README.md has no <!-- student-kit:start --> … <!-- student-kit:end --> part to copy');
  return part[1]!.trim();
}

/** The kit's README, with the commands shown for the first lab it holds (each lab's game is named after the lab). */
function studentReadme(kitRoot: string, labs: string[]): string {
  const lab = labs[0] ?? 'elevens';
  return `# cardlab · student kit

Your work lives in \`activities/<lab>/<NN-stage>/\`: each stage has a README with the task, a file to complete,
public tests, and a file for your own tests.

\`\`\`
npm install
npx cardlab list                    # every stage and its status
npx cardlab check ${lab}/01        # public tests, your tests with coverage, type check
npx cardlab watch ${lab}/01        # check again on every save
npx cardlab hint ${lab}/01         # the next hint
npx cardlab play ${lab}            # play with your own classes (cardlab play --help lists the games)
npx cardlab serve                   # your progress and the games in the browser
npx cardlab pack                    # your stage folders in one zip, to hand in
\`\`\`

The hidden tests your instructor grades with are not in this kit; \`check\` tells you how many there are.

## Handing in

${HAND_IN} \`pack\` names anything grading would refuse (a link, a file over 1 MB) and leaves it out, and names
the stages whose files are missing. In this kit, \`npx cardlab grade\` says what grading means: ${GRADE_MEANS}

## What \`check\` tells you, and how you are graded

${studentSection(kitRoot)}
`;
}

/**
 * The games the kit carries: what every game shares, and the folders of the released labs only (a lab's games are
 * found per lab, so a kit for one lab has that lab's games and starts without the others).
 */
function gameFiles(kitRoot: string, labs: string[]): string[] {
  const games = path.join(kitRoot, 'grader', 'games');
  const allLabs = listLabs(kitPaths(kitRoot));
  return readdirSync(games)
    .filter((name) => !allLabs.includes(name) || labs.includes(name))
    .map((name) => `grader/games/${name}`);
}

/**
 * Buggy implementations that are public material (Elevens Buggy1–4) ship compiled into one minified file each, packed
 * (kit/packedBuggy.ts): what running them needs, without the earlier stages' correct code or the bug in sight.
 */
async function bundlePublicBuggy(kitRoot: string, outDir: string, labs: string[]): Promise<string[]> {
  const written: string[] = [];
  for (const activity of labs
    .flatMap((lab) => discoverActivities(kitRoot, lab).activities)
    .filter((a) => a.manifest.testing.publicBuggy)) {
    for (const impl of buggyImpls(activity)) {
      const relative = path.relative(kitRoot, impl.file);
      const result = await build({
        entryPoints: [impl.file],
        bundle: true,
        plugins: [overlayEsbuildPlugin(kitRoot)],
        format: 'esm',
        platform: 'node',
        minify: true,
        write: false,
        legalComments: 'none',
        logLevel: 'silent',
      });
      const header =
        `${BUNDLE_MARK}\n/**\n * @bug not shown in the student kit\n * @misconception not shown in the student kit\n` +
        ` * @hint ${impl.hint}\n */\n// @ts-nocheck\n`;
      mkdirSync(path.join(outDir, path.dirname(relative)), { recursive: true });
      writeFileSync(path.join(outDir, relative), packBuggy(header, result.outputFiles[0]!.text));
      written.push(relative);
    }
  }
  return written;
}

const STUDENT_GITIGNORE = `node_modules/
.cardlab/
coverage/
*.log
`;

/** Students type-check their own work (activities/); the CLI's sources are the kit's, checked where it is built. */
function studentTsconfig(kitRoot: string): string {
  const tsconfig = JSON.parse(readFileSync(path.join(kitRoot, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: Record<string, unknown>;
  };
  // rootDirs pairs activities/ with solutions/, which a student kit does not have.
  const { rootDirs: _solutionsPairing, ...compilerOptions } = tsconfig.compilerOptions;
  return `${JSON.stringify({ ...tsconfig, compilerOptions, include: ['activities'], exclude: [] }, null, 2)}\n`;
}

/**
 * Builds the student kit: the activities as committed in git (stubs, visible tests, READMEs, manifests, provided
 * code), the CLI (which offers only the student commands where there is no solutions/ folder), the schemas, the
 * public buggy implementations compiled, the packages students need and a .gitignore. No solution, hidden suite,
 * buggy source or lab fixture is copied. It refuses (ReleaseRefused, naming the files) when a starting file differs
 * from its committed state or a stub passes a hidden test, and a kit that could not be finished is removed.
 */
export async function buildStudentKit(kitRoot: string, outDir: string, labs: string[]): Promise<void> {
  const existed = existsSync(outDir);
  try {
    const starting = committedStartingFiles(kitRoot, labs);
    refuseBrokenManifests(kitRoot, labs);
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const unpacked = spawnSync('tar', ['-x', '-C', outDir], { input: starting });
    if (unpacked.status !== 0) throw new Error(`tar could not unpack the starting files: ${unpacked.stderr}`);
    for (const dir of [
      'grader/bin',
      'grader/cli',
      'grader/src',
      'grader/web',
      ...gameFiles(kitRoot, labs),
      'fixtures/schemas',
    ]) {
      if (existsSync(path.join(kitRoot, dir)))
        cpSync(path.join(kitRoot, dir), path.join(outDir, dir), { recursive: true });
    }
    const { pkg, lock } = studentPackages(kitRoot);
    writeFileSync(path.join(outDir, 'package.json'), pkg);
    writeFileSync(path.join(outDir, 'package-lock.json'), lock);
    writeFileSync(path.join(outDir, 'tsconfig.json'), studentTsconfig(kitRoot));
    writeFileSync(path.join(outDir, 'README.md'), studentReadme(kitRoot, labs));
    writeFileSync(path.join(outDir, '.gitignore'), STUDENT_GITIGNORE);
    // Students overwrite the stubs as they work: check and list compare their files with the stubs as released.
    recordStubs(outDir, labs);
    await bundlePublicBuggy(kitRoot, outDir, labs);
    await scrubManifests(kitRoot, outDir, labs);
    // After the manifests are scrubbed: the record holds them as students get them.
    recordProvidedFiles(outDir, labs);
  } catch (error) {
    // Half a kit is worse than none: it could be handed out. An empty folder given to us is left empty.
    rmSync(outDir, { recursive: true, force: true });
    if (existed) mkdirSync(outDir, { recursive: true });
    throw error;
  }
}

/**
 * A manifest that does not load cannot be scrubbed of its hidden tests' names (below), nor its stub proved to fail:
 * the stage would ship as it is, so the release is refused, naming each manifest and what is wrong in it.
 */
function refuseBrokenManifests(kitRoot: string, labs: string[]): void {
  const broken = labs.flatMap((lab) => discoverActivities(kitRoot, lab).broken);
  if (broken.length === 0) return;
  throw new ReleaseRefused(
    `these manifests do not load, so the kit was not built:\n` +
      broken.map((error) => `  - ${error.file}: ${error.problems.join('; ')}`).join('\n') +
      '\nfix them (cardlab verify names each field), then release (or verify) again',
  );
}

/**
 * A student kit's manifests keep the suites' file names but lose their weights (which name hidden tests), and
 * gain the number of hidden tests, counted by running the suites against the reference now. The same run proves
 * each stub fails every hidden test: a stub that passes one is an answer, and the release is refused.
 */
async function scrubManifests(kitRoot: string, outDir: string, labs: string[]): Promise<void> {
  const activities = labs.flatMap((lab) => discoverActivities(kitRoot, lab).activities);
  const kit = kitPaths(kitRoot);
  const { runTests } = await import('../run/runner.ts');
  const planned = activities.map((activity) => ({
    activity,
    runs: planRuns(stagePlan(kit, activity), { purpose: 'release' }).runs,
  }));
  const outcomes = await runTests(
    planned.flatMap(({ runs }) => runs),
    { root: kitRoot },
  );
  const onThe = (runs: PlannedRun[], implementation: 'reference' | 'stub') =>
    outcomeOf(outcomes, findRun(runs, 'hidden', implementation)!.key)!;
  const answers = planned.flatMap(({ activity, runs }) => {
    const passed = onThe(runs, 'stub').tests.filter((test) => test.state === 'passed');
    if (passed.length === 0) return [];
    const files = activity.manifest.files.subject.map((name) => `activities/${activity.id}/${name}`).join(', ');
    return [`  - ${files} passes ${passed.length} hidden test(s), such as ${passed[0]!.name}`];
  });
  if (answers.length > 0) {
    throw new ReleaseRefused(
      `a stub must fail every hidden test, and these pass some, so the kit was not built:\n${answers.join('\n')}\n` +
        'put the starting stub back (and commit it), then release again',
    );
  }
  for (const { activity, runs } of planned) {
    const file = path.join(outDir, 'activities', activity.lab, activity.slug, 'activity.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest & { $schema?: string };
    manifest.hidden = manifest.hidden.map(({ suite }) => ({ suite }));
    manifest.hiddenCount = onThe(runs, 'reference').tests.length;
    writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  }
}
