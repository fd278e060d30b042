import {
  appendFileSync,
  copyFileSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { listActivities } from '../src/kit/activities.ts';
import { assembleSubmission } from '../src/intake/assemble.ts';
import type { GradeReport } from '../src/score/result.ts';
import { testContext } from './support.ts';

const activities = listActivities(KIT_ROOT, 'elevens');

/** Zips a folder's files under their relative names, as a student's zip tool would. */
async function zipFolder(
  dir: string,
  files: string[],
  zipFile: string,
  extra: (zip: yazl.ZipFile) => void = () => {},
): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const file of files) zip.addFile(path.join(dir, file), file);
  extra(zip);
  const out = createWriteStream(zipFile);
  zip.outputStream.pipe(out);
  zip.end();
  await finished(out);
}

describe('grading a class', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-class-'));
  const classDir = path.join(dir, 'class');
  const out = path.join(dir, 'class-grades');
  const report = (name: string) => JSON.parse(readFileSync(path.join(out, `${name}.json`), 'utf8')) as GradeReport;
  const run = async (...extra: string[]) => {
    const ctx = testContext([], { cwd: dir });
    expect(await main(['grade-all', 'class', '--activity', 'elevens/01', ...extra], ctx), ctx.stderr.text).toBe(0);
    return ctx;
  };
  let first: Awaited<ReturnType<typeof run>>;

  beforeAll(async () => {
    assembleSubmission(KIT_ROOT, activities, { 'elevens/01-card': 'reference' }, path.join(classDir, 'alice'));
    assembleSubmission(
      KIT_ROOT,
      activities,
      { 'elevens/01-card': { files: { 'Card.ts': { text: 'export class Card {\n' } } } },
      path.join(classDir, 'carol'),
    );
    assembleSubmission(KIT_ROOT, activities, { 'elevens/01-card': 'reference' }, path.join(classDir, '=cmd'));
    // Bob hands in a zip of his stage folder; Mallory's zip tries to write outside the folder it is unpacked in.
    const bob = path.join(dir, 'bob');
    assembleSubmission(
      KIT_ROOT,
      activities,
      { 'elevens/01-card': { files: { 'Card.ts': 'buggy:suit-returns-rank' } } },
      bob,
    );
    await zipFolder(
      bob,
      ['elevens/01-card/Card.ts', 'elevens/01-card/CardTester.test.ts'],
      path.join(classDir, 'bob.zip'),
    );
    await zipFolder(bob, ['elevens/01-card/Card.ts'], path.join(classDir, 'mallory.zip'), (zip) =>
      zip.addBuffer(Buffer.from('x'), 'xx/evil.ts'),
    );
    const mallory = readFileSync(path.join(classDir, 'mallory.zip'));
    writeFileSync(
      path.join(classDir, 'mallory.zip'),
      Buffer.from(mallory.toString('latin1').replaceAll('xx/evil.ts', '../evil.ts'), 'latin1'),
    );
    writeFileSync(
      path.join(dir, 'roster.csv'),
      'folder,student id,name,email\nalice,1001,Zoë Ångström,zoe@example.edu\nbob,1002,Bob,bob@example.edu\n' +
        'carol,1003,Carol,carol@example.edu\n' +
        '=cmd,1005,Eve,eve@example.edu\ndave,1004,Dave,dave@example.edu\n',
    );
    first = await run('--roster', 'roster.csv');
  });

  it('grades_folders_and_zips_and_refuses_a_zip_that_reaches_outside', () => {
    expect(first.stdout.text).toContain('graded 5, up to date 0, of 5 submissions');
    expect(report('alice').points).toBe(report('alice').maxPoints);
    expect(report('bob').activities[0]!.hidden.some((t) => !t.passed)).toBe(true);
    expect(report('bob').activities[0]!.testing.tests.length).toBeGreaterThan(0);
    expect(report('carol').activities[0]!.problems.join('\n')).toMatch(/Card\.ts:\d+:\d+/);
    expect(report('mallory').error).toMatch(
      /mallory\.zip could not be unpacked: zip entry \.\.\/evil\.ts points outside/,
    );
    expect(() => readFileSync(path.join(dir, 'evil.ts'))).toThrow();
  });

  it('writes_a_gradebook_a_spreadsheet_reads_with_the_numbers_of_the_reports', () => {
    const text = readFileSync(path.join(out, 'gradebook.csv'), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    const max = report('alice').maxPoints;
    expect(rows[0]).toMatchObject({ student: 'Points Possible', 'elevens/01-card': String(max), total: String(max) });
    for (const name of ['alice', 'bob', 'carol', 'mallory']) {
      const row = rows.find((r) => r.student === name)!;
      expect([row.total, row.max], name).toEqual([String(report(name).points), String(max)]);
    }
    expect(rows.find((r) => r.student === 'alice')).toMatchObject({ 'student id': '1001', name: 'Zoë Ångström' });
    expect(rows.find((r) => r.student === "'=cmd")).toMatchObject({ 'student id': '1005', total: String(max) });
    expect(rows.find((r) => r.student === 'dave')).toMatchObject({ total: '0', note: 'no submission folder' });
  });

  it('reports_roster_mismatches_and_ends_with_a_table_of_students_and_scores', () => {
    expect(first.stderr.text).toMatch(/folder mallory is not in the roster/);
    expect(first.stderr.text).toMatch(/roster line for Dave names folder dave, which the class folder does not have/);
    const table = first.stdout.text.split('\n');
    expect(table[0]).toMatch(/^student\s+points\s+max\s+%\s+note$/);
    const alice = table.find((line) => line.startsWith('alice '))!;
    expect(alice.split(/\s+/).slice(1, 4)).toEqual([
      String(report('alice').points),
      String(report('alice').maxPoints),
      '100.0',
    ]);
    expect(table.find((line) => line.startsWith('mallory '))).toMatch(/could not be unpacked/);
  });

  it('regrades_only_what_changed_or_what_was_asked_for_differently', async () => {
    const second = await run();
    // Mallory's zip could not be read: it is tried again each time.
    expect(second.stdout.text).toContain('graded 1, up to date 4, of 5 submissions');
    appendFileSync(path.join(classDir, 'carol', 'elevens', '01-card', 'Card.ts'), '\n');
    expect((await run()).stdout.text).toContain('graded 2, up to date 3, of 5 submissions');
    const otherScope = testContext([], { cwd: dir });
    expect(
      await main(
        ['grade-all', 'class', '--activity', 'elevens/01-card', '--format', 'canvas', '--roster', 'roster.csv'],
        otherScope,
      ),
    ).toBe(0);
    expect(otherScope.stdout.text, 'the same scope written another way is the same scope').toContain(
      'graded 1, up to date 4',
    );
    const canvas = parse(readFileSync(path.join(out, 'gradebook.csv'), 'utf8'), { bom: true }) as string[][];
    expect(canvas[0]).toEqual(['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section', 'elevens/01-card']);
    expect(canvas[1]![0]).toBe('Points Possible');
    // The limits a report was made under are part of what it was made from: under another, every student again.
    const otherLimit = testContext([], { cwd: dir });
    expect(await main(['grade-all', 'class', '--activity', 'elevens/01-card', '--limit', '45'], otherLimit)).toBe(0);
    expect(otherLimit.stdout.text).toContain('graded 5, up to date 0, of 5 submissions');
  });

  it('another_scope_is_graded_again', async () => {
    rmSync(path.join(classDir, 'mallory.zip'));
    const ctx = testContext([], { cwd: dir });
    expect(await main(['grade-all', 'class', '--activity', 'elevens/02'], ctx)).toBe(0);
    expect(ctx.stdout.text).toContain('graded 4, up to date 0, of 4 submissions');
  });

  it('bad_options_are_clear_errors', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'cardlab-class-'));
    const ctx = testContext([], { cwd: empty });
    expect(await main(['grade-all', '.'], ctx)).toBe(2);
    expect(ctx.stderr.text).toMatch(/no sub-folders/);
    const format = testContext([], { cwd: dir });
    expect(await main(['grade-all', 'class', '--format', 'excel'], format)).toBe(2);
    expect(format.stderr.text).toMatch(/--format must be plain or canvas, got "excel"/);
    const roster = testContext([], { cwd: dir });
    expect(await main(['grade-all', 'class', '--roster', 'nope.csv'], roster)).toBe(2);
    expect(roster.stderr.text).toMatch(/there is no roster file nope\.csv/);
  });
});

