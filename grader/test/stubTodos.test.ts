import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Activity } from '../src/kit/activities.ts';
import { stubTodoCheck } from '../src/authoring/stubTodos.ts';
import { fakeKit } from './support.ts';

/** The TODO check of one stub file, `Thing.ts` of a stage `lab/01-thing`, with the given providedMembers. */
function todoCheck(stub: string, providedMembers?: string[]) {
  const root = fakeKit({ 'activities/lab/01-thing/Thing.ts': stub });
  const activity = {
    id: 'lab/01-thing',
    stubDir: path.join(root, 'activities', 'lab', '01-thing'),
    manifest: { files: { subject: ['Thing.ts'] }, providedMembers },
  } as unknown as Activity;
  return stubTodoCheck(root, activity);
}

describe("the stub's TODO check", () => {
  it('accepts_every_kind_of_member_that_throws_a_todo_error_and_abstract_methods_without_a_body', () => {
    const check = todoCheck(`
      export abstract class Thing {
        constructor(readonly size: number) {
          // remember the size
          throw new Error('TODO: Thing constructor is not written yet');
        }
        get label(): string { throw new Error(\`TODO: Thing.label is not written yet\`); }
        abstract kind(): string;
        count(): number { throw new Error('TODO: Thing.count'); }
        private helper = (): void => { throw new Error('TODO: Thing.helper'); };
      }
      export function makeThing(): Thing { throw new Error('TODO: makeThing'); }
    `);
    expect(check.ok, check.detail).toBe(true);
  });

  it('names_each_member_that_returns_throws_something_else_or_throws_only_in_a_branch', () => {
    const check = todoCheck(
      [
        'export class Thing {',
        '  count(): number { return 0; }',
        "  size(): number { throw new RangeError('TODO: Thing.size'); }",
        "  label(): string { if (Math.random() > 2) throw new Error('TODO: Thing.label'); return ''; }",
        "  empty(): boolean { throw new Error('not written yet'); }",
        '}',
        'export function helper(): void {}',
      ].join('\n'),
    );
    expect(check.ok).toBe(false);
    const problems = check.detail!.split('; ');
    expect(problems.slice(0, 3)).toEqual([
      "activities/lab/01-thing/Thing.ts:2 Thing.count does not throw new Error('TODO: …')",
      "activities/lab/01-thing/Thing.ts:3 Thing.size does not throw new Error('TODO: …')",
      "activities/lab/01-thing/Thing.ts:4 Thing.label does not throw new Error('TODO: …')",
    ]);
    expect(check.detail).toMatch(/and 2 more$/);
  });

  it('spares_members_the_manifest_lists_as_provided_and_names_a_listed_member_the_stub_does_not_have', () => {
    const stub = `
      export class Card { constructor(readonly rank: string) {} }
      export class Thing {
        constructor() { this.start(); }
        start(): void {}
        count(): number { throw new Error('TODO: Thing.count'); }
      }
    `;
    expect(todoCheck(stub, ['Card', 'Thing.constructor', 'Thing.start']).ok).toBe(true);
    const stale = todoCheck(stub, ['Card', 'Thing.constructor', 'Thing.start', 'Thing.reset']);
    expect(stale.detail).toBe(
      'activities/lab/01-thing/activity.json lists "Thing.reset" in providedMembers, ' +
        'which no stub of this stage declares',
    );
  });
});
