import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { listActivities } from '../src/kit/activities.ts';
import { coverageByActivity } from '../src/score/coverage.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { studentLab, testContext } from './support.ts';

// Coverage for CI tools: the summary, lcov and Cobertura files beside the HTML name files relative to the submission.
describe('the coverage files of a grade', () => {
  let lab: string;
  let coverage: string;

  beforeAll(async () => {
    lab = studentLab('montecarlo');
    const out = mkdtempSync(path.join(os.tmpdir(), 'cardlab-coverage-'));
    const ctx = testContext([], { cwd: out });
    expect(await main(['grade', lab], ctx), ctx.stderr.text).toBe(0);
    coverage = path.join(out, '.cardlab', 'grade', 'coverage');
  });

  const subjects = () =>
    listActivities(KIT_ROOT, 'montecarlo')
      .filter((activity) => activity.manifest.files.studentTests.length > 0)
      .flatMap((activity) => activity.manifest.files.subject.map((name) => `${activity.id}/${name}`));

  it('the_summary_names_every_measured_subject_by_a_path_that_exists_in_the_submission', () => {
    const summary = JSON.parse(readFileSync(path.join(coverage, 'coverage-summary.json'), 'utf8')) as Record<
      string,
      { lines: { pct: number } }
    >;
    const files = Object.keys(summary).filter((key) => key !== 'total');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(path.isAbsolute(file), file).toBe(false);
      expect(existsSync(path.join(lab, file)), file).toBe(true);
    }
    for (const subject of subjects()) expect(files).toContain(subject);
    expect(summary.total!.lines.pct).toBeGreaterThan(0);
  });

  it('lcov_and_cobertura_name_the_same_files_relative_to_the_submission', () => {
    const lcov = [...readFileSync(path.join(coverage, 'lcov.info'), 'utf8').matchAll(/^SF:(.+)$/gm)].map((m) => m[1]!);
    const xml = readFileSync(path.join(coverage, 'cobertura-coverage.xml'), 'utf8');
    const cobertura = [...xml.matchAll(/<class [^>]*filename="([^"]+)"/g)].map((m) => m[1]!);
    expect(new Set(lcov)).toEqual(new Set(cobertura));
    for (const file of lcov) expect(existsSync(path.join(lab, file)), file).toBe(true);
    for (const subject of subjects()) expect(lcov).toContain(subject);
    // Well-formed XML, as a CI tool's parser needs it.
    const lint = spawnSync('xmllint', ['--noout', path.join(coverage, 'cobertura-coverage.xml')], { encoding: 'utf8' });
    expect(lint.status, lint.stderr).toBe(0);
  });
});

describe("a stage's coverage", () => {
  it('counts_its_own_tests_only_whatever_else_is_graded_with_it', async () => {
    // Klondike 02's own tests only name their classes; stage 03's tests run the student's lists through the piles,
    // in the same processes. Those calls are not stage 02's tests at work.
    const idle = (name: string) =>
      [
        "import { describe, expect, it } from 'vitest';",
        `import { ${name} } from './${name}.ts';`,
        '',
        `describe('${name}', () => {`,
        "  it('is_a_class', () => {",
        `    expect(typeof ${name}).toBe('function');`,
        '  });',
        '});',
        '',
      ].join('\n');
    const names = ['SinglyLinkedList', 'CircularlyLinkedList', 'LinkedStack'];
    const lab = studentLab(
      'klondike',
      Object.fromEntries(names.map((name) => [`klondike/02-lists/${name}Tester.test.ts`, () => idle(name)])),
    );
    const linesOf02 = async (...args: string[]) => {
      const out = mkdtempSync(path.join(os.tmpdir(), 'cardlab-coverage-'));
      const ctx = testContext([], { cwd: out });
      await main(['grade', lab, ...args, '--json', 'report.json'], ctx);
      const report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as {
        activities: { id: string; coverage?: { lines: number } }[];
      };
      return report.activities.find((a) => a.id === 'klondike/02-lists')?.coverage?.lines;
    };
    const alone = await linesOf02('--activity', 'klondike/02');
    expect(alone).toBeDefined();
    expect(alone!).toBeLessThan(20);
    expect(await linesOf02('--activity', 'klondike')).toBe(alone);
  });
});

describe('a stage handed in without tests of its own', () => {
  it('is_in_the_coverage_reports_at_0_percent_not_left_out', async () => {
    // No test runs here: the stage has nothing to run, and its files are listed as what nothing ran.
    const [card] = listActivities(KIT_ROOT, 'elevens');
    const root = mkdtempSync(path.join(os.tmpdir(), 'cardlab-untested-'));
    mkdirSync(path.join(root, 'elevens', '01-card'), { recursive: true });
    cpSync(
      path.join(KIT_ROOT, 'solutions', 'elevens', '01-card', 'Card.ts'),
      path.join(root, 'elevens', '01-card', 'Card.ts'),
    );
    const out = path.join(root, 'coverage');
    const options = { listUntested: true };
    const { figures, htmlReport } = await coverageByActivity(kitPaths(KIT_ROOT), root, [card!], out, 60_000, options);
    expect(figures.size).toBe(0);
    expect(htmlReport).toBe(path.join(out, 'index.html'));
    const summary = JSON.parse(readFileSync(path.join(out, 'coverage-summary.json'), 'utf8')) as Record<
      string,
      Record<'lines' | 'functions', { total: number; covered: number }>
    >;
    const file = summary['elevens/01-card/Card.ts']!;
    expect([file.lines.covered, file.functions.covered]).toEqual([0, 0]);
    expect(file.lines.total).toBeGreaterThan(0);
    expect(readFileSync(path.join(out, 'lcov.info'), 'utf8')).toMatch(/^SF:elevens\/01-card\/Card\.ts$/m);
  });

  it('leaves_out_a_file_it_cannot_read_without_failing_the_grade', async () => {
    const [card] = listActivities(KIT_ROOT, 'elevens');
    const root = mkdtempSync(path.join(os.tmpdir(), 'cardlab-untested-'));
    mkdirSync(path.join(root, 'elevens', '01-card', 'Card.ts'), { recursive: true });
    const out = path.join(root, 'coverage');
    const options = { listUntested: true };
    const result = await coverageByActivity(kitPaths(KIT_ROOT), root, [card!], out, 60_000, options);
    expect([result.figures.size, result.htmlReport]).toEqual([0, undefined]);
  });
});
