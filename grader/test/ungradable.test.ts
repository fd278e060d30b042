import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { listActivities } from '../src/kit/activities.ts';
import { assembleSubmission } from '../src/intake/assemble.ts';
import { gradeSubmission } from '../src/gradeSubmission.ts';
import { grade } from '../src/score/grade.ts';
import type { GradeReport } from '../src/score/result.ts';
import { testContext } from './support.ts';
import { ungradable } from '../src/score/ungradable.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { WHOLE_RUN_LIMIT_MS } from '../src/run/limits.ts';

const elevens = listActivities(KIT_ROOT, 'elevens');
const [card, deck] = ['elevens/01-card', 'elevens/02-deck'].map((id) => elevens.find((a) => a.id === id)!);

/**
 * The reference's Card and Deck, with Card.ts a folder (holding the Card) rather than a file: no step of grading can
 * read it (the type check, the compiler and the coverage each fail on it), which before failed the whole grade.
 */
function submission(folders: { id: string; file: string }[] = [{ id: card!.id, file: 'Card.ts' }]): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cardlab-ungradable-')), 'work');
  assembleSubmission(KIT_ROOT, [card!, deck!], { [card!.id]: 'reference', [deck!.id]: 'reference' }, dir);
  for (const { id, file: name } of folders) {
    const file = path.join(dir, id, name);
    renameSync(file, `${file}.kept`);
    mkdirSync(file);
    renameSync(`${file}.kept`, path.join(file, name));
  }
  return dir;
}

describe('a stage whose file no step of grading can take', () => {
  let together: GradeReport;
  let alone: GradeReport;

  beforeAll(async () => {
    const dir = submission();
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-ungradable-out-'));
    together = await grade({ kitRoot: KIT_ROOT, submissionDir: dir, activities: [card!, deck!], outDir });
    alone = await grade({ kitRoot: KIT_ROOT, submissionDir: dir, activities: [card!], outDir });
  });

  it('costs that stage its points, of its full maximum, and says why; the other stage is graded as it is', () => {
    const [graded01, graded02] = together.activities;
    expect(graded01).toMatchObject({ id: card!.id, points: 0, maxPoints: 15 });
    expect(graded01!.hidden).toHaveLength(10);
    expect(graded01!.problems.join('\n')).toMatch(
      /^this stage could not be graded: .*EISDIR.* \(a folder stands where a file of the stage belongs\)/,
    );
    expect(graded02).toMatchObject({ id: deck!.id, points: 21, maxPoints: 21 });
    expect(together.warnings).toContain(`${card!.id} could not be graded (it scores nothing; its problems say why)`);
  });

  it('a_fault_of_the_grading_machine_is_said_as_one_never_as_the_students_to_fix', async () => {
    const full = new Error(`ENOSPC: no space left on device, write '${path.join(os.tmpdir(), 'out', 'index.html')}'`);
    const result = await ungradable(kitPaths(KIT_ROOT), submission(), card!, full, WHOLE_RUN_LIMIT_MS);
    expect(result).toMatchObject({ points: 0, maxPoints: 15, ungradable: true });
    expect(result.problems).toEqual([
      'this stage could not be graded: the grading machine failed (ENOSPC: no space left on device), not the ' +
        'submission; it is graded again on the next run',
    ]);
  });

  it('names no place of the grading machine', () => {
    expect(JSON.stringify(together.activities[0])).not.toContain(os.tmpdir());
  });

  it('graded alone, it is a graded stage at 0, not a grade that could not finish', () => {
    expect(alone.error).toBeUndefined();
    expect(alone.activities[0]).toMatchObject({ points: 0, maxPoints: 15 });
  });
});

describe('grade-all, with a stage no step of grading could take', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-ungradable-class-'));
  const out = path.join(dir, 'class-grades');
  const report = (name: string) => JSON.parse(readFileSync(path.join(out, `${name}.json`), 'utf8')) as GradeReport;
  const run = async () => {
    const ctx = testContext([], { cwd: dir });
    expect(await main(['grade-all', 'class', '--activity', card!.id], ctx), ctx.stderr.text).toBe(0);
    return ctx.stdout.text;
  };

  beforeAll(() => {
    cpSync(submission(), path.join(dir, 'class', 'folded'), { recursive: true });
    cpSync(submission([]), path.join(dir, 'class', 'whole'), { recursive: true });
  });

  // What failed may have been the machine's (a worker that could not start, a disk full), not the submission's: a
  // grade kept as up to date would stay cut. It is graded again on the next run; the others are kept.
  it('keeps that report out of the up to date: the next run grades it again, and the gradebook says so', async () => {
    expect(await run()).toContain('graded 2, up to date 0, of 2 submissions');
    expect(report('folded').activities[0]).toMatchObject({ points: 0, ungradable: true });
    expect(report('folded').fingerprint).toBeUndefined();
    expect(report('whole').activities[0]).toMatchObject({ points: 15 });
    expect(report('whole').activities[0]!.ungradable).toBeUndefined();
    expect(readFileSync(path.join(out, 'gradebook.csv'), 'utf8')).toContain(
      `${card!.id} could not be graded (their problems say why): grade-all grades this submission again on its next run`,
    );
    expect(await run()).toContain('graded 1, up to date 1, of 2 submissions');
  });

  it('nor a grade that failed as a whole (every stage graded failed)', async () => {
    const both = [
      { id: card!.id, file: 'Card.ts' },
      { id: deck!.id, file: 'Deck.ts' },
    ];
    const graded = await gradeSubmission({
      kitRoot: KIT_ROOT,
      upload: submission(both),
      name: 'both',
      activities: [card!, deck!],
      fixedScope: true,
      outDir: path.join(dir, 'both-coverage'),
      limitMs: 120_000,
      upToDate: () => false,
    });
    expect(graded.kind === 'graded' && graded.report.error).toMatch(/EISDIR/);
    expect(graded.kind === 'graded' && graded.report.fingerprint).toBeUndefined();
  });
});
