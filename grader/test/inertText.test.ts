import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { discoverGames } from '../games/registry.ts';
import { listActivities } from '../src/kit/activities.ts';
import { assembleSubmission } from '../src/intake/assemble.ts';
import type { GradeReport } from '../src/score/result.ts';
import { readAsGitLab } from './consumers/gitlabJunit.ts';
import { JUNIT4_XSD, xmllintErrors } from './consumers/jenkinsSchemas.ts';
import { HOSTILE_TEXT, RAW_UNSAFE } from './hostile/cases/text.ts';
import { startServer } from '../web/server.ts';

const CARD = 'elevens/01-card';
const LITERAL = JSON.stringify(HOSTILE_TEXT);
/** A folder name a student can give their submission (no `/`): a formula, escape sequences, markup. */
const FOLDER =
  '=HYPERLINK("https:\\\\evil.example")\u001b[2J\u001b]52;c;b3duZWQ=\u0007\u202e<img src=x onerror=alert(1)>\r\b';
/** A helper's file name, in the type problem that names it. */
const HELPER = 'help\u001b]52;c;b3duZWQ=\u0007\u202e\u001b[2J';

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** The real command line, as an instructor or a student starts it (no terminal: no colours). */
function cardlab(cwd: string, ...args: string[]): Run {
  const run = spawnSync(process.execPath, [path.join(KIT_ROOT, 'grader', 'bin', 'cardlab.js'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** What must hold of all text a reader gets: no raw control or bidirectional character (line breaks aside). */
function expectInert(text: string): void {
  const found = RAW_UNSAFE.exec(text.replaceAll('\n', ''));
  expect(found && JSON.stringify(text.slice(Math.max(0, found.index - 40), found.index + 10))).toBeNull();
}

/** Every string inside a value read from JSON. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];
}

describe('a submission whose text carries escape sequences, markup and formulas, through the real command line', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-inert-text-'));
  const sub = path.join(dir, 'sub');
  let grade: Run;
  let check: Run;
  let gradeAll: Run;

  beforeAll(() => {
    assembleSubmission(KIT_ROOT, listActivities(KIT_ROOT, 'elevens'), { [CARD]: 'reference' }, sub);
    const stage = path.join(sub, CARD);
    const card = readFileSync(path.join(stage, 'Card.ts'), 'utf8')
      .replace('return this.cardSuit;', `throw new Error(${LITERAL});`)
      .replace('toString(): string {', `toString(): string {\n    return ${LITERAL};`);
    writeFileSync(path.join(stage, `${HELPER}.ts`), "export const helped: number = 'not a number';\n");
    writeFileSync(
      path.join(stage, 'Card.ts'),
      `import { helped } from ${JSON.stringify(`./${HELPER}.ts`)};\nvoid helped;\n${card}`,
    );
    writeFileSync(
      path.join(stage, 'CardTester.test.ts'),
      [
        "import { describe, expect, it } from 'vitest';",
        "import { Card } from './Card.ts';",
        `describe(${LITERAL}, () => {`,
        `  it(${LITERAL}, () => expect(new Card('ace', 'hearts', 1).rank()).toBe(${LITERAL}));`,
        `  it('throws', () => { throw new Error(${LITERAL}); });`,
        `  it('passes', () => expect(new Card('ace', 'hearts', 1).pointValue()).toBe(1));`,
        '});',
        '',
      ].join('\n'),
    );
    grade = cardlab(
      dir,
      'grade',
      'sub',
      '--activity',
      'elevens/01',
      ...['--json', 'report.json'],
      '--out',
      'cov',
      ...['--junit', 'junit.xml', '--gradescope', 'results.json'],
    );
    check = cardlab(dir, 'check', 'elevens/01', '--dir', 'sub');
    mkdirSync(path.join(dir, 'class'));
    cpSync(sub, path.join(dir, 'class', FOLDER), { recursive: true });
    cpSync(sub, path.join(dir, 'class', 'alice'), { recursive: true });
    gradeAll = cardlab(dir, 'grade-all', 'class', '--activity', 'elevens/01', '--out', 'grades');
  }, 600_000);

  it('grades_it_as_the_code_deserves', () => {
    expect(grade.code, grade.err).toBe(0);
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as GradeReport;
    // suit() throws and toString() is wrong: rank, pointValue and one test of cards that differ pass; the
    // student's tests fail on the reference, so they earn nothing.
    expect(report.points).toBe(3);
  });

  it('the_terminal_shows_every_escape_and_runs_none', () => {
    for (const run of [grade, check, gradeAll]) {
      expectInert(run.out);
      expectInert(run.err);
    }
    expect(grade.out).toContain('\\x1b]52;c;b3duZWQ=\\x07');
    expect(grade.out).toContain('help\\x1b]52;c;b3duZWQ=\\x07\\u202e\\x1b[2J.ts');
    expect(check.out).toContain('\\x08\\x08\\x0e \\x9b2J\\x7f\\u202eevil');
    expect(gradeAll.out + gradeAll.err).toContain('=HYPERLINK("https:\\\\evil.example")\\x1b[2J\\x1b]52;c;');
    // Only the kit's own total starts a line with "Total": the student's starts none.
    expect(grade.out.split('\n').filter((line) => line.startsWith('Total'))).toEqual(['Total 3/15 (20.0%)']);
    expect(check.out.split('\n').some((line) => line.startsWith('Total'))).toBe(false);
  });

  it('the_json_report_keeps_the_exact_text', () => {
    const report = readFileSync(path.join(dir, 'report.json'), 'utf8');
    expect(report).toContain(JSON.stringify(HOSTILE_TEXT).slice(1, 40));
  });

  it('the_junit_xml_is_well_formed_and_valid_and_shows_the_escapes', () => {
    const xml = readFileSync(path.join(dir, 'junit.xml'), 'utf8');
    expect(spawnSync('xmllint', ['--noout', '-'], { input: xml, encoding: 'utf8' }).stderr).toBe('');
    expect(xmllintErrors(xml, JUNIT4_XSD)).toBe('');
    expectInert(xml);
    expect(readAsGitLab(xml).some((test) => (test.message ?? '').includes('\\u202eevil'))).toBe(true);
  });

  it('gradescope_shows_plain_text_with_the_escapes', () => {
    const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) as {
      output_format: string;
      test_output_format: string;
      test_name_format: string;
      output: string;
      tests: { name: string; output?: string }[];
    };
    expect([results.output_format, results.test_output_format, results.test_name_format]).toEqual([
      'text',
      'text',
      'text',
    ]);
    for (const text of [results.output, ...results.tests.flatMap((test) => [test.name, test.output ?? ''])])
      expectInert(text);
    expect(results.tests.map((test) => test.output ?? '').join('\n')).toContain('\\u202eevil');
  });

  it('the_gradebook_runs_no_formula_and_the_class_report_no_markup_of_theirs', () => {
    expect(gradeAll.code, gradeAll.err).toBe(0);
    const rows = parse(readFileSync(path.join(dir, 'grades', 'gradebook.csv')), { bom: true }) as string[][];
    const students = rows.slice(2).map((row) => row[0]!);
    expect(students.filter((student) => student.startsWith(`'=HYPERLINK`))).toHaveLength(1);
    for (const cell of rows.flat()) {
      expect(cell).not.toMatch(/^\s*[=+@]/);
      expectInert(cell);
    }
    const report = path.join(dir, 'grades', 'report');
    const index = readFileSync(path.join(report, 'index.html'), 'utf8');
    expect(index).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const pages = readdirSync(path.join(report, 'students')).map((name) => path.join(report, 'students', name));
    for (const page of [path.join(report, 'index.html'), ...pages]) {
      const html = readFileSync(page, 'utf8');
      expect(html).not.toMatch(/<img|<script/i);
      expectInert(html);
    }
  });

  it('the_serve_page_gets_the_check_as_text_with_the_escapes', async () => {
    const server = await startServer({
      kitRoot: KIT_ROOT,
      workDir: sub,
      outDir: mkdtempSync(path.join(os.tmpdir(), 'cardlab-inert-serve-')),
      port: 0,
      impl: 'student',
      hasReference: true,
      catalog: await discoverGames(KIT_ROOT),
    });
    try {
      const answer = await fetch(new URL(`/api/checks/${CARD}`, server.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      // The page gets check's own lines (report/checkTerminal.ts): the failing own test's name and the type problem
      // are among them, their escapes shown and none left to run.
      const summary = (await answer.json()) as { lines: string[] };
      for (const text of stringsOf(summary)) expectInert(text);
      const shown = summary.lines.join('\n');
      expect(shown).toMatch(/✗ [^\n]*\\x1b\]52;c;/);
      expect(shown).toContain('help\\x1b]52;c;');
    } finally {
      await server.close();
    }
  });
});
