import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from './kit/activities.ts';
import { claim, type Check } from './authoring/claim.ts';
import { fixtureDriftChecks } from './authoring/fixtureDrift.ts';
import { kitTypeChecks } from './authoring/kitTypes.ts';
import { placeholderCheck } from './authoring/placeholders.ts';
import { stubTodoCheck } from './authoring/stubTodos.ts';
import { strayStageChecks, unlistedChecks } from './authoring/unlisted.ts';
import { wheatsOf } from './authoring/wheatChecks.ts';
import { weightCheck } from './authoring/weights.ts';
import { buggyImpls, type BuggyImpl } from './kit/buggy.ts';
import { checkFixtures } from './kit/fixtures.ts';
import { checkForbidden } from './analysis/forbidden.ts';
import { kitPaths, shown, type KitPaths } from './kit/kit.ts';
import type { WheatImpl } from './kit/wheats.ts';
import { outcomeOf, type PlannedRun, type Role } from './plan/keys.ts';
import { planRuns } from './plan/runs.ts';
import { stagePlan } from './plan/stage.ts';
import { runTests, type RunOutcome } from './run/runner.ts';
import type { TestOutcome } from './run/types.ts';

export type { Check } from './authoring/claim.ts';

const passedAll = (o: RunOutcome) =>
  o.fileErrors.length === 0 && o.tests.length > 0 && o.tests.every((t) => t.state === 'passed');
const failedAll = (o: RunOutcome) => o.tests.every((t) => t.state !== 'passed');

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
  /** `reference`: the outcome of `baseline`'s run, where there is one. */
  holds: (o: RunOutcome, reference?: RunOutcome) => boolean;
  explain: (o: RunOutcome, reference?: RunOutcome) => string | undefined;
  /** The run on the reference this one is judged against (a buggy implementation's is, by what it catches). */
  baseline?: Expectation;
}

/** A test's identity across runs of the same files: its file and its name with its describe blocks. */
const testKey = (t: TestOutcome) => `${t.file}\0${t.fullName}`;

/**
 * What catches an implementation: a test that does not pass on it but passes on the reference, or a file whose tests
 * pass on the reference and that stops with an error on it before any test (as grading counts a crash of a student's
 * test file). A test that fails on the reference too proves nothing about the implementation: it would "catch" any.
 */
function catches(on: RunOutcome, reference: RunOutcome | undefined): string[] {
  const valid = (reference?.tests ?? []).filter((t) => t.state === 'passed');
  const validKeys = new Set(valid.map(testKey));
  const tests = on.tests.filter((t) => t.state !== 'passed' && validKeys.has(testKey(t))).map((t) => t.name);
  const crashed = on.fileErrors
    .filter((e) => valid.some((t) => t.file === e.file) && !on.tests.some((t) => t.file === e.file))
    .map((e) => path.basename(e.file));
  return [...tests, ...crashed];
}

/** Why nothing caught an implementation: every test passed, or only tests that fail on the reference too failed. */
function missed(on: RunOutcome): string {
  const failing = on.tests.filter((t) => t.state !== 'passed');
  if (failing.length > 0) {
    const names = failing
      .slice(0, 3)
      .map((t) => t.name)
      .join(', ');
    return (
      `the tests that fail on it (${names}) fail on the reference too: ` +
      'only a test that passes on the reference catches a buggy implementation'
    );
  }
  const error = on.fileErrors[0];
  if (error) return `no test ran on it: ${path.basename(error.file)}: ${error.message.split('\n')[0]}`;
  return 'every test passes on it';
}

/** The claim that `run`'s tests catch a buggy implementation: judged against `baseline`, its tests on the reference. */
function catchExpectation(run: PlannedRun, claim: string, baseline: Expectation): Expectation {
  return {
    run,
    claim,
    holds: (o, reference) => catches(o, reference).length > 0,
    explain: missed,
    baseline,
  };
}

/** What a run of verify's plan (plan/runs.ts) on the reference or the stub proves of the kit, and how to tell. */
function expectationOf(run: PlannedRun): Expectation {
  const { role, implementation } = run.key;
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
    probes: "the wheats' probes pass on the reference",
  };
  const claim = claims[role];
  if (!claim) throw new Error(`verify plans no run of ${role} on the ${String(implementation)}`);
  return { run, claim, holds: passedAll, explain: firstFailure };
}

/**
 * What a run on a wheat proves: it passes every hidden test (a hidden test failing there grades what the README leaves
 * open: an authoring mistake, named with the suite's file) and the reference student tests, and a probe tells it from
 * the reference (a wheat that behaves as the reference shows no freedom).
 */
