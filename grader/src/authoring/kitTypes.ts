import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from '../kit/activities.ts';
import { analyseAside } from '../analysis/analysis.ts';
import type { KitPaths } from '../kit/kit.ts';
import type { TypeProblem } from '../score/result.ts';
import { claim, type Check } from './claim.ts';

const place = (problem: TypeProblem) => `${problem.file}:${problem.line}:${problem.column} ${problem.message}`;

function existing(dir: string, names: string[]): string[] {
  return names.map((name) => path.join(dir, name)).filter((file) => existsSync(file));
}

/**
 * The stubs and the references, each compiled with the hidden suites and the visible tests bound to it, as the
 * grader binds them (the kit's compiler options, TypeScript's own module resolution): a stub whose API differs from
 * the reference's (a method renamed, a parameter dropped) and a suite that does not compile are found before any
 * student is told that their API is wrong. The compiler runs in the analysis thread, beside the test runs.
 */
export async function kitTypeChecks(kit: KitPaths, activities: Activity[]): Promise<Check[]> {
  const visible = activities.flatMap((a) => existing(a.stubDir, a.manifest.files.visibleTests));
  const starters = activities.flatMap((a) => existing(a.stubDir, a.manifest.files.studentTests));
  const referenceTests = activities.flatMap((a) => existing(a.referenceDir, a.manifest.files.studentTests));
  const check = (root: string, extraFiles: string[]) =>
    analyseAside(kit, root, activities, { types: { suites: true, extraFiles, kitFiles: true }, rules: false });
  const [stubs, references] = await Promise.all([
    check(kit.activities, [...visible, ...starters]),
    check(kit.solutions, [...visible, ...referenceTests]),
  ]);
  return activities.flatMap((activity) => {
    const withReference = references.typeProblems.get(activity.id) ?? [];
    // A suite that fails to compile with the reference fails with the stub too: that problem is the suite's alone.
    const suitesOwn = new Set(withReference.map(place));
    const withStub = (stubs.typeProblems.get(activity.id) ?? []).filter((problem) => !suitesOwn.has(place(problem)));
    const stubFiles = activity.manifest.files.subject.map((name) => `activities/${activity.id}/${name}`).join(', ');
    const [first, ...more] = withStub.map(place);
    return [
      claim(
        activity.id,
        'the hidden suites, visible tests and reference tests compile with the reference',
        withReference.map(place),
      ),
      claim(
        activity.id,
        'the stub has the API the hidden suites and the visible tests use',
        first === undefined ? [] : [`${stubFiles} does not compile with them: ${first}`, ...more],
      ),
    ];
  });
}
