import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { checkActivity } from '../src/check.ts';
import { gradeClass } from '../src/gradeClass.ts';
import { assembleSubmission } from '../src/intake/assemble.ts';
import { listClass } from '../src/intake/classFolder.ts';
import { findActivity, listActivities } from '../src/kit/activities.ts';
import { isDone } from '../src/score/stageVerdict.ts';
import { activityStatuses } from '../src/status.ts';
import { gradeSubmission } from '../src/gradeSubmission.ts';
import { WHOLE_RUN_LIMIT_MS } from '../src/run/limits.ts';
import { renderCheck } from '../src/report/checkTerminal.ts';
import { EVERY_LAB, STAGES } from './hostile/cases/everyLab.ts';
import { ELEVENS_CARD } from './hostile/cases/elevensCard.ts';
import { RULES_FAIL_CLOSED } from './hostile/cases/rules.ts';
import { caughtNone, type CaseContext, type HostileCase, type Sources } from './hostile/corpus.ts';

// `check` promises that a stage it calls done grades green, and that one it does not call done does not: for the
// held-out cases whose hidden outcome the kit's own material decides (a file that loads or not, a lab rule, code the
// grader's realm refuses, a test that fails on the student's code), check's verdict and grading's full marks must
// agree. The cases are the hostile corpus's, each handed in with the reference's own tests beside it, so that the
// testing points are full wherever the tests are valid. Left out: the cases whose tests pass on the student's code
// and catch none of the buggy implementations (`caughtNone`): in Elevens 01 those are hidden, so what the tests
// earn cannot be known from the kit (run over the whole of these corpora, those were the only disagreements). A
// sample keeps it quick: every attack family of EVERY_LAB once, on a lab that turns with the family, but the
// endless loop (check waits out the stage's own time limit: limits.test.ts covers it); the rules' controls and
// every fourth of their other cases; every sixth of Elevens 01's.
const families = EVERY_LAB.length / STAGES.length;
const SAMPLE: HostileCase[] = [
  ...EVERY_LAB.filter((c, k) => Math.floor(k / families) === (k % families) % STAGES.length && c.kind !== 'time'),
  ...RULES_FAIL_CLOSED.filter((c, k) => k % 4 === 0 || c.name.startsWith('control:')),
  ...ELEVENS_CARD.filter((c, k) => k % 6 === 0 && c.check !== caughtNone),
];

const activities = listActivities(KIT_ROOT);

describe('check says done exactly where grade gives full marks, on held-out cases of every lab', () => {
  let base: string;
  const verdicts = new Map<number, { done: boolean; full: boolean; detail: string }>();

  beforeAll(async () => {
    mkdirSync(path.join(KIT_ROOT, '.cardlab'), { recursive: true });
    // Not under /tmp: the bubblewrap sandbox gives each worker a /tmp of its own.
    base = mkdtempSync(path.join(KIT_ROOT, '.cardlab', 'test-agree-'));
    const template = path.join(base, 'template');
    // Every stage of the labs used, finished: check runs a stage with the student's own earlier stages (grading with
    // the references), and a student who reached the stage has them.
    const labs = new Set(SAMPLE.map((c) => c.activity.split('/')[0]));
    const used = activities.filter((a) => labs.has(a.lab));
    assembleSubmission(KIT_ROOT, activities, Object.fromEntries(used.map((a) => [a.id, 'reference'])), template);
    const src: Sources = {
      reference: (activity, file) => readFileSync(path.join(template, activity, file), 'utf8'),
      stub: (activity, file) => readFileSync(path.join(KIT_ROOT, 'activities', activity, file), 'utf8'),
      tests: (activity, file) => readFileSync(path.join(template, activity, file), 'utf8'),
    };
    // No socket is reached by these cases' code; the port only has to be one.
    const ctx: CaseContext = { port: 9, kitRoot: KIT_ROOT };
    const classes = new Map<string, string>();
    SAMPLE.forEach((entry, k) => {
      const activity = findActivity(activities, entry.activity);
      const classDir = path.join(base, 'classes', entry.activity.replace('/', '-'));
      classes.set(entry.activity, classDir);
      const dir = path.join(classDir, String(k));
      const lab = entry.activity.split('/')[0]!;
      cpSync(path.join(template, lab), path.join(dir, lab), { recursive: true });
      rmSync(path.join(dir, entry.activity), { recursive: true, force: true });
      mkdirSync(path.join(dir, entry.activity), { recursive: true });
      const files = entry.files(src, ctx);
      for (const test of activity.manifest.files.studentTests) files[test] ??= src.tests(entry.activity, test);
      for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, entry.activity, name), text);
      entry.prepare?.(dir, ctx);
    });
    const full = new Map<string, { full: boolean; detail: string }>();
    for (const [id, classDir] of classes) {
      const graded = await gradeClass({
        kitRoot: KIT_ROOT,
        entries: listClass(classDir).entries,
        out: path.join(base, 'grades', path.basename(classDir)),
        activities: [findActivity(activities, id)],
        fixedScope: true,
        force: true,
        limitMs: WHOLE_RUN_LIMIT_MS,
        // As the hostile corpus grades: a short limit per test, on CPU time, so that a case that hangs costs little.
        timeoutMs: 1_000,
      });
      for (const report of graded.reports) {
        const result = report.activities[0];
        const detail = result
          ? `${result.points}/${result.maxPoints}: ${result.problems.join(' | ') || 'no problems'}; testing ${result.testing.points} ${result.testing.note ?? ''}`
          : `no result: ${report.error ?? ''}`;
        full.set(report.submission, { full: result !== undefined && result.points === result.maxPoints, detail });
      }
    }
    for (const [k, entry] of SAMPLE.entries()) {
      const dir = path.join(base, 'classes', entry.activity.replace('/', '-'), String(k));
      const report = await checkActivity(
        KIT_ROOT,
        dir,
        findActivity(activities, entry.activity),
        path.join(base, 'checks', String(k)),
      );
      const graded = full.get(String(k)) ?? { full: false, detail: 'not graded' };
      const said = renderCheck(report, false)
        .split('\n')
        .filter((l) => /✗|!|^\S/.test(l))
        .join(' | ');
      verdicts.set(k, { done: isDone(report), full: graded.full, detail: `grade: ${graded.detail}; check: ${said}` });
    }
  }, 900_000);

  afterAll(() => execFileSync('rm', ['-rf', base]));

  it('samples_every_lab', () => {
    expect(new Set(SAMPLE.map((c) => c.activity.split('/')[0]))).toEqual(
      new Set(['elevens', 'pyramid', 'montecarlo', 'klondike']),
    );
    // Both verdicts occur: a sample where check is always right by saying the same thing proves nothing.
    expect(new Set([...verdicts.values()].map((v) => v.done))).toEqual(new Set([true, false]));
  });

  it.each(SAMPLE.map((entry, k) => [entry.name, k] as const))('%s', (_name, k) => {
    const verdict = verdicts.get(k)!;
    expect(verdict.done, verdict.detail).toBe(verdict.full);
  });
});

