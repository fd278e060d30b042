// The pipelines of `grade` and `grade-all` (gradeSubmission.ts, gradeClass.ts) and the reporter map, on what they
// decide before any test runs: an upload that is not there, one that cannot be read, links, reports kept.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { findActivity, listActivities } from '../src/kit/activities.ts';
import { assembleSubmission } from '../src/intake/assemble.ts';
import { listClass } from '../src/intake/classFolder.ts';
import { gradeClass } from '../src/gradeClass.ts';
import { gradeSubmission, stamped } from '../src/gradeSubmission.ts';
import { intake } from '../src/intake/intake.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { GRADE_REPORTERS, type ReportSettings } from '../src/report/reporters.ts';
import { failedReport, type ActivityResult, type GradeReport } from '../src/score/result.ts';
import { testContext } from './support.ts';

const activities = listActivities(KIT_ROOT, 'elevens');
const card = findActivity(activities, 'elevens/01');
const settings: ReportSettings = { schemas: kitPaths(KIT_ROOT).schemas, color: false };
const scratch = () => mkdtempSync(path.join(os.tmpdir(), 'cardlab-pipelines-'));

const options = (upload: string) => ({
  kitRoot: KIT_ROOT,
  upload,
  name: 'eve',
  activities: [card],
  fixedScope: true,
  outDir: path.join(os.tmpdir(), 'cardlab-pipelines-coverage'),
  limitMs: 60_000,
});

const activity = (extra: Partial<ActivityResult>): ActivityResult => ({
  id: 'elevens/01-card',
  title: 'Card',
  points: 3,
  maxPoints: 15,
  problems: [],
  hidden: [],
  testing: { points: 0, maxPoints: 4, tests: [], buggy: [] },
  typeProblems: [],
  forbidden: [],
  ...extra,
});

describe('one submission', () => {
  it('says_nothing_is_there_as_its_own_outcome_not_as_a_report', async () => {
    const missing = path.join(scratch(), 'no-such-upload');
    const outcome = await gradeSubmission(options(missing));
    expect(outcome).toEqual({ kind: 'missing', message: expect.stringContaining(`${missing} is not a folder`) });
  });

  it('says_a_file_that_is_not_a_zip_is_not_an_upload_as_it_says_of_nothing', async () => {
    const file = path.join(scratch(), 'notes.txt');
    writeFileSync(file, 'not a submission');
    const outcome = await gradeSubmission(options(file));
    expect(outcome).toEqual({
      kind: 'missing',
      message: expect.stringContaining(`${file} is a file, not a folder or a zip: give the folder of a submission`),
    });
  });

  it('grade_of_a_file_exits_2_like_a_missing_folder_and_writes_no_result_file', async () => {
    const dir = scratch();
    writeFileSync(path.join(dir, 'Card.ts'), 'export class Card {}\n');
    const ctx = testContext([], { cwd: dir });
    expect(await main(['grade', 'Card.ts', '--activity', 'elevens/01', '--json', 'r.json'], ctx)).toBe(2);
    expect(ctx.stderr.text).toMatch(/Card\.ts is a file, not a folder or a zip: give the folder of a submission/);
    expect(ctx.stdout.text).not.toMatch(/Total/);
    expect(existsSync(path.join(dir, 'r.json'))).toBe(false);
    const missing = testContext([], { cwd: dir });
    expect(await main(['grade', 'nothing-here', '--activity', 'elevens/01'], missing)).toBe(2);
  });

  it('shows_the_layout_to_upload_once_however_many_things_did_not_fit_it', async () => {
    const dir = scratch();
    for (const name of ['Deck.ts', 'Notes.ts', 'Widget.ts', 'Other.ts']) writeFileSync(path.join(dir, name), 'x\n');
    mkdirSync(path.join(dir, '99-nothing'));
    writeFileSync(path.join(dir, 'Card.ts'), 'export class Card {}\n');
    const laid = await intake(dir, activities);
    try {
      const help = laid.notes.filter((note) => note.includes('laid out like this'));
      expect(help).toHaveLength(1);
      expect(laid.notes.at(-1)).toBe(help[0]);
      expect(laid.notes.filter((note) => note.endsWith('it was not graded.'))).toHaveLength(5);
    } finally {
      laid.remove();
    }
  });

  it('stamps_a_report_with_its_fingerprint_only_when_no_limit_stop_or_ungradable_stage_shaped_it', () => {
    const clean = { ...failedReport('1', 'eve', 'x'), error: undefined, activities: [activity({})] };
    expect(stamped(structuredClone(clean), 'f').fingerprint).toBe('f');
    const limited = { ...clean, activities: [activity({ stoppedAtLimit: {} })] };
    expect(stamped(structuredClone(limited), 'f').fingerprint).toBeUndefined();
    const stopped = { ...clean, activities: [activity({ stops: { confirmed: 1, unconfirmed: 0 } })] };
    expect(stamped(structuredClone(stopped), 'f').fingerprint).toBeUndefined();
    // A stage no step could grade: the machine may have been short of something.
    const ungradable = { ...clean, activities: [activity({ ungradable: true })] };
    expect(stamped(structuredClone(ungradable), 'f').fingerprint).toBeUndefined();
  });
});

