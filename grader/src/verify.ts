import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from './activities.ts';
import { claim, type Check } from './authoring/claim.ts';
import { kitTypeChecks } from './authoring/kitTypes.ts';
import { placeholderCheck } from './authoring/placeholders.ts';
import { stubTodoCheck } from './authoring/stubTodos.ts';
import { strayStageChecks, unlistedChecks } from './authoring/unlisted.ts';
import { weightCheck } from './authoring/weights.ts';
import { buggyImpls, type BuggyImpl } from './buggy.ts';
import { checkFixtures } from './fixtures.ts';
import { checkForbidden } from './forbidden.ts';
import { kitPaths, shown, type KitPaths } from './kit.ts';
import { outcomeOf, type PlannedRun, type Role } from './plan/keys.ts';
import { planRuns } from './plan/runs.ts';
import { stagePlan } from './plan/stage.ts';
import { runTests, type RunOutcome } from './run/runner.ts';

export type { Check } from './authoring/claim.ts';

const passedAll = (o: RunOutcome) =>
  o.fileErrors.length === 0 && o.tests.length > 0 && o.tests.every((t) => t.state === 'passed');
const failedAll = (o: RunOutcome) => o.tests.every((t) => t.state !== 'passed');
const failedSome = (o: RunOutcome) => o.fileErrors.length > 0 || o.tests.some((t) => t.state !== 'passed');

function firstFailure(o: RunOutcome): string | undefined {
  const error = o.fileErrors[0];
  if (error) return `${path.basename(error.file)}: ${error.message.split('\n')[0]}`;
  const test = o.tests.find((t) => t.state !== 'passed');
  return test ? `${test.name}: ${(test.message ?? '').split('\n')[0]}` : undefined;
}

function passingNames(o: RunOutcome): string {
  return o.tests
    .filter((t) => t.state === 'passed')
    .map((t) => t.name)
    .slice(0, 3)
    .join(', ');
}

interface Expectation {
  run: PlannedRun;
  claim: string;
  holds: (o: RunOutcome) => boolean;
  explain: (o: RunOutcome) => string | undefined;
}

/** What a run of verify's plan (plan/runs.ts) proves of the kit, and how to tell. */
function expectationOf(run: PlannedRun): Expectation {
  const { role, implementation } = run.key;
  if (typeof implementation !== 'string') {
    const [claim, passing] =
      role === 'hidden'
        ? [`the hidden suite catches ${implementation.buggy}`, 'every hidden test passes on it']
        : [`the reference student tests catch ${implementation.buggy}`, 'every reference student test passes on it'];
    return { run, claim, holds: failedSome, explain: () => passing };
  }
  if (implementation === 'stub')
    return {
      run,
      claim: 'the stub fails every hidden test',
      holds: failedAll,
      explain: (o) => `passes ${passingNames(o)}`,
    };
  const claims: Partial<Record<Role, string>> = {
    hidden: 'the reference passes every hidden test',
    visible: 'the reference passes the visible tests',
    'reference-tests': 'the reference student tests pass on the reference',
  };
  const claim = claims[role];
  if (!claim) throw new Error(`verify plans no run of ${role} on the ${implementation}`);
  return { run, claim, holds: passedAll, explain: firstFailure };
}

function expectationsFor(kit: KitPaths, activity: Activity): Expectation[] {
  return planRuns(stagePlan(kit, activity), { purpose: 'verify' }).runs.map(expectationOf);
}

/** Files every activity must have: a stub and a reference for each subject, the suites, the reference student tests. */
function fileCheck(kit: KitPaths, activity: Activity): Check {
  const { files, hidden } = activity.manifest;
  const within = (dir: string, names: string[] = []) => names.map((name) => path.join(dir, name));
  const expected = [
    ...within(activity.stubDir, files.subject),
    ...within(activity.referenceDir, files.subject),
    ...within(activity.stubDir, files.provided),
    ...within(activity.stubDir, files.visibleTests),
    ...within(activity.stubDir, files.studentTests),
    ...within(activity.referenceDir, files.studentTests),
    ...within(
      activity.suiteDir,
      hidden.map((entry) => entry.suite),
    ),
  ];
  const missing = expected.filter((file) => !existsSync(file)).map((file) => shown(kit.root, file));
  const problems = missing.length > 0 ? [`missing: ${missing.join(', ')}`] : [];
  return claim(activity.id, 'every file the manifest names exists', problems);
}

