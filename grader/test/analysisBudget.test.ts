import { appendFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { allowAnalysisThreads, analyseAside } from '../src/analysis/analysis.ts';
import { assembleSubmission } from '../src/intake/assemble.ts';
import { listActivities } from '../src/kit/activities.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { activityStatuses } from '../src/status.ts';
import { grade } from '../src/score/grade.ts';
import { slots } from '../src/run/workers.ts';
import { checkActivity } from '../src/check.ts';
import { checkVerdict, renderCheck } from '../src/report/checkTerminal.ts';
import { aliasChain } from './typeChains.ts';

const [card, model] = ['elevens/01-card', 'pyramid/01-model'].map((id) =>
  listActivities(KIT_ROOT).find((a) => a.id === id)!,
);

/** The references of Elevens' Card and Pyramid's model, with a chain of type aliases at the end of Card.ts. */
function submission(links: number): string {
  const root = path.join(mkdtempSync(path.join(os.tmpdir(), 'cardlab-budget-')), 'work');
  assembleSubmission(KIT_ROOT, [card!, model!], { [card!.id]: 'reference', [model!.id]: 'reference' }, root);
  appendFileSync(path.join(root, card!.id, 'Card.ts'), aliasChain(links));
  return root;
}

// TypeScript's checker works in the square of the chain's length (it took some 90 s for 70,000 aliases on a 2-core
// machine): the chain here takes it well over ten seconds, the limit given is three.
const LINKS = 40_000;
const LIMIT_MS = 3_000;

describe('the type check of a submission has a limit of computing', () => {
  it('stops a type check past it: the request fails saying so, and the next one gets a fresh thread', async () => {
    const root = submission(LINKS);
    const asked = analyseAside(kitPaths(KIT_ROOT), root, [card!], { types: {}, rules: false, limitMs: LIMIT_MS });
    await expect(asked).rejects.toThrow(/^the type check took more than 3 s of computing, far more than any stage/);
    // The stopped thread is gone from the pool: a request within the limit is answered.
    const honest = submission(10);
    const answered = await analyseAside(kitPaths(KIT_ROOT), honest, [card!], { types: {}, rules: false });
    expect(answered.typeProblems.get(card!.id) ?? []).toEqual([]);
  });

  it('stops only the request that ran past it: one asked of the same thread behind it is answered', async () => {
    // One thread for both, as when a class's students outnumber the threads: the second waits on the first.
    allowAnalysisThreads(1);
    const kit = kitPaths(KIT_ROOT);
    const [stopped, queued] = await Promise.allSettled([
      analyseAside(kit, submission(LINKS), [card!], { types: {}, rules: false, limitMs: LIMIT_MS }),
      analyseAside(kit, submission(10), [card!, model!], { types: {}, rules: { ownStages: false } }),
    ]);
    expect(stopped.status === 'rejected' && String(stopped.reason)).toMatch(/took more than 3 s of computing/);
    expect(queued.status === 'fulfilled' && [...queued.value.typeProblems.values()].flat()).toEqual([]);
  });

  it('costs the stage that caused it alone, which is told why; the other stage is graded as it is', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-budget-out-'));
    const held = vi.spyOn(slots, 'hold');
    const report = await grade({
      kitRoot: KIT_ROOT,
      submissionDir: submission(LINKS),
      activities: [card!, model!],
      outDir,
      analysisLimitMs: LIMIT_MS,
    });
    const [graded01, gradedModel] = report.activities;
    expect(graded01).toMatchObject({ id: card!.id, points: 0, maxPoints: 15 });
    expect(graded01!.problems.join('\n')).toMatch(
      /^this stage could not be graded: the type check took more than 3 s of computing, .* \(types of the stage make the type checker work that long: a very long chain of type aliases/,
    );
    expect(gradedModel).toMatchObject({ id: model!.id, maxPoints: gradedModel!.maxPoints });
    expect(gradedModel!.points).toBe(gradedModel!.maxPoints);
    expect(report.warnings).toContain(`${card!.id} could not be graded (it scores nothing; its problems say why)`);
    // Each analysis of the grade held a worker slot while it ran (score/grade.ts: the grade together, then each stage
    // on its own), and gave it back, the stopped one's too: every slot serves at once again, or a class graded in
    // this process would have one fewer for each such student.
    expect(held).toHaveBeenCalledTimes(3);
    held.mockRestore();
    const size = slots.size();
    const taken = Array.from({ length: size }, () => slots.take(false));
    await new Promise((resolve) => setImmediate(resolve));
    expect(slots.queued(false)).toBe(0);
    await Promise.all(taken);
    for (let k = 0; k < size; k++) slots.give();
  });

  it('is said by check as grading says it, at the stage folder, and the stage is not done', async () => {
    const root = submission(LINKS);
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-budget-check-'));
    const report = await checkActivity(KIT_ROOT, root, card!, outDir, LIMIT_MS);
    const shown = renderCheck(report, false);
    expect(shown).toContain(
      `✗ ${card!.id} may not be graded: its type check could not finish: the type check took more than 3 s of ` +
        'computing, far more than any stage needs, and was stopped (types of the stage make the type checker work',
    );
    // The rest of the check ran, and passed: the stage's own tests and its public tests. It is not done all the same.
    expect(report.ownTests.tests.length).toBeGreaterThan(0);
    expect(report.ownTests.tests.every((test) => test.state === 'passed')).toBe(true);
    expect(report.visible.tests.every((test) => test.state === 'passed')).toBe(true);
    expect(checkVerdict(report).done).toBe(false);
    expect(shown).not.toContain('To hand in');
  });
});

describe('list, where the lab rules of one stage run past the limit', () => {
  it('names that stage as check does, lists the others as they are, and does not fail', async () => {
    const [cardK, lists] = ['klondike/01-card', 'klondike/02-lists'].map((id) =>
      listActivities(KIT_ROOT).find((a) => a.id === id)!,
    );
    const root = path.join(mkdtempSync(path.join(os.tmpdir(), 'cardlab-budget-list-')), 'work');
    assembleSubmission(KIT_ROOT, [cardK!, lists!], { [cardK!.id]: 'reference', [lists!.id]: 'reference' }, root);
    // The no-arrays rule asks the type of each expression: this one's is the end of the chain.
    appendFileSync(
      path.join(root, lists!.id, 'LinkedStack.ts'),
      `${aliasChain(LINKS)}export const deepValue = null as unknown as Deep;\n`,
    );
    const rows = await activityStatuses(KIT_ROOT, root, [cardK!, lists!], { analysisLimitMs: LIMIT_MS });
    expect(rows.map((row) => [row.activity.id, row.status])).toEqual([
      [cardK!.id, 'done'],
      [lists!.id, 'not as graded'],
    ]);
    expect(rows[1]!.detail).toMatch(
      /^klondike\/02-lists may not be graded: its type check could not finish: the type check took more than 3 s/,
    );
  });
});
