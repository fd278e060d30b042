import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { reportOf } from './reports.ts';
import { buildGradebook } from '../src/score/gradebook.ts';
import { gradebookCsv } from '../src/report/gradebookCsv.ts';
import { forCsv } from '../src/report/inert.ts';
import type { ActivityResult, GradeReport } from '../src/score/result.ts';
import { readRoster, RosterError } from '../src/intake/roster.ts';
import { fakeKit } from './support.ts';
import { kitFingerprint } from '../src/intake/fingerprint.ts';

function activity(id: string, points: number, maxPoints: number, limited = false): ActivityResult {
  const hidden = limited
    ? [{ name: 't', suite: 's', passed: false, points: 0, maxPoints: 1, notRun: 'limit' as const }]
    : [];
  return {
    id,
    title: id,
    points,
    maxPoints,
    problems: [],
    hidden,
    testing: { points: 0, maxPoints: 0, tests: [], buggy: [] },
    typeProblems: [],
    forbidden: [],
  };
}

function report(submission: string, activities: ActivityResult[], error?: string): GradeReport {
  return reportOf(submission, activities, error ? { error } : {});
}

/** The file as a spreadsheet reads it: BOM stripped, quoted fields, the first line as the header. */
function spreadsheet(text: string): Record<string, string>[] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];
}

function tempFile(name: string, text: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cardlab-roster-')), name);
  writeFileSync(file, text);
  return file;
}

describe('the gradebook', () => {
  const reports = [
    report('alice', [activity('elevens/01-card', 15, 15), activity('pyramid/01-model', 20, 40)]),
    report('bob', [activity('elevens/01-card', 7.5, 15)]),
    report('=HYPERLINK("http://x")', [activity('elevens/01-card', 0, 15, true)]),
    report('zed', [], 'zed is a symbolic link'),
  ];

  it('gives_every_student_the_maximum_of_what_the_batch_graded_with_a_points_possible_row', () => {
    const rows = spreadsheet(gradebookCsv(buildGradebook(reports)));
    expect(rows[0]).toMatchObject({
      student: 'Points Possible',
      'elevens/01-card': '15',
      'pyramid/01-model': '40',
      total: '55',
      max: '55',
    });
    const bob = rows.find((row) => row.student === 'bob')!;
    expect(bob).toMatchObject({ 'elevens/01-card': '7.5', 'pyramid/01-model': '0', total: '7.5', max: '55' });
    expect(new Set(rows.slice(1).map((row) => row.max))).toEqual(new Set(['55']));
    expect(rows.find((row) => row.student === 'zed')).toMatchObject({ total: '0', note: 'zed is a symbolic link' });
  });

  it('neutralises_cells_a_spreadsheet_would_run_as_formulas_but_keeps_numbers', () => {
    const rows = spreadsheet(gradebookCsv(buildGradebook(reports)));
    expect(rows.map((row) => row.student)).toContain(`'=HYPERLINK("http://x")`);
    for (const formula of ['=1+1', '+1', '-cmd', '@SUM(A1)', '\tx', '\rx'])
      expect(forCsv(formula).replace(/^"/, '')).toMatch(/^'/);
    expect(forCsv(-3)).toBe('-3');
    expect(forCsv('-2.5')).toBe('-2.5');
    expect(forCsv('Zoë, "Z"')).toBe('"Zoë, ""Z"""');
  });

  it('notes_a_grade_cut_short_by_the_whole_run_limit', () => {
    const rows = spreadsheet(gradebookCsv(buildGradebook(reports)));
    expect(rows.find((row) => row.student.includes('HYPERLINK'))!.note).toMatch(/whole-run limit in elevens\/01-card/);
  });

  it('maps_folders_through_a_roster_and_reports_each_mismatch', () => {
    const roster = readRoster(
      tempFile(
        'roster.csv',
        '\uFEFFFolder,Student ID,Name,Email\nalice,1001,Zoë Ångström,zoe@example.edu\n' +
          'bob,1002,"Bob, Jr.",bob@example.edu\ndave,1004,Dave,dave@example.edu\n',
      ),
    );
    const book = buildGradebook(reports, roster);
    expect(book.warnings.join('\n')).toMatch(/folder zed is not in the roster/);
    expect(book.warnings.join('\n')).toMatch(
      /roster line for Dave names folder dave, which the class folder does not have/,
    );
    const rows = spreadsheet(gradebookCsv(book));
    expect(rows.find((row) => row.student === 'alice')).toMatchObject({
      'student id': '1001',
      name: 'Zoë Ångström',
      email: 'zoe@example.edu',
    });
    expect(rows.find((row) => row.student === 'dave')).toMatchObject({
      total: '0',
      max: '55',
      note: 'no submission folder',
    });
    expect(rows.find((row) => row.student === 'zed')!.note).toMatch(/not in the roster/);
  });

  it('writes_canvas_import_layout', () => {
    const roster = readRoster(
      tempFile(
        'roster.csv',
        'folder,sid,name,email,section\nalice,1001,Zoë,zoe@example.edu,A1\nbob,1002,Bob,bob@example.edu,A2\n',
      ),
    );
    const text = gradebookCsv(buildGradebook(reports.slice(0, 2), roster), 'canvas');
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Student',
      'ID',
      'SIS User ID',
      'SIS Login ID',
      'Section',
      'elevens/01-card',
      'pyramid/01-model',
    ]);
    expect(rows[1]).toEqual(['Points Possible', '', '', '', '', '15', '40']);
    expect(rows[2]).toEqual(['Zoë', '', '1001', 'zoe@example.edu', 'A1', '15', '20']);
    expect(rows[3]).toEqual(['Bob', '', '1002', 'bob@example.edu', 'A2', '7.5', '0']);
  });

  it('refuses_a_roster_it_cannot_use_saying_what_to_change', () => {
    expect(() => readRoster(tempFile('r.csv', 'who,mail\nalice,a@x\n'), 'r.csv')).toThrow(RosterError);
    expect(() => readRoster(tempFile('r.csv', 'who,mail\nalice,a@x\n'), 'r.csv')).toThrow(
      /r\.csv has no "folder", "student id", "name" column/,
    );
    expect(() =>
      readRoster(tempFile('r.csv', 'folder,id,name,email\nalice,1,A,a@x\nalice,2,B,b@x\n'), 'r.csv'),
    ).toThrow(/line 3 repeats folder "alice" \(first on line 2\)/);
    expect(() => readRoster(tempFile('r.csv', 'folder,id,name,email\n,1,A,a@x\n'), 'r.csv')).toThrow(
      /line 2 has no folder/,
    );
  });
});

