import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { REGISTERED_BY_CODE } from '../src/report/gradedItems.ts';
import type { GradeReport } from '../src/score/result.ts';
import { testContext } from './support.ts';

// A student's test names are made as their file loads, by code that runs on whatever implementation the run binds:
// on the reference, a name can carry what the reference holds and computes. Students see their tests named as their
// own code names them; the instructor's reports keep the names the runs made.
const reference = (file: string) => readFileSync(path.join(KIT_ROOT, 'solutions', 'elevens', '01-card', file), 'utf8');

describe("a student's test named from what the code it runs computes", () => {
  it('is_shown_by_name_where_the_tests_are_those_of_the_run_on_the_students_own_code', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-test-names-'));
    const stage = path.join(dir, 'sub', 'elevens', '01-card');
    mkdirSync(stage, { recursive: true });
    writeFileSync(path.join(stage, 'Card.ts'), reference('Card.ts'));
    writeFileSync(path.join(stage, 'CardTester.test.ts'), reference('CardTester.test.ts'));
    const ctx = testContext([], { cwd: dir });
    expect(await main(['grade', 'sub', '--gradescope', 'gs.json'], ctx)).toBe(0);
    const shown = readFileSync(path.join(dir, 'gs.json'), 'utf8');
    expect(shown).not.toContain(REGISTERED_BY_CODE);
    expect(shown).toContain('caught Card.matches-or (by CardTester > cards_that_differ_in_one_field_do_not_match)');
  });

  it('is_neither_named_nor_counted_for_the_student_where_the_file_registers_other_tests_on_the_kits_code', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-test-names-'));
    const stage = path.join(dir, 'sub', 'elevens', '01-card');
    mkdirSync(stage, { recursive: true });
    // The student's own Card names its fields otherwise than the reference does.
    writeFileSync(path.join(stage, 'Card.ts'), reference('Card.ts').replaceAll('cardPointValue', 'worth'));
    writeFileSync(
      path.join(stage, 'CardTester.test.ts'),
      `${reference('CardTester.test.ts')}\nconst probe = new Card('ace', 'hearts', 1);\n` +
        "it('fields ' + Object.keys(probe).join(','), () => {\n" +
        "  expect(new Card('ace', 'hearts', 1).matches(new Card('ace', 'spades', 1))).toBe(false);\n});\n",
    );
    const ctx = testContext([], { cwd: dir });
    expect(await main(['grade', 'sub', '--gradescope', 'gs.json', '--json', 'report.json'], ctx)).toBe(0);
    const shown = readFileSync(path.join(dir, 'gs.json'), 'utf8');
    expect(shown).not.toContain('cardPointValue');
    // No name, count or order of the tests is shown then: only which buggy implementations were caught.
    expect(shown).toContain(REGISTERED_BY_CODE);
    expect(shown).not.toContain('cards_that_differ_in_one_field_do_not_match');
    expect(shown).toContain('caught Card.matches-or\\n');
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as GradeReport;
    const { testing } = report.activities[0]!;
    expect(testing.registeredByCode).toBe(true);
    expect(testing.points).toBe(testing.maxPoints);
    const computed = testing.tests.filter((test) => test.namedByCode);
    expect(computed.map((test) => test.name)).toEqual(['fields cardRank,cardSuit,cardPointValue']);
  });
});
