import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import libCoverage, { type FileCoverageData } from 'istanbul-lib-coverage';
import libReport from 'istanbul-lib-report';
import reports from 'istanbul-reports';
import { describe, expect, it } from 'vitest';
import { boundedHtmlReport, MARKING_BOUND, markingCost } from '../src/score/coverageHtml.ts';

const at = (line: number, from: number, to: number) => ({
  start: { line, column: from },
  end: { line, column: to },
});

/**
 * `functions` functions written one after another on `line` of the file (the others short), none of them run: each
 * a statement and a function istanbul's page marks inside that line.
 */
function file(name: string, functions: number, line = 1): { data: FileCoverageData; source: string } {
  const code = Array.from({ length: functions }, (_, k) => `function f${k}() { return ${k}; }`.padEnd(40));
  const lines = ['// a file', 'export const x = 1;', '', '// end'];
  lines.splice(line - 1, 1, code.join(''));
  const data = libCoverage.createFileCoverage(name).data;
  code.forEach((_, k) => {
    data.statementMap[k] = at(line, 40 * k + 15, 40 * k + 25);
    data.s[k] = 0;
    data.fnMap[k] = {
      name: `f${k}`,
      decl: at(line, 40 * k + 9, 40 * k + 11),
      loc: at(line, 40 * k, 40 * k + 30),
      line,
    };
    data.f[k] = 0;
  });
  return { data, source: lines.join('\n') };
}

/** Both reports of the files, written by istanbul's HTML report and by the bounded one: their pages by name. */
function pages(files: { data: FileCoverageData; source: string }[]) {
  const written = (report: () => libReport.ReportBase) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-coverage-html-'));
    const sources = new Map(files.map((f) => [f.data.path, f.source]));
    const coverageMap = libCoverage.createCoverageMap(Object.fromEntries(files.map((f) => [f.data.path, f.data])));
    const context = libReport.createContext({ dir, coverageMap, sourceFinder: (name: string) => sources.get(name)! });
    report().execute(context);
    // Each page ends with the time it was written.
    return (page: string) => readFileSync(path.join(dir, page), 'utf8').replace(/ at \d{4}-[\d-]+T[\d:.]+Z/, '');
  };
  return {
    plain: written(() => reports.create('html', { projectRoot: '.' } as never)),
    bounded: written(() => boundedHtmlReport({ projectRoot: '.' })),
  };
}

describe('the HTML coverage page of a file', () => {
  const small = file('Small.ts', 3, 2);
  const long = file('Long.ts', 1_000);

  it('is the page istanbul writes while marking it costs little (every lab file is far below the bound)', () => {
    expect(markingCost(small.data, small.source)).toBeLessThan(MARKING_BOUND / 1_000);
    const { plain, bounded } = pages([small]);
    expect(bounded('Small.ts.html')).toBe(plain('Small.ts.html'));
    expect(bounded('Small.ts.html')).toContain('cstat-no');
  });

  // istanbul copies the whole line for each mark inside it: a megabyte line of 15,000 functions took a minute.
  it('past the bound, marks whole lines only, with the same figures', () => {
    expect(markingCost(long.data, long.source)).toBeGreaterThan(MARKING_BOUND);
    const { plain, bounded } = pages([small, long]);
    const page = bounded('Long.ts.html');
    expect(plain('Long.ts.html')).toContain('cstat-no');
    expect(page).not.toMatch(/cstat-no|fstat-no/);
    expect(page).toContain('cline-no');
    expect(page).toContain(long.source.split('\n')[0]!.slice(0, 200));
    const figures = (text: string) => [...text.matchAll(/<span class='fraction'>([^<]*)<\/span>/g)].map((m) => m[1]);
    expect(figures(page)).toEqual(figures(plain('Long.ts.html')));
    expect(figures(page)).toEqual(['0/1000', '0/0', '0/1000', '0/1']);
    expect(bounded('index.html')).toBe(plain('index.html'));
    expect(bounded('Small.ts.html')).toBe(plain('Small.ts.html'));
  });
});
