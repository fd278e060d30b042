import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../cli/main.ts';
import type { GradeReport } from '../src/score/result.ts';
import { studentLab, testContext } from './support.ts';

// A helper of the student's own, outside any stage, used by the abstract Board (stage 08) and by ElevensBoard (09).
const HELPER = `import type { Board } from '../08-abstract-board/Board.ts';

/** How many places of a board hold a card. */
export function cardsOnTable(board: Board): number {
  return board.cardIndexes().length;
}
`;
const USE = "import { cardsOnTable } from '../shared/tableCount.ts';\n";

/** Adds a method that calls the helper with \`this\` to the class declared in \`text\`. */
function usingHelper(className: string, extra = ''): (text: string) => string {
  return (text) =>
    `${USE}${text.replace(new RegExp(`(export (abstract )?class ${className}\\b[^{]*\\{)`), `$1\n  onTable(): number {\n    return cardsOnTable(this)${extra};\n  }\n`)}`;
}

function labWithHelper(helper: string, extra = '', board = (text: string) => text): string {
  const lab = studentLab('elevens', {
    'elevens/08-abstract-board/Board.ts': (text) => board(usingHelper('Board', extra)(text)),
    'elevens/09-elevens-board/ElevensBoard.ts': usingHelper('ElevensBoard'),
  });
  writeFileSync(path.join(lab, 'elevens', 'shared', 'tableCount.ts'), helper);
  return lab;
}

async function grade(lab: string): Promise<GradeReport> {
  const out = mkdtempSync(path.join(os.tmpdir(), 'cardlab-helper-'));
  const ctx = testContext([], { cwd: out });
  const code = await main(['grade', lab, '--activity', 'elevens', '--json', 'report.json'], ctx);
  expect(code, ctx.stderr.text).toBe(0);
  const report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as GradeReport;
  const using = report.activities.filter((activity) => /^elevens\/0[89]-/.test(activity.id));
  expect(using).toHaveLength(2);
  return { ...report, activities: using };
}

describe("a student's own helper shared by stages", () => {
  it('is_graded_as_part_of_each_stage_that_uses_it_with_no_type_error_the_student_cannot_fix', async () => {
    const report = await grade(labWithHelper(HELPER));
    for (const activity of report.activities) {
      expect(activity.typeProblems, activity.id).toEqual([]);
      expect(activity.problems, activity.id).toEqual([]);
      expect(
        activity.hidden.every((test) => test.passed),
        activity.id,
      ).toBe(true);
    }
  });

  it('reports_a_type_error_inside_the_helper_under_the_stage_that_uses_it', async () => {
    const wrong = HELPER.replace('return board.cardIndexes().length;', "return board.cardIndexes().join(',');");
    const report = await grade(labWithHelper(wrong));
    for (const activity of report.activities) {
      const places = activity.typeProblems.map((problem) => `${problem.file}:${problem.line}`);
      expect(places, activity.id).toContain('elevens/shared/tableCount.ts:5');
    }
  });

  // The helper reads the Board of stage 08 as each stage that uses it runs it: the student's own in 08 (which
  // declares one more method than the reference), the reference in 09. Compiled in the program of the other stages,
  // where every stage is its reference, 08 would be told of a call it cannot fix.
  it('types_the_helper_against_the_students_own_file_of_the_stage_that_uses_it_and_the_reference_in_a_later_one', async () => {
    const extended = HELPER.replace('return board.cardIndexes().length;', 'return board.placesTaken();');
    const withMethod = (text: string) =>
      text.replace(
        /(export abstract class Board\b[^{]*\{)/,
        '$1\n  placesTaken(): number {\n    return this.cardIndexes().length;\n  }\n',
      );
    const report = await grade(labWithHelper(extended, '', withMethod));
    const [board, elevens] = report.activities;
    expect(board!.typeProblems, board!.id).toEqual([]);
    expect(elevens!.typeProblems.map((problem) => `${problem.file}:${problem.line}`)).toContain(
      'elevens/shared/tableCount.ts:5',
    );
  });
});
