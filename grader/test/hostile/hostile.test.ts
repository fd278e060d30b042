import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { findActivity, listActivities } from '../../src/kit/activities.ts';
import { assembleSubmission } from '../../src/intake/assemble.ts';
import { listClass } from '../../src/intake/classFolder.ts';
import { gradeClass } from '../../src/gradeClass.ts';
import type { GradeReport } from '../../src/score/result.ts';
import { BOUNDS } from './cases/bounds.ts';
import { ELEVENS_CARD } from './cases/elevensCard.ts';
import { EVERY_LAB } from './cases/everyLab.ts';
import { INPUTS, RULES, TIME } from './cases/limits.ts';
import { RULES_FAIL_CLOSED } from './cases/rules.ts';
import { RUN_IDENTITY } from './cases/runIdentity.ts';
import { REDTEAM } from './cases/redteam.ts';
import { SECRETS } from './cases/secrets.ts';
import { SHAPES } from './cases/shapes.ts';
import { STATE } from './cases/state.ts';
import { TEXT } from './cases/text.ts';
import { USER_SANDBOX } from './cases/userSandbox.ts';
import type { AttackClass, CaseContext, HostileCase, Sources } from './corpus.ts';

const CASES: HostileCase[] = [
  ...ELEVENS_CARD,
  ...EVERY_LAB,
  ...TIME,
  ...INPUTS,
  ...RULES,
  ...SHAPES,
  ...RULES_FAIL_CLOSED,
  ...TEXT,
  ...SECRETS,
  ...USER_SANDBOX,
  ...STATE,
  ...BOUNDS,
  ...RUN_IDENTITY,
  ...REDTEAM,
];
const activities = listActivities(KIT_ROOT);
const PROTECTED = [
  'activities',
  'solutions',
  'buggy',
  'wheats',
  'fixtures',
  'grader/suites',
  'node_modules/@vitest/expect/dist',
  'package.json',
];

// Grading the corpus is one batch of a few hundred submissions: on a busy two-core machine it takes minutes, so its
// hook waits far longer than vitest's default (the grades themselves are measured on CPU time, not on this clock).
const CORPUS_MS = 1_200_000;

function digestOf(dir: string): string {
  const hash = createHash('sha256');
  const visit = (entry: string) => {
    if (!existsSync(entry)) return;
    if (statSync(entry).isDirectory()) for (const name of readdirSync(entry).sort()) visit(path.join(entry, name));
    else hash.update(entry).update(readFileSync(entry));
  };
  visit(dir);
  return hash.digest('hex');
}

/**
 * Grades `cases` through grade-all's pipeline (gradeClass.ts), a class per activity, under the machine's confinement
 * (or `confinement` when given: the kit's tests name the fallback to prove it), and checks each exact score.
 */
