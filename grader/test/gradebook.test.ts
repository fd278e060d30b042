import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
import { readAsCanvas } from './consumers/canvasImport.ts';
import { KIT_ROOT } from '../cli/context.ts';
import { findActivity, listActivities } from '../src/kit/activities.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { handsInStage } from '../src/intake/submission.ts';
import { renderClassTable } from '../src/report/classTable.ts';

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

  it('lists_students_in_one_order_whatever_language_the_machine_is_set_to', () => {
    // Each language sorts names its own way (Swedish puts Ä after Z): the gradebook of a class must not depend on the
    // language of the machine that graded it.
    const script = path.join(mkdtempSync(path.join(os.tmpdir(), 'cardlab-order-')), 'order.ts');
    const module = (file: string) => JSON.stringify(pathToFileURL(path.join(import.meta.dirname, file)).href);
    writeFileSync(
      script,
      `import { buildGradebook } from ${module('../src/score/gradebook.ts')};
import { reportOf } from ${module('reports.ts')};
const names = ['Zhang', 'Baker', '\u00c4rlig', 'adams'];
const book = buildGradebook(names.map((name) => reportOf(name, [])));
process.stdout.write(JSON.stringify(book.rows.map((row) => row.folder)));
`,
    );
    const order = (language: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', script], {
        encoding: 'utf8',
        env: { ...process.env, LANG: language, LC_ALL: language },
      }).stdout;
    expect(JSON.parse(order('en_US.UTF-8'))).toEqual(['adams', '\u00c4rlig', 'Baker', 'Zhang']);
    expect(order('sv_SE.UTF-8')).toBe(order('en_US.UTF-8'));
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

describe('the gradebook with a roster, read as Canvas reads it', () => {
  const card = (points: number) => activity('elevens/01-card', points, 15);
  const course = [
    { name: 'Bob', id: '9001', sisUserId: 'S1', loginId: '+syn@example.edu' },
    { name: 'Ann', id: '9002', sisUserId: 'S2', loginId: 'ann@example.edu' },
  ];

  it('matches_a_roster_line_naming_the_zip_as_the_class_folder_holds_it', () => {
    // class/bob.zip is graded as the student "bob"; the roster names the file the instructor sees.
    const roster = readRoster(
      tempFile('r.csv', 'folder,sid,name,email\nbob.zip,S1,Bob,bob@example.edu\nann/,S2,Ann,a@x\n'),
    );
    const book = buildGradebook([report('bob', [card(12)]), report('ann', [card(3)])], roster);
    expect(book.warnings).toEqual([]);
    expect(book.rows.map((row) => [row.folder, row.student?.name, row.total])).toEqual([
      ['ann', 'Ann', 3],
      ['bob', 'Bob', 12],
    ]);
    expect(() =>
      readRoster(tempFile('r.csv', 'folder,sid,name,email\nbob,1,B,b@x\nbob.zip,2,B,b@x\n'), 'r.csv'),
    ).toThrow(/line 3 repeats folder "bob\.zip" \(the same student as "bob", first on line 2\)/);
  });

  it('writes_the_instructors_fields_as_given_and_the_canvas_id_so_canvas_matches_every_student', () => {
    const roster = readRoster(
      tempFile(
        'r.csv',
        'folder,canvas id,student id,name,email,section\nbob,9001,S1,=Bob,+syn@example.edu,-A1\nann,9002,S2,Ann,ann@example.edu,\n',
      ),
    );
    const text = gradebookCsv(buildGradebook([report('bob', [card(12)]), report('ann', [card(3)])], roster), 'canvas');
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows.find((row) => row[2] === 'S1')).toEqual(['=Bob', '9001', 'S1', '+syn@example.edu', '-A1', '12']);
    expect(rows.find((row) => row[2] === 'S2')).toEqual(['Ann', '9002', 'S2', 'ann@example.edu', '', '3']);
    const read = readAsCanvas(text, course);
    expect(read.unmatched).toEqual([]);
    // A course whose students Canvas knows by login only: the email must reach it exactly as the roster has it.
    const byLogin = readAsCanvas(
      text,
      course.map(({ name, loginId }) => ({ name, loginId })),
    );
    expect([byLogin.unmatched, [...byLogin.scores.keys()].sort()]).toEqual([[], ['Ann', 'Bob']]);
    expect(read.pointsPossible).toEqual([{ 'elevens/01-card': '15' }]);
    expect(Object.fromEntries(read.scores)).toEqual({
      Bob: { 'elevens/01-card': '12' },
      Ann: { 'elevens/01-card': '3' },
    });
    // Canvas's own export as a roster (with a folder column added): its ID is Canvas's, its SIS User ID the school's.
    const exported = readRoster(
      tempFile('e.csv', 'Student,ID,SIS User ID,SIS Login ID,Section,folder\nBob,9001,S1,+syn@example.edu,A1,bob\n'),
    );
    expect(exported[0]).toEqual({
      folder: 'bob',
      canvasId: '9001',
      studentId: 'S1',
      name: 'Bob',
      email: '+syn@example.edu',
      section: 'A1',
    });
  });

  it('still_neutralises_what_the_student_controls', () => {
    const text = gradebookCsv(buildGradebook([report('=cmd|x', [card(1)])]), 'canvas');
    expect((parse(text, { bom: true }) as string[][])[2]![0]).toBe("'=cmd|x");
  });

  it('gives_folders_named_like_a_header_row_a_visible_name_that_no_reader_takes_for_one', () => {
    const reports = ['Points Possible', 'student', ' points  POSSIBLE ', 'carol'].map((name, k) =>
      report(name, [card(k)]),
    );
    for (const format of ['plain', 'canvas'] as const) {
      const text = gradebookCsv(buildGradebook(reports), format);
      const rows = parse(text, { bom: true }) as string[][];
      const students = rows.slice(2).map((row) => row[0]!);
      expect(students.filter((name) => /points\s*possible/i.test(name) || /^\s*student\s*$/i.test(name))).toEqual([]);
      expect(students).toContain("Points_Possible (a folder's name)");
      expect(students).toContain("student (a folder's name)");
      expect(rows.filter((row) => /points\s*possible/i.test(row[0]!))).toHaveLength(1);
    }
    const read = readAsCanvas(gradebookCsv(buildGradebook(reports), 'canvas'), []);
    expect(read.pointsPossible).toHaveLength(1);
    expect(read.unmatched).toHaveLength(4);
  });
});

