import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { NAMED_BY_CODE } from '../src/report/gradedItems.ts';
import type { GradeReport } from '../src/score/result.ts';
import { testContext } from './support.ts';

// A student's test names are made as their file loads, by code that runs on whatever implementation the run binds:
// on the reference, a name can carry what the reference holds and computes. Students see their tests named as their
// own code names them; the instructor's reports keep the names the runs made.
const reference = (file: string) => readFileSync(path.join(KIT_ROOT, 'solutions', 'elevens', '01-card', file), 'utf8');

describe("a student's test named from what the code it runs computes", () => {
  it('is_shown_to_the_student_by_a_placeholder_and_kept_whole_for_the_instructor', async () => {
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
    expect(shown).toContain(NAMED_BY_CODE);
    // Tests named as on the student's own code keep their names.
    expect(shown).toContain('cards_that_differ_in_one_field_do_not_match');
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as GradeReport;
    const computed = report.activities[0]!.testing.tests.filter((test) => test.namedByCode);
    expect(computed.map((test) => test.name)).toEqual(['fields cardRank,cardSuit,cardPointValue']);
  });
});
