import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { checkActivity } from '../src/check.ts';
import { assembleSubmission } from '../src/intake/assemble.ts';
import { findActivity, listActivities } from '../src/kit/activities.ts';
import { grade } from '../src/score/grade.ts';
import { isDone } from '../src/score/stageVerdict.ts';

// check runs a stage with the student's own earlier stages; grading runs it with the references, whose API is their
// stubs'. A member a student adds to their Card and uses in their Deck's tests passed check and cost the testing
// points at grading (the test fails on the reference Deck's kit Card): check must not call such a stage done.
const elevens = listActivities(KIT_ROOT, 'elevens');
const [card, deck] = ['elevens/01', 'elevens/02'].map((id) => findActivity(elevens, id));

describe('a stage that uses what the student added to an earlier stage', () => {
  let base: string;
  /** The reference Card with a `label()` of the student's, and the reference Deck's tests with `extra` added. */
  const submission = (name: string, extra: string) => {
    const dir = path.join(base, name);
    assembleSubmission(KIT_ROOT, [card!, deck!], { [card!.id]: 'reference', [deck!.id]: 'reference' }, dir);
    const cardFile = path.join(dir, 'elevens', '01-card', 'Card.ts');
    const text = readFileSync(cardFile, 'utf8');
    const end = text.lastIndexOf('}');
    writeFileSync(cardFile, `${text.slice(0, end)}\n  label(): string {\n    return this.rank();\n  }\n}\n`);
    const tests = path.join(dir, 'elevens', '02-deck', 'DeckTester.test.ts');
    writeFileSync(tests, `${readFileSync(tests, 'utf8')}\n${extra}\n`);
    return dir;
  };

  beforeAll(() => {
    mkdirSync(path.join(KIT_ROOT, '.cardlab'), { recursive: true });
    // Not under /tmp: the bubblewrap sandbox gives each worker a /tmp of its own.
    base = mkdtempSync(path.join(KIT_ROOT, '.cardlab', 'test-beyond-stubs-'));
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('is_not_done_in_check_names_the_place_and_the_stage_and_grading_agrees', async () => {
    const uses =
      "it('a_dealt_card_has_its_label', () => {\n  expect(new Deck(['ace'], ['hearts'], [1]).deal()!.label()).toBe('ace');\n});";
    const dir = submission('uses', uses);
    const report = await checkActivity(KIT_ROOT, dir, deck!, path.join(base, 'check-uses'));
    // Every test passes here: the student's Card has label().
    expect(report.ownTests.tests.every((test) => test.state === 'passed')).toBe(true);
    expect(report.apiProblems).toEqual([
      expect.objectContaining({
        file: 'elevens/02-deck/DeckTester.test.ts',
        message: expect.stringMatching(
          /^uses label of your elevens\/01-card, which its stub does not declare: grading runs this stage with the kit's elevens\/01-card/,
        ),
      }),
    ]);
    expect(isDone(report)).toBe(false);
    const graded = await grade({
      kitRoot: KIT_ROOT,
      submissionDir: dir,
      activities: [deck!],
      outDir: path.join(base, 'grade-uses'),
    });
    const result = graded.activities[0]!;
    expect(result.points).toBeLessThan(result.maxPoints);
  });

  it('is_done_where_the_added_member_is_not_used_by_the_stage', async () => {
    const dir = submission('unused', '');
    const report = await checkActivity(KIT_ROOT, dir, deck!, path.join(base, 'check-unused'));
    expect(report.apiProblems).toEqual([]);
    expect(isDone(report)).toBe(true);
  });
});