describe('a hand-graded item in the gradebook', () => {
  const gui = (points: number, described: boolean): ActivityResult => ({
    ...activity('klondike/06-gui', points, 30),
    manual: { title: 'Question 6', file: 'EXTENSION.md', points: 0, maxPoints: 10, described },
  });
  const reports = [
    report('ann', [activity('klondike/05-game', 20, 20), gui(30, true)]),
    report('bob', [activity('klondike/05-game', 5, 20), gui(12, false)]),
    report('cat', [activity('klondike/05-game', 9, 20)]),
  ];
  const roster = () =>
    readRoster(
      tempFile(
        'r.csv',
        'folder,canvas id,student id,name,email\nann,1,S1,Ann,a@x\nbob,2,S2,Bob,b@x\ncat,3,S3,Cat,c@x\ndan,4,S4,Dan,d@x\n',
      ),
    );

  it('has_a_column_of_its_own_after_its_activity_with_its_maximum_and_an_empty_pending_cell_outside_the_total', () => {
    const book = buildGradebook(reports, roster());
    const rows = parse(gradebookCsv(book), { bom: true }) as string[][];
    const header = rows[0]!;
    const at = (name: string) => header.indexOf(name);
    expect(header.slice(4, 7)).toEqual(['klondike/05-game', 'klondike/06-gui', 'klondike/06-gui by hand']);
    expect(rows[1]![at('klondike/06-gui by hand')]).toBe('10');
    expect([rows[1]![at('total')], rows[1]![at('max')]]).toEqual(['50', '50']);
    const students = rows.slice(2);
    expect(students.map((row) => [row[0], row[at('klondike/06-gui by hand')], row[at('total')]])).toEqual([
      ['ann', '', '50'],
      ['bob', '', '17'],
      ['cat', '', '9'],
      ['dan', '', '0'],
    ]);
    expect(book.manual.map((item) => [item.id, item.maxPoints, item.described])).toEqual([
      ['klondike/06-gui by hand', 10, 1],
    ]);
  });

  it('is_an_assignment_of_its_own_that_canvas_reads_with_its_points_possible_and_no_grade_yet', () => {
    const text = gradebookCsv(buildGradebook(reports, roster()), 'canvas');
    const read = readAsCanvas(text, [
      { name: 'Ann', id: '1' },
      { name: 'Bob', id: '2' },
      { name: 'Cat', id: '3' },
      { name: 'Dan', id: '4' },
    ]);
    expect(read.assignments).toEqual(['klondike/05-game', 'klondike/06-gui', 'klondike/06-gui by hand']);
    expect(read.pointsPossible).toEqual([
      { 'klondike/05-game': '20', 'klondike/06-gui': '30', 'klondike/06-gui by hand': '10' },
    ]);
    expect(read.unmatched).toEqual([]);
    expect([...read.scores.values()].map((scores) => scores['klondike/06-gui by hand'])).toEqual(['', '', '', '']);
    expect(read.scores.get('Bob')).toMatchObject({ 'klondike/06-gui': '12' });
  });

  it('is_listed_in_the_terminal_table_as_pending_with_how_many_wrote_something', () => {
    const table = renderClassTable(buildGradebook(reports), false);
    expect(table).toMatch(
      /klondike\/06-gui by hand\s+pending, up to 10 points outside the total: 1 of 3 wrote in EXTENSION\.md/,
    );
    expect(table).toMatch(/klondike\/06-gui\s+handed in by 2 of 3/);
  });
});

