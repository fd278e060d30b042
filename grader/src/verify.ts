import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from './activities.ts';
import { buggyImpls, type BuggyImpl } from './buggy.ts';
import { checkFixtures } from './fixtures.ts';
import { checkForbidden } from './forbidden.ts';
import { kitPaths, type KitPaths } from './kit.ts';
import { runTests, type RunOutcome, type TestRun } from './run/runner.ts';

/** One claim the kit makes about itself (docs/DESIGN.md, contract 9), proved by running, never by saved state. */
export interface Check {
  subject: string;
  claim: string;
  ok: boolean;
  detail?: string;
}

const passedAll = (o: RunOutcome) => o.fileErrors.length === 0 && o.tests.length > 0 && o.tests.every((t) => t.state === 'passed');
const failedAll = (o: RunOutcome) => o.tests.every((t) => t.state !== 'passed');
const failedSome = (o: RunOutcome) => o.fileErrors.length > 0 || o.tests.some((t) => t.state !== 'passed');

function firstFailure(o: RunOutcome): string | undefined {
  const error = o.fileErrors[0];
  if (error) return `${path.basename(error.file)}: ${error.message.split('\n')[0]}`;
  const test = o.tests.find((t) => t.state !== 'passed');
  return test ? `${test.name}: ${(test.message ?? '').split('\n')[0]}` : undefined;
}

function passingNames(o: RunOutcome): string {
  return o.tests.filter((t) => t.state === 'passed').map((t) => t.name).slice(0, 3).join(', ');
}

interface Expectation {
  run: TestRun;
  claim: string;
  holds: (o: RunOutcome) => boolean;
  explain: (o: RunOutcome) => string | undefined;
}

function expectationsFor(kit: KitPaths, activity: Activity, buggy: BuggyImpl[]): Expectation[] {
  const files = activity.manifest.files;
  const withImpl = (subjects: Record<string, string>) => ({ kit, activity, subjects, workDirs: [kit.activities] });
  const reference = Object.fromEntries(files.subject.map((name) => [name, path.join(activity.referenceDir, name)]));
  const stub = Object.fromEntries(files.subject.map((name) => [name, path.join(activity.stubDir, name)]));
  const suites = activity.manifest.hidden.map((entry) => path.join(activity.suiteDir, entry.suite));
  const referenceTests = files.studentTests.map((name) => path.join(activity.referenceDir, name));
  const visible = files.visibleTests.map((name) => path.join(activity.stubDir, name));
  const timeoutMs = activity.manifest.timeoutMs ?? 5_000;
  const run = (kind: string, subjects: Record<string, string>, testFiles: string[]): TestRun => ({ id: `${activity.id}#${kind}`, binding: withImpl(subjects), files: testFiles, timeoutMs, kitOnly: true });
  const list: Expectation[] = [
    { run: run('hidden@reference', reference, suites), claim: 'the reference passes every hidden test', holds: passedAll, explain: firstFailure },
    { run: run('hidden@stub', stub, suites), claim: 'the stub fails every hidden test', holds: failedAll, explain: (o) => `passes ${passingNames(o)}` },
    { run: run('visible@reference', reference, visible), claim: 'the reference passes the visible tests', holds: passedAll, explain: firstFailure },
  ];
  if (referenceTests.length > 0) {
    list.push({ run: run('tests@reference', reference, referenceTests), claim: 'the reference student tests pass on the reference', holds: passedAll, explain: firstFailure });
  }
  for (const impl of buggy) {
    const subjects = { ...reference, [impl.subject]: impl.file };
    list.push({ run: run(`hidden@${impl.id}`, subjects, suites), claim: `the hidden suite catches ${impl.id}`, holds: failedSome, explain: () => 'every hidden test passes on it' });
    if (referenceTests.length > 0) {
      list.push({ run: run(`tests@${impl.id}`, subjects, referenceTests), claim: `the reference student tests catch ${impl.id}`, holds: failedSome, explain: () => 'every reference student test passes on it' });
    }
  }
  return list;
}

/** Files every activity must have: a stub and a reference for each subject, the suites, the reference student tests. */
function fileChecks(activity: Activity): Check[] {
  const { files, hidden } = activity.manifest;
  const expected = [
    ...files.subject.map((name) => path.join(activity.stubDir, name)),
    ...files.subject.map((name) => path.join(activity.referenceDir, name)),
    ...(files.provided ?? []).map((name) => path.join(activity.stubDir, name)),
    ...files.visibleTests.map((name) => path.join(activity.stubDir, name)),
    ...files.studentTests.map((name) => path.join(activity.stubDir, name)),
    ...files.studentTests.map((name) => path.join(activity.referenceDir, name)),
    ...hidden.map((entry) => path.join(activity.suiteDir, entry.suite)),
  ];
  const missing = expected.filter((file) => !existsSync(file));
  return [{ subject: activity.id, claim: 'every file the manifest names exists', ok: missing.length === 0, detail: missing.length ? `missing: ${missing.map((f) => path.relative(path.dirname(path.dirname(activity.stubDir)), f)).join(', ')}` : undefined }];
}

/** The kit's own code must obey the rules it grades: no forbidden API in a reference or a stub. */
function forbiddenChecks(kit: KitPaths, activity: Activity): Check[] {
  if (!activity.manifest.forbidden?.length) return [];
  return (['reference', 'stub'] as const).map((which) => {
    const dir = which === 'reference' ? activity.referenceDir : activity.stubDir;
    const files = Object.fromEntries(activity.manifest.files.subject.map((name) => [name, path.join(dir, name)]));
    const uses = checkForbidden(activity.manifest, files, kit.root, kit.activities);
    return { subject: activity.id, claim: `the ${which} uses no forbidden API`, ok: uses.length === 0, detail: uses.map((u) => `${u.file}:${u.line} ${u.api}`).join(', ') || undefined };
  });
}

export async function verify(kitRoot: string, activities: Activity[], { fixtures = true } = {}): Promise<Check[]> {
  const kit = kitPaths(kitRoot);
  const checks: Check[] = [];
  const expectations: { activity: Activity; expectation: Expectation }[] = [];
  for (const activity of activities) {
    const files = fileChecks(activity);
    checks.push(...files);
    let buggy: BuggyImpl[] = [];
    try {
      buggy = buggyImpls(activity);
      checks.push({ subject: activity.id, claim: 'the activity has buggy implementations to catch', ok: buggy.length > 0 });
    } catch (error) {
      checks.push({ subject: activity.id, claim: 'every buggy implementation has a header with @bug, @misconception, @hint', ok: false, detail: (error as Error).message });
    }
    if (files.some((check) => !check.ok)) continue;
    checks.push(...forbiddenChecks(kit, activity));
    for (const expectation of expectationsFor(kit, activity, buggy)) expectations.push({ activity, expectation });
  }
  const outcomes = await runTests(expectations.map((e) => e.expectation.run), { root: kit.root, limitMs: 600_000 });
  for (const { activity, expectation } of expectations) {
    const outcome = outcomes.get(expectation.run.id)!;
    const ok = expectation.holds(outcome);
    checks.push({ subject: activity.id, claim: expectation.claim, ok, detail: ok ? undefined : expectation.explain(outcome) });
  }
  for (const lab of fixtures ? [...new Set(activities.map((a) => a.lab))] : []) {
    for (const fixture of checkFixtures(kit, lab)) {
      checks.push({ subject: fixture.file, claim: 'validates against its schema and is read by a suite', ok: fixture.problems.length === 0, detail: fixture.problems.join('; ') || undefined });
    }
  }
  return checks;
}
