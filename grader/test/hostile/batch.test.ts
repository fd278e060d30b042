import { createHash } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { main } from '../../cli/main.ts';
import { findActivity, listActivities } from '../../src/kit/activities.ts';
import { assembleSubmission } from '../../src/intake/assemble.ts';
import type { GradeReport } from '../../src/score/result.ts';
import { testContext } from '../support.ts';

const activities = listActivities(KIT_ROOT, 'elevens');
const card = findActivity(activities, 'elevens/01');
const guarded = [
  path.join(card.suiteDir, 'Card.hidden.test.ts'),
  path.join(KIT_ROOT, 'node_modules', '@vitest', 'expect', 'dist', 'index.js'),
];
const hash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** A student's own test that tries to poison the batch: the matcher library and the hidden suite, rewritten. */
const POISONING_TEST = `import { it, expect } from 'vitest';
import { Card } from './Card.ts';
it('looks_innocent', async () => {
  try {
    const fs = await import('node:' + 'fs');
    fs.writeFileSync('${guarded[1]}', 'export const expect = () => ({ toBe() {} });');
    fs.writeFileSync('${guarded[0]}', 'export {}');
  } catch {}
  expect(new Card('ace', 'hearts', 1).rank()).toBe('ace');
});
`;

const HOSTILE_CARDS: Record<string, string> = {
  'hostile-exit': "export class Card { rank(): string { process.exit(0); return ''; } }\n",
  'hostile-global': '(globalThis as any).Object.is = () => true;\nexport class Card {}\n',
  'hostile-loop': 'while (true) {}\nexport class Card {}\n',
  'hostile-output': "console.log('x'.repeat(10_000_000));\nexport class Card {}\n",
};

async function gradeAll(
  classDir: string,
  cwd: string,
  force = true,
): Promise<{ reports: Map<string, GradeReport>; stdout: string }> {
  const ctx = testContext([], { cwd });
  expect(
    await main(
      ['grade-all', classDir, '--activity', 'elevens/01', ...(force ? ['--force'] : []), '--limit', '120'],
      ctx,
    ),
    ctx.stderr.text,
  ).toBe(0);
  const out = path.join(cwd, `${classDir}-grades`);
  const reports = new Map<string, GradeReport>();
  for (const name of readdirSync(out).filter((file) => file.endsWith('.json')))
    reports.set(name.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(out, name), 'utf8')) as GradeReport);
  return { reports, stdout: ctx.stdout.text };
}

describe('a class batch with hostile submissions among honest ones', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-batch-'));
  const honest = { 'honest-reference': 'reference', 'honest-buggy': 'buggy:matches-or' } as const;
  const before = new Map(guarded.map((file) => [file, hash(file)]));
  let inClass: Map<string, GradeReport>;

  it('grades_the_honest_ones_exactly_as_when_they_are_graded_alone_and_leaves_the_kit_as_it_was', async () => {
    for (const [name, source] of Object.entries(honest)) {
      for (const where of ['class', 'alone'])
        assembleSubmission(
          KIT_ROOT,
          activities,
          { 'elevens/01-card': { files: { 'Card.ts': source } } },
          path.join(dir, where, name),
        );
    }
    // The poisoner comes first in the batch (names sort), so that every honest student is graded after it.
    assembleSubmission(
      KIT_ROOT,
      activities,
      { 'elevens/01-card': { files: { 'Card.ts': 'reference', 'CardTester.test.ts': { text: POISONING_TEST } } } },
      path.join(dir, 'class', 'a-poisoner'),
    );
    for (const [name, text] of Object.entries(HOSTILE_CARDS)) {
      mkdirSync(path.join(dir, 'class', name, 'elevens', '01-card'), { recursive: true });
      writeFileSync(path.join(dir, 'class', name, 'elevens', '01-card', 'Card.ts'), text);
    }
    symlinkSync(path.join(dir, 'class', 'honest-reference'), path.join(dir, 'class', 'linked-to-another'));

    inClass = (await gradeAll('class', dir)).reports;
    const alone = (await gradeAll('alone', dir)).reports;
    expect(inClass.size).toBe(Object.keys(honest).length + Object.keys(HOSTILE_CARDS).length + 2);
    for (const name of Object.keys(honest)) {
      const a = inClass.get(name)!.activities[0]!;
      const b = alone.get(name)!.activities[0]!;
      expect([a.points, a.maxPoints, a.hidden.map((t) => t.passed)], name).toEqual([
        b.points,
        b.maxPoints,
        b.hidden.map((t) => t.passed),
      ]);
    }
    expect(inClass.get('honest-reference')!.activities[0]!.points, 'the reference with the reference tests').toBe(15);
    expect(inClass.get('honest-buggy')!.activities[0]!.hidden.some((t) => !t.passed)).toBe(true);
    for (const [file, digest] of before) expect(hash(file), file).toBe(digest);
  });

  it('gives_every_hostile_submission_nothing_and_the_same_maximum', () => {
    for (const name of Object.keys(HOSTILE_CARDS)) {
      const activity = inClass.get(name)!.activities[0]!;
      expect([name, activity.points, activity.maxPoints]).toEqual([name, 0, 15]);
    }
    expect(inClass.get('a-poisoner')!.activities[0]!.points, 'its tests could not load node:fs, and earn nothing').toBe(
      11,
    );
  });

  it('refuses_a_student_folder_that_is_a_symbolic_link', () => {
    expect(inClass.get('linked-to-another')!.error).toMatch(/symbolic link/);
    expect(inClass.get('linked-to-another')!.points).toBe(0);
  });

  it('grades_over_a_planted_future_dated_report_and_keeps_a_true_one', async () => {
    const out = path.join(dir, 'class-grades');
    const planted: GradeReport = { ...inClass.get('honest-buggy')!, points: 11, fingerprint: '0'.repeat(64) };
    writeFileSync(path.join(out, 'honest-buggy.json'), JSON.stringify(planted));
    const future = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    utimesSync(path.join(out, 'honest-buggy.json'), future, future);
    const kept = statSync(path.join(out, 'honest-reference.json')).mtimeMs;
    const again = await gradeAll('class', dir, false);
    expect(again.reports.get('honest-buggy')!.points).toBe(inClass.get('honest-buggy')!.points);
    expect(statSync(path.join(out, 'honest-reference.json')).mtimeMs, 'an up-to-date report is kept').toBe(kept);
    expect(again.stdout).toMatch(/graded 1, up to date 7/);
  });
});
