import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { listActivities } from '../src/kit/activities.ts';
import { apiDifferences } from '../src/analysis/stubApi.ts';
import { stubConformance } from '../src/analysis/stubConformance.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { stubTexts } from '../src/kit/stubSources.ts';

const STUB = `/** The stub. */
export class Card {
  constructor(rank: string, suit: string, pointValue: number) {
    throw new Error('TODO');
  }

  rank(): string {
    throw new Error('TODO');
  }

  matches(other: Card): boolean {
    throw new Error('TODO');
  }

  static of(text: string): Card {
    throw new Error('TODO');
  }
}

export function shuffle(values: number[]): void {
  throw new Error('TODO');
}
`;

const REFERENCE = `export class Card {
  private readonly kept: string[];
  constructor(private readonly r: string, suit: string, pointValue = 0) {
    this.kept = [r, suit, String(pointValue)];
  }
  rank(): string { return this.r; }
  matches(card: Card, strict?: boolean): boolean { return card.rank() === this.r && !strict; }
  static of(text: string): Card { return new Card(text, text, 1); }
  extra(): readonly string[] { return this.kept; }
}
export function shuffle(values: readonly number[]): void {}
`;

const parse = (text: string, name = 'Card.ts') => ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);

/** The differences of the reference with `edit` made to it, as `line: message` without the common prefix. */
function differences(edit: (text: string) => string): string[] {
  const student = parse(edit(REFERENCE));
  return apiDifferences(parse(STUB), student).map((d) => {
    const line = student.getLineAndCharacterOfPosition(d.position).line + 1;
    return `${line}: ${d.message.replace(/^not the API the grader uses: /, '')}`;
  });
}

describe("a student's file against its stub's API", () => {
  it('an_honest_file_other_names_extra_members_and_optional_parameters_differs_in_nothing', () => {
    expect(differences((text) => text)).toEqual([]);
  });

  it('a_class_that_extends_another_may_inherit_what_it_does_not_declare', () => {
    const subclass =
      "import { Card as Base } from './Base.ts';\nexport class Card extends Base {\n  override toString(): string {\n    return '';\n  }\n}\nexport function shuffle(values: number[]): void {}\n";
    expect(apiDifferences(parse(STUB), parse(subclass))).toEqual([]);
  });

  it('a_renamed_method_is_missing_with_the_stubs_declaration_and_line', () => {
    expect(differences((text) => text.replace('  matches(', '  matchesCard('))).toEqual([
      "1: `Card.matches` is missing (renamed or removed?): the stub declares `matches(other: Card): boolean` (line 11 of the stub), and the grader's tests use it by that name",
    ]);
  });

  it('a_method_made_a_getter_or_static_is_named', () => {
    expect(differences((text) => text.replace('  rank(): string', '  get rank(): string'))).toEqual([
      "6: `Card.rank` is a getter here, but the stub declares `rank(): string` (line 7 of the stub): the grader's tests use it as `rank(…)`",
    ]);
    expect(differences((text) => text.replace('  rank(): string', '  private rank(): string'))).toEqual([
      "6: `Card.rank` is private here, but the stub declares `rank(): string` (line 7 of the stub): the grader's tests call it",
    ]);
    expect(differences((text) => text.replace('  rank(): string', '  static rank(): string'))).toEqual([
      '6: `Card.rank` is static here, but the stub declares `rank(): string` (line 7 of the stub)',
    ]);
  });

  it('other_arguments_or_a_primitive_type_changed_are_named', () => {
    expect(differences((text) => text.replace('suit: string, pointValue = 0', 'suit: string'))).toEqual([
      "3: `Card`'s constructor takes (r, suit) here, but the stub declares `constructor(rank: string, suit: string, pointValue: number)` (line 3 of the stub): the grader's tests call it so",
    ]);
    expect(differences((text) => text.replace('static of(text: string)', 'static of(text: number)'))).toEqual([
      "8: `Card.of`'s parameter `text` is a number here, but the stub declares `static of(text: string): Card` (line 15 of the stub)",
    ]);
    expect(differences((text) => text.replace('rank(): string {', 'rank(): number {'))).toEqual([
      '6: `Card.rank` gives a number here, but the stub declares `rank(): string` (line 7 of the stub)',
    ]);
  });

  it('a_value_no_longer_exported_is_named_and_a_re_export_counts_as_exported', () => {
    expect(differences((text) => text.replace('export function shuffle', 'function shuffle'))).toEqual([
      "1: `shuffle` is not exported here, but the stub declares `export function shuffle(values: number[]): void` (line 20 of the stub): the grader's tests import it",
    ]);
    const reExported = parse("export { Card } from './elsewhere.ts';\nexport * from './more.ts';\n");
    expect(apiDifferences(parse(STUB), reExported)).toEqual([]);
  });

  it('every_reference_of_the_kit_has_its_stubs_api', () => {
    const kit = kitPaths(KIT_ROOT);
    const found = stubConformance(kit, kit.solutions, listActivities(KIT_ROOT));
    expect([...found.values()].flat()).toEqual([]);
    expect(found.size).toBeGreaterThan(20);
  });
});

describe('where the stub comes from', () => {
  const kit = kitPaths(KIT_ROOT);

  it('in_the_repository_the_committed_stub_where_the_student_works_in_activities', () => {
    const card = 'elevens/01-card/Card.ts';
    const stubs = stubTexts(kit, kit.activities, [card, 'elevens/01-card/Nothing.ts']);
    expect([...stubs.keys()]).toEqual([card]);
    expect(stubs.get(card)).toContain('matches(other: Card): boolean');
  });

  it('in_a_student_kit_the_record_of_the_stubs_as_released_whatever_activities_holds_now', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'cardlab-stub-record-'));
    mkdirSync(path.join(root, 'grader'));
    const record = { generated: 'test', stubs: { 'elevens/01-card/Card.ts': STUB } };
    writeFileSync(path.join(root, 'grader', 'stubs.json'), JSON.stringify(record));
    const stubs = stubTexts(kitPaths(root), path.join(root, 'activities'), ['elevens/01-card/Card.ts']);
    expect(stubs.get('elevens/01-card/Card.ts')).toBe(STUB);
  });
});
