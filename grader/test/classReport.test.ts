import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { listActivities } from '../src/kit/activities.ts';
import { assembleSubmission } from '../src/intake/assemble.ts';
import { buildGradebook } from '../src/score/gradebook.ts';
import { testName } from '../src/report/classReport/stats.ts';
import { CLASS_REPORTERS } from '../src/report/reporters.ts';
import { wasHandedIn, type ActivityResult, type GradeReport, type HiddenTestResult } from '../src/score/result.ts';
import { launchChromium } from './consumers/browser.ts';
import { reportOf } from './reports.ts';
import { testContext } from './support.ts';

const activities = listActivities(KIT_ROOT, 'elevens');

describe('the class report, in Chromium', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-class-report-'));
  const out = path.join(dir, 'class-grades');
  let browser: Browser;
  let page: Page;
  let rows: Record<string, string>[];
  const problems: string[] = [];

  beforeAll(async () => {
    const recipes = {
      alice: 'reference',
      bob: { files: { 'Card.ts': 'buggy:suit-returns-rank', 'CardTester.test.ts': 'omit' } },
      carol: { files: { 'Card.ts': { text: 'export class Card {\n' } } },
      'd<a>ve & co': 'stub',
    } as const;
    for (const [name, recipe] of Object.entries(recipes)) {
      assembleSubmission(KIT_ROOT, activities, { 'elevens/01-card': recipe }, path.join(dir, 'class', name));
    }
    writeFileSync(path.join(dir, 'roster.csv'), 'folder,student id,name,email\nalice,1,Zoë Ångström,z@example.edu\n');
    const ctx = testContext([], { cwd: dir });
    expect(
      await main(['grade-all', 'class', '--activity', 'elevens/01', '--roster', 'roster.csv'], ctx),
      ctx.stderr.text,
    ).toBe(0);
    expect(ctx.stdout.text).toContain('class report (open in a browser): class-grades/report/index.html');
    rows = (
      parse(readFileSync(path.join(out, 'gradebook.csv')), { bom: true, columns: true }) as Record<string, string>[]
    ).slice(1);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('request', (request) => !/^(file|data):/.test(request.url()) && problems.push(`request: ${request.url()}`));
    await page.goto(pathToFileURL(path.join(out, 'report', 'index.html')).href);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('renders_from_disk_with_no_error_and_no_request_beyond_its_files', async () => {
    expect(await page.title()).toBe('class · class report');
    expect(await page.locator('h1').textContent()).toBe('class · class report');
    const shot = path.join(mkdtempSync(path.join(os.tmpdir(), 'cardlab-shot-')), 'class-report.png');
    await page.screenshot({ path: shot, fullPage: true });
    expect(readFileSync(shot).subarray(1, 4).toString()).toBe('PNG');
    expect(problems).toEqual([]);
  });

  it('lists_every_student_with_the_totals_of_the_gradebook', async () => {
    const shown = await page
      .locator('#students tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    expect(shown.map((cells) => [cells[0], cells[2], cells[3]])).toEqual(
      rows.map((row) => [row.student, row.total, row.max]),
    );
    expect(shown.find((cells) => cells[0] === 'alice')![1]).toBe('Zoë Ångström');
  });

  it('draws_each_activity_s_distribution_over_those_who_handed_it_in_with_the_counts_of_the_gradebook', async () => {
    const bars = await page.locator('svg[data-activity="elevens/01-card"] rect').evaluateAll((rects) =>
      rects.map((rect) => ({
        from: Number(rect.dataset.from),
        to: Number(rect.dataset.to),
        count: Number(rect.dataset.count),
      })),
    );
    const max = Math.max(...bars.map((bar) => bar.to));
    // The stub handed in as it came ('d<a>ve & co') is a stage not started: graded, but not in the figures.
    const handedIn = rows.filter(
      (row) =>
        (JSON.parse(readFileSync(path.join(out, `${row.student}.json`), 'utf8')) as GradeReport).activities[0]!
          .handedIn,
    );
    expect(handedIn.map((row) => row.student)).toEqual(['alice', 'bob', 'carol']);
    const points = handedIn.map((row) => Number(row['elevens/01-card']));
    expect(bars.reduce((sum, bar) => sum + bar.count, 0)).toBe(handedIn.length);
    expect(await page.locator('figcaption').first().textContent()).toContain('handed in by 3 of 4 students');
    for (const bar of bars) {
      const inBin = points.filter((p) => p >= bar.from && (p < bar.to || (bar.to === max && p === max))).length;
      expect(bar.count, `${bar.from}–${bar.to}`).toBe(inBin);
    }
    const drawn = page.locator('svg[data-activity="elevens/01-card"] rect:not([data-count="0"])');
    expect(await drawn.first().isVisible()).toBe(true);
  });

  it('names_the_bugs_most_tests_missed_and_the_hidden_tests_most_failed_with_counts_from_the_reports', async () => {
    const reports = rows.map(
      (row) => JSON.parse(readFileSync(path.join(out, `${row.student}.json`), 'utf8')) as GradeReport,
    );
    // Counted over the stages handed in: the stub handed in as it came is a stage not started.
    const handedIn = reports.flatMap((r) => r.activities.filter(wasHandedIn));
    expect(handedIn).toHaveLength(3);
    const failedByName = new Map<string, number>();
    for (const test of handedIn.flatMap((a) => a.hidden)) {
      if (!test.passed) failedByName.set(testName(test), (failedByName.get(testName(test)) ?? 0) + 1);
    }
    const tables = await page
      .locator('table')
      .evaluateAll((all) =>
        all.map((table) =>
          [...table.querySelectorAll('tbody tr')].map((tr) =>
            [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
          ),
        ),
      );
    const [bugs, tests] = [tables[0]!, tables[1]!];
    expect(bugs.length).toBeGreaterThan(0);
    for (const [, name, count] of tests) expect(Number(count), name).toBe(failedByName.get(name!));
    const missed = handedIn.flatMap((a) => a.testing.buggy).filter((b) => b.id === bugs[0]![1] && !b.caught);
    expect(Number(bugs[0]![2])).toBe(missed.length);
  });

  it('shows_a_stage_handed_in_without_tests_at_0_percent_coverage_and_links_the_coverage_that_was_measured', async () => {
    const bob = JSON.parse(readFileSync(path.join(out, 'bob.json'), 'utf8')) as GradeReport;
    expect(bob.activities[0]!.testing.tests).toEqual([]);
    expect([bob.activities[0]!.handedIn, bob.activities[0]!.coverage]).toEqual([
      true,
      { lines: 0, statements: 0, functions: 0, branches: 0 },
    ]);
    await page.goto(pathToFileURL(path.join(out, 'report', 'index.html')).href);
    await page.locator('#students a', { hasText: 'bob' }).click();
    expect(await page.locator('body').textContent()).toContain('coverage 0% of lines');
    await page.goto(pathToFileURL(path.join(out, 'report', 'index.html')).href);
    await page.locator('#students tr', { hasText: 'alice' }).locator('a.coverage').click();
    expect(await page.locator('body').textContent()).toMatch(/Card\.ts/);
    expect(problems).toEqual([]);
  });

  it('links_a_page_per_student_with_their_report', async () => {
    for (const row of rows) {
      await page.goto(pathToFileURL(path.join(out, 'report', 'index.html')).href);
      await page.locator('#students a', { hasText: row.student }).first().click();
      expect(await page.locator('#total').textContent(), row.student).toBe(row.total);
      expect(await page.locator('h1').textContent()).toContain(row.student);
    }
    await page.goto(pathToFileURL(path.join(out, 'report', 'index.html')).href);
    await page.locator('#students a', { hasText: 'carol' }).click();
    expect(await page.locator('body').textContent()).toMatch(/Card\.ts:\d+:\d+/);
    expect(problems).toEqual([]);
  });
});

describe('the class report of stages not everyone handed in, in Chromium', () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'cardlab-class-stats-'));
  let browser: Browser;
  let page: Page;
  const index = pathToFileURL(path.join(out, 'report', 'index.html')).href;

  const hidden = (group: string, passed: boolean): HiddenTestResult => ({
    name: 'deal_returns_a_card',
    suite: 'Deck.hidden.test.ts',
    group,
    passed,
    points: passed ? 1 : 0,
    maxPoints: 1,
  });
  const board = (handedIn: boolean, caught: boolean, passed: boolean): ActivityResult => ({
    id: 'elevens/08-board',
    title: 'Board',
    points: passed ? 2 : 0,
    maxPoints: 6,
    problems: [],
    hidden: [
      hidden('Deck > when empty', passed),
      hidden('Deck > when full', passed),
      hidden('Deck > shuffled', passed),
    ],
    testing: { points: 0, maxPoints: 4, tests: [], buggy: [{ id: 'includes-empty', caught, caughtBy: [] }] },
    typeProblems: [],
    forbidden: [],
    handedIn,
  });

  beforeAll(async () => {
    // Only ann and dan handed elevens/08 in (ann caught the bug and failed the tests, dan the other way round); bob
    // and cat are graded on it only because they handed in other stages of the lab.
    const reports = [
      reportOf('ann', [board(true, true, false)], { coverageReport: 'coverage/ann/coverage/index.html' }),
      reportOf('bob', [board(false, false, false)]),
      reportOf('cat', [board(false, false, false)]),
      reportOf('dan', [board(true, false, true)]),
    ];
    mkdirSync(path.join(out, 'coverage', 'ann', 'coverage'), { recursive: true });
    writeFileSync(path.join(out, 'coverage', 'ann', 'coverage', 'index.html'), '<title>ann coverage</title>');
    const subject = { reports, book: buildGradebook(reports), title: 'class', reportsDir: out };
    CLASS_REPORTERS['class-report'].write(subject, path.join(out, 'report'), { schemas: '', color: false });
    browser = await launchChromium();
    page = await browser.newPage();
    await page.goto(index);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const rowsOf = (table: number) =>
    page
      .locator('table')
      .nth(table)
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));

  it('counts_only_the_students_who_handed_the_stage_in_and_shows_how_many', async () => {
    const bugs = await rowsOf(0);
    expect(bugs).toEqual([['elevens/08-board', 'includes-empty', '1', '2', '50%']]);
    expect(await page.locator('figcaption').textContent()).toContain('handed in by 2 of 4 students · mean 1');
    const bars = await page
      .locator('svg[data-activity="elevens/08-board"] rect')
      .evaluateAll((rects) => rects.reduce((sum, rect) => sum + Number(rect.dataset.count), 0));
    expect(bars).toBe(2);
  });

  it('names_each_hidden_test_with_its_group', async () => {
    const tests = await rowsOf(1);
    expect(tests.map(([, name, count, of]) => [name, count, of])).toEqual([
      ['Deck > shuffled > deal_returns_a_card', '1', '2'],
      ['Deck > when empty > deal_returns_a_card', '1', '2'],
      ['Deck > when full > deal_returns_a_card', '1', '2'],
    ]);
  });

  it('links_each_student_s_coverage_from_the_class_and_from_their_page', async () => {
    const students = await rowsOf(2);
    expect(students.map((cells) => [cells[0], cells[5]])).toEqual([
      ['ann', 'coverage'],
      ['bob', ''],
      ['cat', ''],
      ['dan', ''],
    ]);
    await page.locator('#students a.coverage').click();
    expect(await page.title()).toBe('ann coverage');
    await page.goto(index);
    await page.locator('#students a', { hasText: 'ann' }).first().click();
    await page.locator('a.coverage').click();
    expect(await page.title()).toBe('ann coverage');
  });
});