function wheatExpectation(
  kit: KitPaths,
  run: PlannedRun,
  file: string,
  baseline: Expectation | undefined,
): Expectation {
  const { role } = run.key;
  if (role === 'probes' && baseline)
    return {
      run,
      claim: `${file} (a wheat) differs from the reference: a probe fails on it`,
      holds: (o, reference) => catches(o, reference).length > 0,
      explain: () =>
        'it passes every probe that passes on the reference: as far as they show, it behaves as the reference; ' +
        'add a probe that fails on it, or delete it if it takes no freedom',
      baseline,
    };
  if (role === 'hidden')
    return {
      run,
      claim: `${file} (a wheat) passes every hidden test`,
      holds: passedAll,
      explain: (o) => {
        const test = o.tests.find((t) => t.state !== 'passed');
        if (!test) return firstFailure(o);
        return (
          `${shown(kit.root, test.file)}: ${test.name} fails on it (${(test.message ?? '').split('\n')[0]}): ` +
          "the hidden test grades what the README leaves open; relax it, or state the kit's rule under " +
          '"Where the handout is silent" in the README and delete the wheat'
        );
      },
    };
  return {
    run,
    claim: `the reference student tests pass on ${file} (a wheat)`,
    holds: passedAll,
    explain: firstFailure,
  };
}

function expectationsFor(kit: KitPaths, activity: Activity, buggy: BuggyImpl[], wheats: WheatImpl[]): Expectation[] {
  const runs = planRuns(stagePlan(kit, activity), { purpose: 'verify' }).runs;
  const onReference = new Map<Role, Expectation>();
  for (const run of runs) if (run.key.implementation === 'reference') onReference.set(run.key.role, expectationOf(run));
  return runs.map((run) => {
    const { role, implementation } = run.key;
    if (typeof implementation === 'string')
      return implementation === 'reference' ? onReference.get(role)! : expectationOf(run);
    if ('wheat' in implementation) {
      const wheat = wheats.find((entry) => entry.id === implementation.wheat);
      const file = wheat ? shown(kit.root, wheat.file) : implementation.wheat;
      return wheatExpectation(kit, run, file, onReference.get(role));
    }
    // Named by its file, which is what a maintainer opens (its id is only the file's name); judged by what its tests
    // catch against the same tests on the reference.
    const impl = buggy.find((entry) => entry.id === implementation.buggy);
    const file = impl ? shown(kit.root, impl.file) : implementation.buggy;
    const claim = role === 'hidden' ? `the hidden suite catches ${file}` : `the reference student tests catch ${file}`;
    return catchExpectation(run, claim, onReference.get(role)!);
  });
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
    const uses = checkForbidden(activity, files, kit.root, kit);
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
    const { buggy, check } = buggyOf(activity);
    const wheats = wheatsOf(kit, activity);
    checks.push(files, check, ...wheats.checks, placeholderCheck(kit, activity), ...unlistedChecks(kit, activity));
    checks.push(stubTodoCheck(kit.root, activity));
    if (!files.ok) continue;
    present.push(activity);
    checks.push(...forbiddenChecks(kit, activity));
    for (const expectation of expectationsFor(kit, activity, buggy, wheats.wheats))
      expectations.push({ activity, expectation });
  }
  const [outcomes, types] = await Promise.all([
    runTests(
      expectations.map((e) => e.expectation.run),
      { root: kit.root, limitMs: 600_000 },
    ),
    kitTypeChecks(kit, present),
  ]);
  checks.push(...types);
  const hiddenOnReference = new Map<Activity, RunOutcome>();
  for (const { activity, expectation } of expectations) {
    const outcome = outcomeOf(outcomes, expectation.run.key)!;
    const reference = expectation.baseline && outcomeOf(outcomes, expectation.baseline.run.key);
    const ok = expectation.holds(outcome, reference);
    const detail = ok ? undefined : expectation.explain(outcome, reference);
    checks.push({ subject: activity.id, claim: expectation.claim, ok, detail });
    const { role, implementation } = expectation.run.key;
    if (role !== 'hidden' || implementation !== 'reference') continue;
    checks.push(weightCheck(activity, outcome));
    hiddenOnReference.set(activity, outcome);
  }
  for (const fixture of labs.flatMap((lab) => checkFixtures(kit, lab))) {
    checks.push(claim(fixture.file, 'validates against its schema and is read by a suite', fixture.problems));
  }
  checks.push(...fixtureDriftChecks(kit, hiddenOnReference));
  return checks;
}