describe('the class statistics', () => {
  const stage = (id: string, points: number, handedIn: boolean): ActivityResult => ({
    ...activity(id, points, 10),
    handedIn,
  });

  it('count_a_stage_as_handed_in_when_one_of_its_files_is_there_and_not_the_kits_own', () => {
    const card = findActivity(listActivities(KIT_ROOT, 'elevens'), 'elevens/01');
    const kitStage = path.join(kitPaths(KIT_ROOT).activities, 'elevens', '01-card');
    const root = mkdtempSync(path.join(os.tmpdir(), 'cardlab-handed-in-'));
    const stage = path.join(root, 'elevens', '01-card');
    const handedIn = () => handsInStage(root, kitPaths(KIT_ROOT).activities, card);
    expect(handedIn()).toBe(false);
    mkdirSync(stage, { recursive: true });
    for (const name of ['Card.ts', 'CardTester.test.ts']) {
      // The stubs as a Windows checkout writes them: still the kit's own files.
      const text = readFileSync(path.join(kitStage, name), 'utf8').replaceAll('\n', '\r\n');
      writeFileSync(path.join(stage, name), `${text}\r\n`);
    }
    expect(handedIn()).toBe(false);
    appendFileSync(path.join(stage, 'CardTester.test.ts'), "it('mine', () => {});\n");
    expect(handedIn()).toBe(true);
    rmSync(path.join(stage, 'CardTester.test.ts'));
    expect(handedIn()).toBe(false);
    appendFileSync(path.join(stage, 'Card.ts'), '// started\n');
    expect(handedIn()).toBe(true);
  });

  it('are_over_the_students_who_handed_the_stage_in_and_say_how_many', () => {
    const book = buildGradebook([
      report('ann', [stage('elevens/01-card', 10, true), stage('elevens/08-board', 9, true)]),
      report('bob', [stage('elevens/01-card', 6, true), stage('elevens/08-board', 0, false)]),
      report('cat', [stage('elevens/01-card', 2, true), stage('elevens/08-board', 0, false)]),
    ]);
    expect(book.columns.map((c) => [c.id, c.handedIn, c.mean])).toEqual([
      ['elevens/01-card', 3, 6],
      ['elevens/08-board', 1, 9],
    ]);
    expect(book.rows.find((row) => row.folder === 'bob')!.handedIn).toEqual(['elevens/01-card']);
    const table = renderClassTable(book, false);
    expect(table).toMatch(/elevens\/08-board\s+handed in by 1 of 3, mean 9 of 10/);
    expect(table).toMatch(/elevens\/01-card\s+handed in by 3 of 3, mean 6 of 10/);
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

  it('the_kit_fingerprint_changes_with_the_node_version_that_grades', () => {
    // grade-all kept a grade made on Node 20 when run again on Node 24: the report must be made again there.
    const kit = fakeKit({
      'package.json': '{"version":"1.0.0"}',
      'grader/suites/elevens/01-card/Card.hidden.test.ts': 'a',
    });
    const running = kitFingerprint(kit, ['elevens']);
    expect(kitFingerprint(kit, ['elevens'], process.versions.node)).toBe(running);
    expect(kitFingerprint(kit, ['elevens'], '20.19.0')).not.toBe(kitFingerprint(kit, ['elevens'], '24.0.0'));
    expect(kitFingerprint(kit, ['elevens'], '20.19.0')).not.toBe(kitFingerprint(kit, ['elevens'], '20.19.1'));
    expect(kitFingerprint(kit, ['elevens'], '20.19.0')).toBe(kitFingerprint(kit, ['elevens'], '20.19.0'));
  });
});
