import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
import type { GradeReport } from '../src/score/result.ts';
import { launchChromium } from './consumers/browser.ts';
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

  it('draws_each_activity_s_distribution_with_the_counts_of_the_gradebook', async () => {
    const bars = await page.locator('svg[data-activity="elevens/01-card"] rect').evaluateAll((rects) =>
      rects.map((rect) => ({
        from: Number(rect.dataset.from),
        to: Number(rect.dataset.to),
        count: Number(rect.dataset.count),
      })),
    );
    const max = Math.max(...bars.map((bar) => bar.to));
    const points = rows.map((row) => Number(row['elevens/01-card']));
    expect(bars.reduce((sum, bar) => sum + bar.count, 0)).toBe(rows.length);
    for (const bar of bars) {
      const inBin = points.filter((p) => p >= bar.from && (p < bar.to || (bar.to === max && p === max))).length;
      expect(bar.count, `${bar.from}–${bar.to}`).toBe(inBin);
    }
    expect(await page.locator('svg[data-activity="elevens/01-card"] rect').first().isVisible()).toBe(true);
  });

  it('names_the_bugs_most_tests_missed_and_the_hidden_tests_most_failed_with_counts_from_the_reports', async () => {
    const reports = rows.map(
      (row) => JSON.parse(readFileSync(path.join(out, `${row.student}.json`), 'utf8')) as GradeReport,
    );
    const failedByName = new Map<string, number>();
    for (const test of reports.flatMap((r) => r.activities.flatMap((a) => a.hidden))) {
      if (!test.passed) failedByName.set(test.name, (failedByName.get(test.name) ?? 0) + 1);
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
    const missed = reports
      .flatMap((r) => r.activities.flatMap((a) => a.testing.buggy))
      .filter((b) => b.id === bugs[0]![1] && !b.caught);
    expect(Number(bugs[0]![2])).toBe(missed.length);
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