describe('a class', () => {
  it('refuses_a_link_and_keeps_its_report_while_nothing_changed_unless_forced', async () => {
    const dir = scratch();
    const classDir = path.join(dir, 'class');
    const out = path.join(dir, 'grades');
    const elsewhere = path.join(dir, 'elsewhere');
    mkdirSync(classDir);
    mkdirSync(elsewhere);
    symlinkSync(elsewhere, path.join(classDir, 'linked'));
    const grade = async (force: boolean) => {
      const written: string[] = [];
      const progress: string[] = [];
      const result = await gradeClass({
        kitRoot: KIT_ROOT,
        entries: listClass(classDir).entries,
        out,
        activities: [card],
        fixedScope: true,
        force,
        limitMs: 60_000,
        onProgress: (done, total, label) => progress.push(`${done}/${total} ${label}`),
        onReport: (name, report) => {
          written.push(name);
          GRADE_REPORTERS.json.write(report, path.join(out, `${name}.json`), settings);
        },
      });
      return { ...result, written, progress };
    };
    const first = await grade(false);
    expect([first.graded, first.written, first.progress]).toEqual([1, ['linked'], ['0/1 linked', '1/1 done']]);
    expect(first.reports[0]!.error).toMatch(/linked is a symbolic link, not a folder/);
    expect(first.reports[0]!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const again = await grade(false);
    expect([again.graded, again.written, again.reports]).toEqual([0, [], first.reports]);
    expect((await grade(true)).graded).toBe(1);
  });

  it('gets_the_same_reports_spread_over_grader_processes_as_graded_in_this_one', async () => {
    const dir = scratch();
    const classDir = path.join(dir, 'class');
    assembleSubmission(KIT_ROOT, [card], { 'elevens/01-card': 'reference' }, path.join(classDir, 'alice'));
    const buggy = { 'elevens/01-card': { files: { 'Card.ts': 'buggy:suit-returns-rank' } } } as const;
    assembleSubmission(KIT_ROOT, [card], buggy, path.join(classDir, 'bob'));
    const grade = async (shares?: { students: number; slots: number }[]) => {
      const progress: string[] = [];
      const { reports, graded } = await gradeClass({
        kitRoot: KIT_ROOT,
        entries: listClass(classDir).entries,
        out: path.join(dir, shares ? 'spread' : 'here'),
        activities: [card],
        fixedScope: true,
        force: true,
        limitMs: 60_000,
        shares,
        onProgress: (done, total, label) => progress.push(`${done}/${total} ${label}`),
      });
      // What a grade is, less when and how long: the verdicts, the points, and what was kept as up to date.
      const verdicts = reports.map((report) => ({
        submission: report.submission,
        points: report.points,
        fingerprint: report.fingerprint,
        hidden: report.activities.map((a) => a.hidden.map((test) => `${test.name}: ${test.passed}`)),
        caught: report.activities.map((a) => a.testing.buggy.map((bug) => `${bug.id}: ${bug.caught}`)),
      }));
      return { graded, verdicts, progress: progress.at(-1) };
    };
    const here = await grade();
    // Two grader processes of one student and one worker each: each student graded in a process of its own.
    const spread = await grade([
      { students: 1, slots: 1 },
      { students: 1, slots: 1 },
    ]);
    expect(spread).toEqual(here);
    expect(here.verdicts.map((v) => v.submission)).toEqual(['alice', 'bob']);
    expect(here.verdicts[0]!.points).toBeGreaterThan(here.verdicts[1]!.points);
  });
});

describe('the reporters', () => {
  it('write_a_report_only_when_it_matches_its_schema_and_whole', () => {
    const file = path.join(scratch(), 'report.json');
    const report = failedReport('1.0.0', 'eve', 'why');
    expect(GRADE_REPORTERS.json.write(report, file, settings)).toBe(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(report);
    const other = path.join(path.dirname(file), 'bad.json');
    const bad = { ...report, points: 'many' } as unknown as GradeReport;
    // Not an error of the file system: a bug of the grader, which the outputs never take for a failed write.
    expect(() => GRADE_REPORTERS.json.write(bad, other, settings)).toThrow(/internal error: the grade-report output/);
    expect(existsSync(other)).toBe(false);
  });
});