describe('a submission the fingerprint cannot read whole', () => {
  it('is_graded_again_each_time_never_kept_as_up_to_date', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-class-many-'));
    try {
      const classDir = path.join(dir, 'class');
      const student = path.join(classDir, 'zed');
      assembleSubmission(KIT_ROOT, activities, { 'elevens/01-card': 'reference' }, student);
      // Past the files the fingerprint reads, and listed before the stage folders: what follows them is never read.
      mkdirSync(path.join(student, 'aaa'));
      for (let k = 0; k < 4_000; k++) writeFileSync(path.join(student, 'aaa', `${k}.txt`), '');
      const out = path.join(dir, 'grades');
      const run = async () => {
        const ctx = testContext([], { cwd: dir });
        expect(await main(['grade-all', 'class', '--activity', 'elevens/01', '--out', out], ctx), ctx.stderr.text).toBe(
          0,
        );
        return ctx.stdout.text;
      };
      expect(await run()).toContain('graded 1, up to date 0, of 1 submissions');
      const zed = () => JSON.parse(readFileSync(path.join(out, 'zed.json'), 'utf8')) as GradeReport;
      expect(zed().points).toBe(zed().maxPoints);
      // The student hands in the stub over their Card.ts: the report of the reference must not be kept.
      copyFileSync(
        path.join(KIT_ROOT, 'activities', 'elevens', '01-card', 'Card.ts'),
        path.join(student, 'elevens', '01-card', 'Card.ts'),
      );
      expect(await run()).toContain('graded 1, up to date 0, of 1 submissions');
      expect(zed().points).toBeLessThan(zed().maxPoints);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