function gradesExactly(title: string, cases: HostileCase[], confinement?: 'user' | 'none') {
  describe(title, () => {
    let base: string;
    let server: Server;
    let connections = 0;
    const before = new Map(PROTECTED.map((entry) => [entry, digestOf(path.join(KIT_ROOT, entry))]));
    const reports = new Map<string, GradeReport>();
    const resultOf = (k: number) => {
      const report = reports.get(String(k));
      return report?.activities[0] ?? expect.fail(`case ${k} has no result: ${report?.error ?? 'no report'}`);
    };

    let previous: string | undefined;

    beforeAll(async () => {
      previous = process.env.CARDLAB_CONFINEMENT;
      if (confinement) process.env.CARDLAB_CONFINEMENT = confinement;
      server = createServer((socket) => {
        connections++;
        socket.destroy();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const ctx: CaseContext = { port: (server.address() as { port: number }).port, kitRoot: KIT_ROOT };
      mkdirSync(path.join(KIT_ROOT, '.cardlab'), { recursive: true });
      base = mkdtempSync(path.join(KIT_ROOT, '.cardlab', 'test-hostile-'));
      const template = path.join(base, 'template');
      const used = [...new Set(cases.map((c) => c.activity))].map((id) => findActivity(activities, id));
      assembleSubmission(KIT_ROOT, activities, Object.fromEntries(used.map((a) => [a.id, 'reference'])), template);
      const src: Sources = {
        reference: (activity, file) => readFileSync(path.join(template, activity, file), 'utf8'),
        stub: (activity, file) => readFileSync(path.join(KIT_ROOT, 'activities', activity, file), 'utf8'),
        tests: (activity, file) => readFileSync(path.join(template, activity, file), 'utf8'),
      };
      // Each case is one student of a class folder, a folder per activity graded (as `grade-all --activity`), named
      // by its index in `cases`.
      const classes = new Map<string, string>();
      cases.forEach((entry, k) => {
        const classDir = path.join(base, 'classes', entry.activity.replace('/', '-'));
        classes.set(entry.activity, classDir);
        const dir = path.join(classDir, String(k));
        const lab = entry.activity.split('/')[0]!;
        cpSync(path.join(template, lab), path.join(dir, lab), { recursive: true });
        rmSync(path.join(dir, entry.activity), { recursive: true, force: true });
        mkdirSync(path.join(dir, entry.activity), { recursive: true });
        for (const [name, text] of Object.entries(entry.files(src, ctx)))
          writeFileSync(path.join(dir, entry.activity, name), text);
        entry.prepare?.(dir, ctx);
      });
      // Through grade-all's own pipeline (its lanes, intake, working copies), with a short time limit per test.
      for (const [id, classDir] of classes) {
        const graded = await gradeClass({
          kitRoot: KIT_ROOT,
          entries: listClass(classDir).entries,
          out: path.join(base, 'grades', path.basename(classDir)),
          activities: [findActivity(activities, id)],
          fixedScope: true,
          force: true,
          limitMs: 900_000,
          timeoutMs: 1_000,
        });
        for (const report of graded.reports) reports.set(report.submission, report);
      }
    }, CORPUS_MS);

    afterAll(async () => {
      if (previous === undefined) delete process.env.CARDLAB_CONFINEMENT;
      else process.env.CARDLAB_CONFINEMENT = previous;
      await new Promise((resolve) => server?.close(resolve));
      // `rm` rather than rmSync: a 2,000-deep folder tree of one case is past what a recursive walk in Node survives.
      execFileSync('rm', ['-rf', base]);
    });

    // The corpus itself, once (the run under the fallback grades a part of it).
    if (cases === CASES)
      it('has_at_least_80_cases_across_the_four_labs_and_every_class', () => {
        expect(cases.length).toBeGreaterThanOrEqual(80);
        expect(new Set(cases.map((c) => c.activity.split('/')[0]))).toEqual(
          new Set(['elevens', 'pyramid', 'montecarlo', 'klondike']),
        );
        const classes: AttackClass[] = [
          'os',
          'framework',
          'state',
          'secrets',
          'time',
          'input',
          'rules',
          'output',
          'resources',
        ];
        for (const kind of classes)
          expect(
            cases.some((c) => c.kind === kind),
            kind,
          ).toBe(true);
        expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
      });

    it.each(cases.map((entry, k) => [entry.name, k] as const))('%s: scores exactly what it should', (_name, k) => {
      const entry = cases[k]!;
      const result = resultOf(k);
      const failed = result.hidden.filter((t) => !t.passed).map((t) => `${t.name}: ${t.message ?? ''}`.slice(0, 160));
      const detail = `problems: ${result.problems.join(' | ') || 'none'}; failed: ${failed.join(' | ') || 'none'}; testing: ${result.testing.points} ${result.testing.note ?? ''}`;
      expect(result.points, detail).toBe(entry.points);
      // However it went, the maximum is the activity's full maximum.
      expect(result.maxPoints).toBe(resultOf(cases.findIndex((c) => c.activity === entry.activity)).maxPoints);
      expect(entry.check?.(result)).toBeUndefined();
    });

    it('reached_no_socket_and_changed_nothing_of_the_kit_or_the_machine', () => {
      expect(connections).toBe(0);
      for (const [entry, digest] of before) expect(digestOf(path.join(KIT_ROOT, entry)), entry).toBe(digest);
      expect(existsSync('/tmp/owned')).toBe(false);
      expect(existsSync('/tmp/results.json')).toBe(false);
    });
  });
}

gradesExactly('the hostile corpus, graded as grade-all grades a class (two at a time, confined)', CASES);

// The classes of attack whose outcome rests on what confines the code as it runs, under the fallbacks too: `user`
// (Gradescope's and PrairieLearn's containers may lack user namespaces) and `none` (a laptop without either): the same
// exact scores. Left to the run above: the time cases (a stop is measured on CPU time whatever the confinement, and
// they take the longest), the lab rules (read from the source on the grader's side, before anything runs), the
// upload's inputs (the intake copies and refuses on the grader's side too) and the cases whose outcome rests on the
// test worker's runtime alone (`runtimeOnly`: the same code, flags and memory bound under every confinement).
const FALLBACK_KINDS = new Set<AttackClass>(['state', 'output', 'secrets', 'resources']);
const fallbacks = process.getuid?.() === 0 ? (['user', 'none'] as const) : (['none'] as const);
for (const kind of fallbacks)
  gradesExactly(
    `the classes of this round, under the ${kind} confinement`,
    CASES.filter((entry) => FALLBACK_KINDS.has(entry.kind) && !entry.runtimeOnly),
    kind,
  );
