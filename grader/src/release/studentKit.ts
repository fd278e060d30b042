import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { discoverActivities, listLabs } from '../activities.ts';
import { buggyImpls } from '../buggy.ts';
import { kitPaths } from '../kit.ts';
import type { Manifest } from '../manifest.ts';

/** Marks every generated bundle: the scan accepts no other file under buggy/. */
export const BUNDLE_MARK = '// cardlab student kit: a compiled buggy implementation, for your tests to catch.';

/** The kit's README, with the commands shown for the first lab it holds (each lab's game is named after the lab). */
function studentReadme(labs: string[]): string {
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
\`\`\`

The hidden tests your instructor grades with are not in this kit; \`check\` tells you how many there are.
`;
}

/** The package file of the kit, without the instructor's scripts. */
function studentPackage(kitRoot: string): string {
  const pkg = JSON.parse(readFileSync(path.join(kitRoot, 'package.json'), 'utf8')) as Record<string, unknown>;
  pkg.scripts = { typecheck: 'tsc --noEmit' };
  pkg.description = 'cardlab student kit';
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** Buggy implementations that are public material (Elevens Buggy1–4) ship compiled into one minified file each. */
async function bundlePublicBuggy(kitRoot: string, outDir: string, labs: string[]): Promise<string[]> {
  const written: string[] = [];
  for (const activity of labs.flatMap((lab) => discoverActivities(kitRoot, lab).activities).filter((a) => a.manifest.testing.publicBuggy)) {
    for (const impl of buggyImpls(activity)) {
      const relative = path.relative(kitRoot, impl.file);
      const result = await build({ entryPoints: [impl.file], bundle: true, format: 'esm', platform: 'node', minify: true, write: false, legalComments: 'none', logLevel: 'silent' });
      const header = `${BUNDLE_MARK}\n/**\n * @bug not shown in the student kit\n * @misconception not shown in the student kit\n * @hint ${impl.hint}\n */\n// @ts-nocheck\n`;
      mkdirSync(path.join(outDir, path.dirname(relative)), { recursive: true });
      writeFileSync(path.join(outDir, relative), header + result.outputFiles[0]!.text);
      written.push(relative);
    }
  }
  return written;
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
 * Builds the student kit: the activities (stubs, visible tests, READMEs, manifests, provided code), the CLI
 * (which offers only the student commands where there is no solutions/ folder), the schemas, and the public
 * buggy implementations compiled. No solution, hidden suite, buggy source or lab fixture is copied.
 */
export async function buildStudentKit(kitRoot: string, outDir: string, labs: string[]): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const copy = (relative: string) => {
    if (existsSync(path.join(kitRoot, relative))) cpSync(path.join(kitRoot, relative), path.join(outDir, relative), { recursive: true });
  };
  const always = ['package-lock.json', 'tsconfig.json', 'grader/bin', 'grader/cli', 'grader/src', 'grader/web'];
  for (const file of [...always, 'fixtures/schemas', 'activities/shared']) copy(file);
  for (const file of gameFiles(kitRoot, labs)) copy(file);
  for (const lab of labs) copy(`activities/${lab}`);
  writeFileSync(path.join(outDir, 'package.json'), studentPackage(kitRoot));
  writeFileSync(path.join(outDir, 'README.md'), studentReadme(labs));
  await bundlePublicBuggy(kitRoot, outDir, labs);
  await scrubManifests(kitRoot, outDir, labs);
}

/**
 * A student kit's manifests keep the suites' file names but lose their weights (which name hidden tests), and
 * gain the number of hidden tests, counted by running the suites against the reference now.
 */
async function scrubManifests(kitRoot: string, outDir: string, labs: string[]): Promise<void> {
  const activities = labs.flatMap((lab) => discoverActivities(kitRoot, lab).activities);
  const kit = kitPaths(kitRoot);
  const { runTests } = await import('../run/runner.ts');
  const outcomes = await runTests(
    activities.map((activity) => ({
      id: activity.id,
      binding: { kit, activity, subjects: Object.fromEntries(activity.manifest.files.subject.map((name) => [name, path.join(activity.referenceDir, name)])), workDirs: [kit.activities] },
      files: activity.manifest.hidden.map((entry) => path.join(activity.suiteDir, entry.suite)),
      timeoutMs: activity.manifest.timeoutMs ?? 5_000,
      kitOnly: true,
    })),
    { root: kitRoot },
  );
  for (const activity of activities) {
    const file = path.join(outDir, 'activities', activity.lab, activity.slug, 'activity.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest & { $schema?: string };
    manifest.hidden = manifest.hidden.map(({ suite }) => ({ suite }));
    manifest.hiddenCount = outcomes.get(activity.id)!.tests.length;
    writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  }
}
