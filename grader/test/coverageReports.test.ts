import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { listActivities } from '../src/activities.ts';
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