describe('what makes a report up to date', () => {
  it('the_kit_fingerprint_changes_with_a_hidden_suite_the_version_or_the_labs_but_not_another_lab', () => {
    const kit = fakeKit({
      'package.json': '{"version":"1.0.0"}',
      'grader/suites/elevens/01-card/Card.hidden.test.ts': 'a',
      'grader/suites/pyramid/01-model/Card.hidden.test.ts': 'b',
    });
    const before = kitFingerprint(kit, ['elevens']);
    expect(kitFingerprint(kit, ['elevens', 'pyramid'])).not.toBe(before);
    const changed = fakeKit({
      'package.json': '{"version":"1.0.0"}',
      'grader/suites/elevens/01-card/Card.hidden.test.ts': 'a changed',
      'grader/suites/pyramid/01-model/Card.hidden.test.ts': 'b',
    });
    expect(kitFingerprint(changed, ['elevens'])).not.toBe(before);
    const otherLab = fakeKit({
      'package.json': '{"version":"1.0.0"}',
      'grader/suites/elevens/01-card/Card.hidden.test.ts': 'a',
      'grader/suites/pyramid/01-model/Card.hidden.test.ts': 'b changed',
    });
    expect(kitFingerprint(otherLab, ['elevens'])).toBe(before);
    const bumped = fakeKit({
      'package.json': '{"version":"1.0.1"}',
      'grader/suites/elevens/01-card/Card.hidden.test.ts': 'a',
    });
    expect(kitFingerprint(bumped, ['elevens'])).not.toBe(before);
  });
});