describe('the class report of a hand-graded item and a run cut short by the limit, in Chromium', () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'cardlab-class-manual-'));
  let browser: Browser;
  let page: Page;
  const index = pathToFileURL(path.join(out, 'report', 'index.html')).href;
  const written = '<script>document.title = "ran"</script><img src=x onerror="document.title=1">\nA solver, & undo.';

  const test = (passed: boolean, notRun?: 'limit'): HiddenTestResult => ({
    name: 'paints_the_deck',
    suite: 'PaintingPanel.hidden.test.ts',
    passed,
    points: passed ? 1 : 0,
    maxPoints: 1,
    ...(notRun ? { notRun } : {}),
  });
  const gui = (caught: boolean, notRun: boolean, hidden: HiddenTestResult, description?: string): ActivityResult => ({
    id: 'klondike/06-gui',
    title: 'GUI',
    points: 0,
    maxPoints: 5,
    problems: [],
    hidden: [hidden],
    testing: {
      points: 0,
      maxPoints: 4,
      tests: [],
      buggy: [{ id: 'stacks-reversed', caught, caughtBy: [], ...(notRun ? { notRun } : {}) }],
    },
    typeProblems: [],
    forbidden: [],
    handedIn: true,
    manual: {
      title: 'Question 6: an extension',
      file: 'EXTENSION.md',
      points: 0,
      maxPoints: 10,
      described: description !== undefined,
      ...(description ? { description } : {}),
    },
  });

  beforeAll(async () => {
    // ann and cat missed the bug and failed the test; bob's grading stopped at the whole-run limit before either ran.
    const reports = [
      reportOf('ann', [gui(false, false, test(false), written)]),
      reportOf('bob', [gui(false, true, test(false, 'limit'))]),
      reportOf('cat', [gui(false, false, test(false))]),
    ];
    const subject = { reports, book: buildGradebook(reports), title: 'class', reportsDir: out };
    CLASS_REPORTERS['class-report'].write(subject, path.join(out, 'report'), { schemas: '', color: false });
    browser = await launchChromium();
    page = await browser.newPage();
    await page.goto(index);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const rowsOf = (selector: string) =>
    page
      .locator(selector)
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));

  it('counts_a_buggy_implementation_or_hidden_test_the_limit_kept_from_running_apart_not_as_missed', async () => {
    const [bugs, tests] = [await rowsOf('table >> nth=0'), await rowsOf('table >> nth=1')];
    expect(bugs).toEqual([['klondike/06-gui', 'stacks-reversed', '2', '2', '100%', '1']]);
    expect(tests).toEqual([['klondike/06-gui', 'paints_the_deck', '2', '2', '100%', '1']]);
    const notes = await page.locator('p[data-not-run]').evaluateAll((ps) => ps.map((p) => p.dataset.notRun));
    expect(notes).toEqual(['1', '1']);
  });

  it('gives_the_item_a_column_of_its_own_pending_and_lists_it_with_how_many_wrote_something', async () => {
    const students = await page
      .locator('#students')
      .evaluate((table) => [...table.querySelectorAll('tr')].map((tr) => [...tr.children].map((c) => c.textContent)));
    const at = students[0]!.indexOf('klondike/06-gui by hand');
    expect(students.slice(1).map((cells) => [cells[0], cells[at]])).toEqual([
      ['ann', 'pending · written'],
      ['bob', 'pending · nothing written'],
      ['cat', 'pending · nothing written'],
    ]);
    expect(await rowsOf('#manual')).toEqual([
      ['klondike/06-gui', 'Question 6: an extension', '10', '1 of 3', 'EXTENSION.md'],
    ]);
  });

  it('shows_on_the_student_s_page_what_they_wrote_as_inert_text', async () => {
    await page.locator('#students a', { hasText: 'ann' }).first().click();
    expect(await page.locator('pre.described').textContent()).toBe(written);
    expect(await page.locator('body script, body img').count()).toBe(0);
    expect(await page.title()).toBe('ann · cardlab');
    expect(await page.locator('#total').textContent()).toBe('0');
    await page.goto(index);
    await page.locator('#students a', { hasText: 'bob' }).first().click();
    expect(await page.locator('body').textContent()).toContain('EXTENSION.md holds nothing beyond the kit’s template');
  });
});
