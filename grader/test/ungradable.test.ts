import { mkdirSync, mkdtempSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { listActivities } from '../src/kit/activities.ts';
import { assembleSubmission } from '../src/intake/assemble.ts';
import { grade } from '../src/score/grade.ts';
import type { GradeReport } from '../src/score/result.ts';

const elevens = listActivities(KIT_ROOT, 'elevens');
const [card, deck] = ['elevens/01-card', 'elevens/02-deck'].map((id) => elevens.find((a) => a.id === id)!);

/**
 * The reference's Card and Deck, with Card.ts a folder (holding the Card) rather than a file: no step of grading can
 * read it (the type check, the compiler and the coverage each fail on it), which before failed the whole grade.
 */
function submission(): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cardlab-ungradable-')), 'work');
  assembleSubmission(KIT_ROOT, [card!, deck!], { [card!.id]: 'reference', [deck!.id]: 'reference' }, dir);
  const file = path.join(dir, card!.id, 'Card.ts');
  renameSync(file, `${file}.kept`);
  mkdirSync(file);
  renameSync(`${file}.kept`, path.join(file, 'Card.ts'));
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

  it('names no place of the grading machine', () => {
    expect(JSON.stringify(together.activities[0])).not.toContain(os.tmpdir());
  });

  it('graded alone, it is a graded stage at 0, not a grade that could not finish', () => {
    expect(alone.error).toBeUndefined();
    expect(alone.activities[0]).toMatchObject({ points: 0, maxPoints: 15 });
  });
});
