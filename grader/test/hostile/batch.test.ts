import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { main } from '../../cli/main.ts';
import { findActivity, listActivities } from '../../src/activities.ts';
import { assembleSubmission } from '../../src/assemble.ts';
import type { GradeReport } from '../../src/result.ts';
import { testContext } from '../support.ts';
import { CORPUS } from './corpus.ts';

const activities = listActivities(KIT_ROOT, 'elevens');
const card = findActivity(activities, 'elevens/01');
const suite = path.join(card.suiteDir, 'Card.hidden.test.ts');
const hash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** A student test file that, when it runs, tries to rewrite the hidden suite (only the coverage run lets it try). */
const TAMPERING_TEST = `import { writeFileSync } from 'node:fs';
import { it, expect } from 'vitest';
import { Card } from './Card.ts';
it('looks_innocent', () => {
  try { writeFileSync(new URL('../../../../../grader/suites/elevens/01-card/Card.hidden.test.ts', import.meta.url), 'export {}'); } catch {}
  expect(new Card('ace', 'hearts', 1).rank()).toBe('ace');
});
`;

async function gradeAll(classDir: string, cwd: string): Promise<Map<string, GradeReport>> {
  const ctx = testContext([], { cwd });
  expect(await main(['grade-all', classDir, '--activity', 'elevens/01', '--force', '--limit', '60'], ctx), ctx.stderr.text).toBe(0);
  const out = `${classDir}-grades`;
  const names = ctx.stdout.text.match(/of (\d+) submissions/)?.[1];
  expect(names).toBeDefined();
  const reports = new Map<string, GradeReport>();
  for (const name of readFileSync(path.join(cwd, out, 'gradebook.csv'), 'utf8').trim().split('\n').slice(1).map((row) => row.split(',')[0]!)) {
    reports.set(name, JSON.parse(readFileSync(path.join(cwd, out, `${name}.json`), 'utf8')) as GradeReport);
  }
  return reports;
}

describe('a class batch with hostile submissions among honest ones', () => {
  it('grades_the_honest_ones_exactly_as_when_they_are_graded_alone_and_leaves_the_kit_as_it_was', async () => {
    const before = hash(suite);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-batch-'));
    const honest = { 'honest-reference': 'reference', 'honest-buggy': 'buggy:matches-or' } as const;
    for (const [name, source] of Object.entries(honest)) {
      assembleSubmission(KIT_ROOT, activities, { 'elevens/01-card': { files: { 'Card.ts': source } } }, path.join(dir, 'class', name));
      assembleSubmission(KIT_ROOT, activities, { 'elevens/01-card': { files: { 'Card.ts': source } } }, path.join(dir, 'alone', name));
    }
    const reference = readFileSync(path.join(card.referenceDir, 'Card.ts'), 'utf8');
    const stub = readFileSync(path.join(card.stubDir, 'Card.ts'), 'utf8');
    const hostile = ['process.exit(0) in a method', 'the parent process killed', 'Object.is replaced at import', 'a hidden suite overwritten', '10 MB of output'];
    for (const [k, name] of hostile.entries()) {
      const folder = path.join(dir, 'class', `hostile-${k}`, 'elevens', '01-card');
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'Card.ts'), CORPUS.find((entry) => entry.name === name)!.source(reference, stub));
    }
    const tamperer = path.join(dir, 'class', 'hostile-tests', 'elevens', '01-card');
    mkdirSync(tamperer, { recursive: true });
    writeFileSync(path.join(tamperer, 'Card.ts'), reference);
    writeFileSync(path.join(tamperer, 'CardTester.test.ts'), TAMPERING_TEST);

    const inClass = await gradeAll('class', dir);
    const alone = await gradeAll('alone', dir);
    expect(inClass.size).toBe(hostile.length + 3);
    for (const name of Object.keys(honest)) {
      const a = inClass.get(name)!.activities[0]!;
      const b = alone.get(name)!.activities[0]!;
      expect([a.points, a.maxPoints, a.hidden.map((t) => t.passed)], name).toEqual([b.points, b.maxPoints, b.hidden.map((t) => t.passed)]);
    }
    expect(inClass.get('honest-reference')!.activities[0]!.hidden.every((t) => t.passed)).toBe(true);
    expect(inClass.get('hostile-tests')!.warnings?.join(' ')).toMatch(/restored: grader\/suites\/elevens\/01-card\/Card\.hidden\.test\.ts/);
    expect(hash(suite)).toBe(before);
  });
});
