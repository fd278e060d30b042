import { appendFileSync, existsSync, mkdtempSync, readFileSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { listActivities } from '../src/activities.ts';
import { assembleSubmission } from '../src/assemble.ts';
import type { GradeReport } from '../src/result.ts';
import { testContext } from './support.ts';

const activities = listActivities(KIT_ROOT, 'elevens');

describe('grading a class', () => {
  it('grades_each_submission_once_writes_a_gradebook_and_regrades_only_what_changed', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-class-'));
    const classDir = path.join(dir, 'class');
    assembleSubmission(KIT_ROOT, activities, { 'elevens/01-card': 'reference' }, path.join(classDir, 'alice'));
    assembleSubmission(KIT_ROOT, activities, { 'elevens/01-card': 'stub' }, path.join(classDir, 'bob'));
    assembleSubmission(KIT_ROOT, activities, { 'elevens/01-card': { files: { 'Card.ts': { text: 'export class Card {\n' } } } }, path.join(classDir, 'carol'));
    const run = async (...extra: string[]) => {
      const ctx = testContext([], { cwd: dir });
      expect(await main(['grade-all', 'class', '--activity', 'elevens/01', ...extra], ctx)).toBe(0);
      return ctx;
    };
    const first = await run();
    expect(first.stdout.text).toContain('graded 3, up to date 0, of 3 submissions');
    expect(first.stderr.text).toMatch(/\[#+\] 3\/3 done/);
    const report = (name: string) => JSON.parse(readFileSync(path.join(dir, 'class-grades', `${name}.json`), 'utf8')) as GradeReport;
    expect(report('alice').points).toBe(report('alice').maxPoints);
    expect(report('bob').points).toBe(0);
    expect(report('carol').activities[0]!.problems.join('\n')).toMatch(/Card\.ts:\d+:\d+/);
    const csv = readFileSync(path.join(dir, 'class-grades', 'gradebook.csv'), 'utf8').trim().split('\n');
    expect(csv[0]).toBe('student,elevens/01-card,total,max,note');
    expect(csv.slice(1).map((row) => row.split(',')[0])).toEqual(['alice', 'bob', 'carol']);
    expect(csv[1]).toBe(`alice,${report('alice').points},${report('alice').points},${report('alice').maxPoints},`);

    const second = await run();
    expect(second.stdout.text).toContain('graded 0, up to date 3, of 3 submissions');

    const bobCard = path.join(classDir, 'bob', 'elevens', '01-card', 'Card.ts');
    appendFileSync(bobCard, '\n');
    const later = new Date(Date.now() + 5_000);
    utimesSync(bobCard, later, later);
    const third = await run();
    expect(third.stdout.text).toContain('graded 1, up to date 2, of 3 submissions');
    expect(existsSync(path.join(dir, 'class-grades', 'gradebook.csv'))).toBe(true);
  });

  it('a_folder_without_submissions_is_a_clear_error', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-class-'));
    const ctx = testContext([], { cwd: dir });
    expect(await main(['grade-all', '.'], ctx)).toBe(2);
    expect(ctx.stderr.text).toMatch(/no sub-folders/);
  });
});
