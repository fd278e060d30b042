import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { findActivity, listActivities } from '../src/activities.ts';
import { assembleSubmission } from '../src/assemble.ts';
import { findForbidden } from '../src/forbidden.ts';
import { grade } from '../src/grade.ts';

const rule = (api: string) => ({ api, why: 'the lab builds its own structures' });

describe('forbidden APIs', () => {
  it('a_global_is_found_where_it_is_used_as_a_value_only', () => {
    const source = [
      'const seen = new Map<string, number>();', // 1: a use
      'let other: Map<string, number> | undefined;', // 2: a type only
      'const x = { Map: 1 }; x.Map;', // 3: a property named Map
      'if (seen instanceof Set) {}', // 4: Set, not Map
    ].join('\n');
    expect(findForbidden(source, 'Game.ts', [rule('Map')]).map((u) => u.line)).toEqual([1]);
    expect(findForbidden(source, 'Game.ts', [rule('Set')]).map((u) => [u.line, u.column])).toEqual([[4, 21]]);
  });

  it('a_method_is_found_by_name_in_calls_and_element_access', () => {
    const source = 'const a = [1];\na.push(2);\nconst p = a["pop"];\nconst push = 3;';
    expect(findForbidden(source, 'Game.ts', [rule('.push'), rule('.pop')]).map((u) => `${u.api}@${u.line}`)).toEqual([
      '.push@2',
      '.pop@3',
    ]);
  });

  it('array_literals_can_be_forbidden', () => {
    expect(
      findForbidden('const a: number[] = [];\nconst b = new Array(3);', 'List.ts', [
        rule('array-literal'),
        rule('Array'),
      ]).map((u) => u.api),
    ).toEqual(['array-literal', 'Array']);
  });

  it('grading_withholds_the_hidden_points_and_says_where_the_forbidden_api_is', async () => {
    const shuffler = findActivity(listActivities(KIT_ROOT, 'elevens'), 'elevens/03');
    // The reference perfect shuffle uses splice: forbid it, as a lab with a no-collections rule would.
    const strict = { ...shuffler, manifest: { ...shuffler.manifest, forbidden: [rule('.splice')] } };
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-forbidden-'));
    assembleSubmission(KIT_ROOT, [strict], { [strict.id]: 'reference' }, path.join(dir, 'sub'));
    const report = await grade({
      kitRoot: KIT_ROOT,
      submissionDir: path.join(dir, 'sub'),
      activities: [strict],
      outDir: dir,
    });
    const result = report.activities[0]!;
    expect(result.forbidden.map((u) => `${u.file}:${u.line} ${u.api}`)).toEqual([
      expect.stringMatching(/^elevens\/03-shuffler\/Shuffler\.ts:\d+ \.splice$/),
    ]);
    expect(result.hidden.every((t) => t.passed)).toBe(true);
    expect(result.hidden.reduce((sum, t) => sum + t.points, 0)).toBe(0);
    expect(result.problems.join('\n')).toMatch(/uses \.splice: not allowed here/);
  });
});
