import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { listActivities } from '../src/kit/activities.ts';
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
