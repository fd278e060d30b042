import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { findActivity, listActivities } from '../../src/kit/activities.ts';
import { assembleSubmission } from '../../src/intake/assemble.ts';
import { grade } from '../../src/score/grade.ts';

describe('the Klondike no-arrays rule', () => {
  it('a_card_list_with_an_array_is_reported_with_file_and_line_and_loses_the_hidden_points', async () => {
    const piles = findActivity(listActivities(KIT_ROOT, 'klondike'), 'klondike/03');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-klondike-forbidden-'));
    assembleSubmission(KIT_ROOT, [piles], { [piles.id]: 'reference' }, path.join(dir, 'sub'));
    // The reference CardList, with an array kept beside it: it still plays, but breaks the rule.
    const file = path.join(dir, 'sub', 'klondike', '03-piles', 'CardList.ts');
    const lines = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, [...lines, 'export const history: string[] = [];', ''].join('\n'));
    const report = await grade({
      kitRoot: KIT_ROOT,
      submissionDir: path.join(dir, 'sub'),
      activities: [piles],
      outDir: dir,
    });
    const result = report.activities[0]!;
    expect(result.forbidden.map((u) => `${u.file}:${u.line} ${u.api}`)).toEqual([
      `klondike/03-piles/CardList.ts:${lines.length + 1} array`,
    ]);
    expect(
      result.hidden.every((t) => t.passed),
      'the CardList still plays correctly',
    ).toBe(true);
    expect(result.hidden.reduce((sum, t) => sum + t.points, 0)).toBe(0);
    expect(result.problems.join('\n')).toMatch(/uses an array \(`\[\]`\): not allowed here/);
  });

  it('the_reference_piles_and_lists_use_no_forbidden_api', async () => {
    const activities = listActivities(KIT_ROOT, 'klondike').filter((a) => /klondike\/0[23]/.test(a.id));
    expect(activities.map((a) => a.id)).toEqual(['klondike/02-lists', 'klondike/03-piles']);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-klondike-forbidden-'));
    assembleSubmission(
      KIT_ROOT,
      activities,
      Object.fromEntries(activities.map((a) => [a.id, 'reference'])),
      path.join(dir, 'sub'),
    );
    const report = await grade({ kitRoot: KIT_ROOT, submissionDir: path.join(dir, 'sub'), activities, outDir: dir });
    for (const result of report.activities) {
      expect(result.forbidden, result.id).toEqual([]);
      expect(result.points, result.id).toBe(result.maxPoints);
    }
  });
});