/** The kit's own code must obey the rules it grades: no forbidden API in a reference or a stub. */
function forbiddenChecks(kit: KitPaths, activity: Activity): Check[] {
  if (!activity.manifest.forbidden?.length) return [];
  return (['reference', 'stub'] as const).map((which) => {
    const dir = which === 'reference' ? activity.referenceDir : activity.stubDir;
    const files = Object.fromEntries(activity.manifest.files.subject.map((name) => [name, path.join(dir, name)]));
    const uses = checkForbidden(activity.manifest, files, kit.root, kit);
    return claim(
      activity.id,
      `the ${which} uses no forbidden API`,
      uses.map((u) => `${u.file}:${u.line} ${u.api}`),
    );
  });
}

/** The buggy implementations of a stage, or the failed check that says why their headers cannot be read. */
function buggyOf(activity: Activity): { buggy: BuggyImpl[]; check: Check } {
  try {
    const buggy = buggyImpls(activity);
    const none = buggy.length === 0 ? [`${activity.manifest.files.subject.join(', ')}: the manifest lists none`] : [];
    return { buggy, check: claim(activity.id, 'the activity has buggy implementations to catch', none) };
  } catch (error) {
    const text = 'every buggy implementation has a header with @bug, @misconception, @hint';
    return { buggy: [], check: claim(activity.id, text, [(error as Error).message]) };
  }
}

export interface VerifyScope {
  /** The folders of every lab (no stray lab folder anywhere): a whole-kit verify. */
  wholeKit?: boolean;
  /** The labs of the activities are verified whole: stray stage folders are looked for in them. */
  wholeLabs?: boolean;
}

/**
 * Proves what the kit claims of the given activities, and of their labs' fixtures: the files, the stubs' TODOs, the
 * types of stubs and references against the suites, the runs (references pass, stubs fail, every buggy
 * implementation is caught), the weights, the forbidden APIs.
 */
export async function verify(kitRoot: string, activities: Activity[], scope: VerifyScope = {}): Promise<Check[]> {
  const { wholeKit = true, wholeLabs = true } = scope;
  const kit = kitPaths(kitRoot);
  const labs = [...new Set(activities.map((a) => a.lab))];
  const checks: Check[] = wholeLabs ? strayStageChecks(kit, labs, wholeKit) : [];
  const expectations: { activity: Activity; expectation: Expectation }[] = [];
  const present: Activity[] = [];
  for (const activity of activities) {
    const files = fileCheck(kit, activity);
    const { check } = buggyOf(activity);
    checks.push(files, check, placeholderCheck(kit, activity), ...unlistedChecks(kit, activity));
    checks.push(stubTodoCheck(kit.root, activity));
    if (!files.ok) continue;
    present.push(activity);
    checks.push(...forbiddenChecks(kit, activity));
    for (const expectation of expectationsFor(kit, activity)) expectations.push({ activity, expectation });
  }
  const [outcomes, types] = await Promise.all([
    runTests(
      expectations.map((e) => e.expectation.run),
      { root: kit.root, limitMs: 600_000 },
    ),
    kitTypeChecks(kit, present),
  ]);
  checks.push(...types);
  for (const { activity, expectation } of expectations) {
    const outcome = outcomeOf(outcomes, expectation.run.key)!;
    const ok = expectation.holds(outcome);
    const detail = ok ? undefined : expectation.explain(outcome);
    checks.push({ subject: activity.id, claim: expectation.claim, ok, detail });
    const { role, implementation } = expectation.run.key;
    if (role === 'hidden' && implementation === 'reference') checks.push(weightCheck(activity, outcome));
  }
  for (const fixture of labs.flatMap((lab) => checkFixtures(kit, lab))) {
    checks.push(claim(fixture.file, 'validates against its schema and is read by a suite', fixture.problems));
  }
  return checks;
}