describe("a test that leans on what the student's own earlier stage chose where its README leaves room", () => {
  it('is_not_done_at_check_or_list_as_grading_counts_it_for_nothing', async () => {
    // Klondike 04 leaves the words of a move that works to the student ('Bye for now!' on Quit is as right as the
    // reference's); a test of 05 that expects those words passes with the student's own 04, and fails on the reference
    // as grading runs it, with the kit's 04. Check had called 05 done.
    mkdirSync(path.join(KIT_ROOT, '.cardlab'), { recursive: true });
    const base = mkdtempSync(path.join(KIT_ROOT, '.cardlab', 'test-leaning-'));
    try {
      const work = path.join(base, 'work');
      const klondike = activities.filter((a) => a.lab === 'klondike');
      assembleSubmission(KIT_ROOT, activities, Object.fromEntries(klondike.map((a) => [a.id, 'reference'])), work);
      const game = path.join(work, 'klondike', '04-solitaire', 'Solitaire.ts');
      const text = readFileSync(game, 'utf8');
      expect(text).toContain("return 'Goodbye.';");
      writeFileSync(game, text.replace("return 'Goodbye.';", "return 'Bye for now!';"));
      const tester = path.join(work, 'klondike', '05-cui', 'SolitaireCUITester.test.ts');
      const tests = readFileSync(tester, 'utf8');
      const end = tests.lastIndexOf('});');
      const leaning =
        "  it('quitting_says_goodbye', async () => {\n    expect(await run('Quit\\n')).toContain('Bye for now!');\n  });\n";
      writeFileSync(tester, `${tests.slice(0, end)}${leaning}${tests.slice(end)}`);
      const cui = findActivity(activities, 'klondike/05-cui');
      const graded = await gradeSubmission({
        kitRoot: KIT_ROOT,
        upload: work,
        name: 'leaning',
        activities: [cui],
        fixedScope: true,
        outDir: path.join(base, 'graded'),
        limitMs: WHOLE_RUN_LIMIT_MS,
      });
      expect(graded.kind).toBe('graded');
      const testing = graded.kind === 'graded' ? graded.report.activities[0]!.testing : undefined;
      expect(testing?.tests.find((test) => test.name.endsWith('quitting_says_goodbye'))?.validOnReference).toBe(false);
      const checked = await checkActivity(KIT_ROOT, work, cui, path.join(base, 'check'));
      expect(checked.wheats?.leaning.map((test) => test.name)).toEqual(['SolitaireCUITester > quitting_says_goodbye']);
      expect(isDone(checked)).toBe(false);
      expect(renderCheck(checked, false)).toContain(
        'fails on the reference: SolitaireCUITester > quitting_says_goodbye',
      );
      const [row] = await activityStatuses(KIT_ROOT, work, [cui]);
      expect(row).toMatchObject({ status: 'over-specified', detail: expect.stringContaining('quitting_says_goodbye') });
      // The freedom itself costs 04 nothing: it is done at check, as at grading.
      expect(
        isDone(await checkActivity(KIT_ROOT, work, findActivity(activities, 'klondike/04'), path.join(base, 'c4'))),
      ).toBe(true);
    } finally {
      execFileSync('rm', ['-rf', base]);
    }
  }, 300_000);
});
