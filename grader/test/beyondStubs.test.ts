import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { checkActivity } from '../src/check.ts';
import { assembleSubmission } from '../src/intake/assemble.ts';
import { findActivity, listActivities } from '../src/kit/activities.ts';
import { grade } from '../src/score/grade.ts';
import { isDone } from '../src/score/stageVerdict.ts';

// check runs a stage with the student's own earlier stages, and their tests on their own code; grading runs the stage
// with the references and the tests on the kit's implementation, whose API is the stubs'. What a student adds to an
// API and uses passed check and cost points at grading: check must not call such a stage done, and must not flag
// what grading runs alike (a type, a member used only where the student's own code runs).
const elevens = listActivities(KIT_ROOT, 'elevens');
const [card, deck] = ['elevens/01', 'elevens/02'].map((id) => findActivity(elevens, id));

type Edit = (text: string) => string;

describe('a stage that uses what the student added to an API', () => {
  let base: string;
  /** The reference Card and Deck, each file edited. */
  const submission = (name: string, edits: Record<string, Edit>) => {
    const dir = path.join(base, name);
    assembleSubmission(KIT_ROOT, [card!, deck!], { [card!.id]: 'reference', [deck!.id]: 'reference' }, dir);
    for (const [file, edit] of Object.entries(edits)) {
      const at = path.join(dir, 'elevens', file);
      writeFileSync(at, edit(readFileSync(at, 'utf8')));
    }
    return dir;
  };
  /** The Card class with `member` added at its end. */
  const withMember = (member: string) => (text: string) => {
    const end = text.lastIndexOf('}');
    return `${text.slice(0, end)}\n  ${member}\n}\n`;
  };
  const appended = (code: string) => (text: string) => `${text}\n${code}\n`;
  const checked = async (name: string, edits: Record<string, Edit>, stage = deck!) => {
    const dir = submission(name, edits);
    return { dir, report: await checkActivity(KIT_ROOT, dir, stage, path.join(base, `check-${name}`)) };
  };

  beforeAll(() => {
    mkdirSync(path.join(KIT_ROOT, '.cardlab'), { recursive: true });
    // Not under /tmp: the bubblewrap sandbox gives each worker a /tmp of its own.
    base = mkdtempSync(path.join(KIT_ROOT, '.cardlab', 'test-beyond-stubs-'));
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('is_not_done_in_check_names_the_place_and_grading_agrees', async () => {
    const { dir, report } = await checked('uses', {
      '01-card/Card.ts': withMember('label(): string {\n    return this.rank();\n  }'),
      '02-deck/DeckTester.test.ts': appended(
        "it('a_dealt_card_has_its_label', () => {\n  expect(new Deck(['ace'], ['hearts'], [1]).deal()!.label()).toBe('ace');\n});",
      ),
    });
    // Every test passes here: the student's Card has label().
    expect(report.ownTests.tests.every((test) => test.state === 'passed')).toBe(true);
    expect(report.apiProblems).toEqual([
      expect.objectContaining({
        file: 'elevens/02-deck/DeckTester.test.ts',
        message: expect.stringMatching(
          /^not the API grading runs it with: Property 'label' does not exist on type 'Card' \(your elevens\/01-card offers more than its stub/,
        ),
      }),
    ]);
    expect(isDone(report)).toBe(false);
    const outDir = path.join(base, 'grade-uses');
    const result = (await grade({ kitRoot: KIT_ROOT, submissionDir: dir, activities: [deck!], outDir })).activities[0]!;
    expect(result.points).toBeLessThan(result.maxPoints);
  });

  it('finds_what_is_added_however_it_is_exported_or_called', async () => {
    const dealt = (call: string) =>
      appended(`it('uses_it', () => {\n  const card = new Deck(['ace'], ['hearts'], [1]).deal()!;\n  ${call};\n});`);
    const cases: Record<string, Record<string, Edit>> = {
      // A member reached by a string, a parameter property, an optional parameter, a class exported by a clause.
      bracket: {
        '01-card/Card.ts': withMember('label(): string {\n    return "x";\n  }'),
        '02-deck/DeckTester.test.ts': dealt("card['label']()"),
      },
      optional: {
        '01-card/Card.ts': (text) =>
          text.replace(
            'matches(other: Card): boolean {',
            'matches(other: Card, loose = false): boolean {\n    void loose;',
          ),
        '02-deck/DeckTester.test.ts': dealt('card.matches(card, true)'),
      },
      clause: {
        '01-card/Card.ts': (text) =>
          `${withMember('label(): string {\n    return "x";\n  }')(text.replace('export class Card', 'class Card'))}export { Card };\n`,
        '02-deck/DeckTester.test.ts': dealt('card.label()'),
      },
    };
    for (const [name, edits] of Object.entries(cases)) {
      const { report } = await checked(name, edits);
      expect(
        report.apiProblems.map((problem) => problem.file),
        name,
      ).toEqual(['elevens/02-deck/DeckTester.test.ts']);
      expect(isDone(report), name).toBe(false);
    }
  });

  it('finds_the_students_own_tests_of_a_stage_using_what_they_added_to_that_stage', async () => {
    const { report } = await checked(
      'own-stage',
      {
        '01-card/Card.ts': withMember('label(): string {\n    return this.rank();\n  }'),
        '01-card/CardTester.test.ts': appended(
          "it('labels', () => {\n  expect(new Card('ace', 'hearts', 1).label()).toBe('ace');\n});",
        ),
      },
      card!,
    );
    expect(report.apiProblems).toEqual([
      expect.objectContaining({
        file: 'elevens/01-card/CardTester.test.ts',
        message: expect.stringContaining('(this stage offers more than its stub'),
      }),
    ]);
    expect(isDone(report)).toBe(false);
  });

  it('is_done_where_grading_runs_alike_a_member_used_only_by_its_own_code_or_a_type_added', async () => {
    const { report } = await checked('unused', {
      '01-card/Card.ts': (text) =>
        `${withMember('label(): string {\n    return this.rank();\n  }')(text)}export type Face = string;\n`,
      '02-deck/Deck.ts': (text) =>
        `import type { Face } from '../01-card/Card.ts';\nexport type Faces = Face[];\n${text}`,
    });
    expect(report.apiProblems).toEqual([]);
    expect(isDone(report)).toBe(true);
  });
});
