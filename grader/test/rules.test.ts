import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { submissionFolder, testContext } from './support.ts';

/** A reference file as a student would hand it in: as it is (it imports as a student's file does). */
function referenceText(id: string, name: string): string {
  return readFileSync(path.join(KIT_ROOT, 'solutions', id, name), 'utf8');
}

describe('a broken no-collections or no-arrays rule', () => {
  it('check_says_the_rule_is_broken_where_and_what_it_costs_and_exits_1', async () => {
    // The reference Coordinate passes every test; a Set it does not need breaks the lab's no-collections rule.
    const coordinate = referenceText('montecarlo/01-coordinate', 'Coordinate.ts').replace(
      'export class Coordinate {',
      'const seen = new Set<string>();\nexport class Coordinate {',
    );
    const line = coordinate.split('\n').findIndex((l) => l.startsWith('const seen')) + 1;
    const dir = submissionFolder(
      {
        'montecarlo/01-coordinate': { rest: 'reference', files: { 'Coordinate.ts': { text: coordinate } } },
      },
      'montecarlo',
    );
    const ctx = testContext([], { cwd: dir });
    expect(await main(['check', 'montecarlo/01', '--dir', 'sub'], ctx)).toBe(1);
    const text = ctx.stdout.text;
    expect(text).toContain('public tests  2/2 pass');
    expect(text).toMatch(
      new RegExp(`^✗ montecarlo/01-coordinate/Coordinate\\.ts:${line}:18 uses Set: not allowed here \\(.+\\)$`, 'm'),
    );
    expect(text).toMatch(
      new RegExp(
        "^all public tests pass, but the lab's rule is broken \\(1 use above\\): " +
          'at grading this costs the points of all 14 hidden tests, even those that pass, until it is gone$',
        'm',
      ),
    );
    expect(text).not.toMatch(/^all public tests pass;/m);
  });

  it('list_does_not_call_a_stage_that_breaks_the_no_arrays_rule_done', async () => {
    // Klondike's lists may hold no array at all: one helper returning an array is enough to lose the hidden points.
    const helper = 'export function asArray(): number[] {\n  return new Array<number>(3).fill(0);\n}\n';
    const stack = `${referenceText('klondike/02-lists', 'LinkedStack.ts')}\n${helper}`;
    const dir = submissionFolder(
      {
        'klondike/02-lists': { rest: 'reference', files: { 'LinkedStack.ts': { text: stack } } },
        'klondike/01-card': 'reference',
      },
      'klondike',
    );
    const ctx = testContext([], { cwd: dir });
    expect(await main(['list', 'klondike', '--dir', 'sub'], ctx)).toBe(0);
    const lines = ctx.stdout.text.split('\n');
    const at = lines.findIndex((l) => l.includes('klondike/02-lists '));
    expect(lines[at]).toMatch(/✗ klondike\/02-lists .* rule broken +3\/3 public tests$/);
    expect(lines[at + 1]).toMatch(
      new RegExp(
        '^ {4}klondike/02-lists/LinkedStack\\.ts:\\d+:\\d+ uses (an array \\(`new Array<number>\\(3\\)\\.fill\\(0\\)`\\)|Array), ' +
          "which this lab's rule forbids" +
          '( \\(and \\d+ more uses?\\))?: at grading this costs the points of every hidden test, even those that pass',
      ),
    );
    expect(lines.find((l) => l.includes('klondike/01-card '))).toMatch(/done/);
    expect(ctx.stdout.text).toMatch(/^5 of 6 activities done .* Next: npx cardlab check klondike\/02-lists$/m);
  });

  it('a_helper_module_beside_the_stage_file_is_under_the_rule_at_check_list_and_grading', async () => {
    // The growing array moved out of Game.ts into a module of the student's own, which Game.ts imports.
    const helper =
      'export function collected(values: number[]): number[] {\n  const out: number[] = [];\n' +
      '  for (const value of values) out.push(value);\n  return out;\n}\n';
    const game = `import { collected } from './Pile.ts';\nexport const kept = collected([1, 2]);\n${referenceText('montecarlo/02-game', 'Game.ts')}`;
    const dir = submissionFolder(
      {
        'montecarlo/02-game': {
          rest: 'reference',
          files: { 'Game.ts': { text: game }, 'Pile.ts': { text: helper } },
        },
      },
      'montecarlo',
    );
    const check = testContext([], { cwd: dir });
    expect(await main(['check', 'montecarlo/02', '--dir', 'sub'], check)).toBe(1);
    expect(check.stdout.text).toMatch(/^✗ montecarlo\/02-game\/Pile\.ts:3:\d+ uses \.push: not allowed here/m);
    const list = testContext([], { cwd: dir });
    await main(['list', 'montecarlo', '--dir', 'sub'], list);
    expect(list.stdout.text).toMatch(/montecarlo\/02-game .* rule broken/);
    const grade = testContext([], { cwd: dir });
    await main(['grade', 'sub', '--activity', 'montecarlo/02', '--json', 'report.json'], grade);
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as {
      activities: { hidden: { passed: boolean; points: number }[]; problems: string[] }[];
    };
    const [stage] = report.activities;
    expect(stage!.problems.join('\n')).toMatch(/montecarlo\/02-game\/Pile\.ts:3:\d+ uses \.push: not allowed here/);
    expect(stage!.hidden.some((test) => test.passed)).toBe(true);
    expect(stage!.hidden.every((test) => test.points === 0)).toBe(true);
    expect(grade.stdout.text).toMatch(
      /hidden tests {2}\d+\/\d+ passed \(0\/\d+ points: withheld while the lab's rule is broken\)/,
    );
  });

  it('a_file_typescript_rejects_does_not_run_at_check_list_or_grading_and_the_error_says_where', async () => {
    // esbuild alone would run this file (`"\8"` is "8" to it), and the rule check could not read it: a Map beside it
    // would go unseen. TypeScript's parser decides, so the file does not load at all.
    const coordinate = referenceText('montecarlo/01-coordinate', 'Coordinate.ts').replace(
      'export class Coordinate {',
      'const seen = new Map<string, number>();\nexport const odd = "\\8";\nexport class Coordinate {',
    );
    const line = coordinate.split('\n').findIndex((l) => l.startsWith('export const odd')) + 1;
    const dir = submissionFolder(
      { 'montecarlo/01-coordinate': { rest: 'reference', files: { 'Coordinate.ts': { text: coordinate } } } },
      'montecarlo',
    );
    const placed = `montecarlo/01-coordinate/Coordinate\\.ts:${line}:21: syntax error: Escape sequence '\\\\8' is not allowed`;
    const check = testContext([], { cwd: dir });
    expect(await main(['check', 'montecarlo/01', '--dir', 'sub'], check)).toBe(1);
    expect(check.stdout.text).toMatch(new RegExp(`^✗ Coordinate\\.ts does not load: ${placed}`, 'm'));
    // One message for one fix: the rule says nothing of a file that does not run.
    expect(check.stdout.text).not.toMatch(/uses Map/);
    const list = testContext([], { cwd: dir });
    await main(['list', 'montecarlo', '--dir', 'sub'], list);
    expect(list.stdout.text).toMatch(/montecarlo\/01-coordinate .* broken/);
    const grade = testContext([], { cwd: dir });
    await main(['grade', 'sub', '--activity', 'montecarlo/01', '--json', 'report.json'], grade);
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as {
      activities: { hidden: { points: number }[]; problems: string[] }[];
    };
    // Every hidden test needs Coordinate: none earns a point (the student's own tests run on the kit's copies).
    expect(report.activities[0]!.hidden.every((test) => test.points === 0)).toBe(true);
    expect(report.activities[0]!.problems.join('\n')).toMatch(new RegExp(placed));
  });
});
