import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { testContext } from './support.ts';

/**
 * A lab's rule as a student meets it in a released kit, where they edit activities/ itself: the folder the kit's
 * stubs and provided files come from is their own work, so neither can be told apart from it by looking there.
 */
describe("the no-arrays rule in a student kit, where the student's work is the kit's activities/", () => {
  let kit: string;
  const originals = new Map<string, string>();

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-rule-kit-'));
    kit = path.join(dir, 'kit');
    const ctx = testContext([], { cwd: dir });
    expect(await main(['release', 'student', 'kit', '--lab', 'klondike'], ctx), ctx.stderr.text).toBe(0);
    symlinkSync(path.join(KIT_ROOT, 'node_modules'), path.join(kit, 'node_modules'));
    // Stages 01 and 02 finished as the reference is: every public test passes.
    for (const file of [
      '01-card/Card.ts',
      ...['SinglyLinkedList', 'CircularlyLinkedList', 'LinkedStack'].map((n) => `02-lists/${n}.ts`),
    ])
      write(file, readFileSync(path.join(KIT_ROOT, 'solutions', 'klondike', file), 'utf8'));
    originals.clear();
    return () => rmSync(dir, { recursive: true, force: true });
  });

  /** Writes a file of the student's activities/klondike/, keeping what was there first. */
  function write(file: string, text: string): void {
    const target = path.join(kit, 'activities', 'klondike', file);
    if (!originals.has(target)) {
      let before = '';
      try {
        before = readFileSync(target, 'utf8');
      } catch {
        before = '';
      }
      originals.set(target, before);
    }
    writeFileSync(target, text);
  }

  afterEach(() => {
    for (const [file, text] of originals) {
      if (text === '') rmSync(file, { force: true });
      else writeFileSync(file, text);
    }
    originals.clear();
  });
  afterAll(() => originals.clear());

  const cli = (...args: string[]) => {
    const run = spawnSync(process.execPath, [path.join(kit, 'grader', 'bin', 'cardlab.js'), ...args], {
      cwd: kit,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    return { code: run.status, out: run.stdout, err: run.stderr };
  };
  const stack = () => readFileSync(path.join(KIT_ROOT, 'solutions', 'klondike', '02-lists', 'LinkedStack.ts'), 'utf8');
  const listLine = (out: string, id: string) => out.split('\n').find((line) => line.includes(`${id} `)) ?? '';

  it('list_and_check_call_a_stage_edited_in_place_that_breaks_the_rule_rule_broken', () => {
    write('02-lists/LinkedStack.ts', `${stack()}\nexport const spare = new Array<number>(3);\n`);
    const list = cli('list', 'klondike');
    expect(list.code, list.err).toBe(0);
    expect(listLine(list.out, 'klondike/02-lists')).toMatch(/rule broken +3\/3 public tests$/);
    expect(listLine(list.out, 'klondike/01-card')).toMatch(/ done /);
    const check = cli('check', 'klondike/02');
    expect(check.code).toBe(1);
    expect(check.out).toMatch(
      /^✗ klondike\/02-lists\/LinkedStack\.ts:\d+:\d+ uses an array \(`new Array<number>\(3\)`\): not allowed here/m,
    );
  });

  it('an_array_kept_in_a_helper_module_the_student_added_beside_the_provided_files_breaks_the_rule', () => {
    // shared/ holds the kit's provided interfaces; a file of the student's there is theirs, and the rule covers it.
    write('shared/boxes.ts', 'export class Box<E> {\n  items: E[] = [];\n}\n');
    write(
      '02-lists/LinkedStack.ts',
      `import { Box } from '../shared/boxes.ts';\n${stack()}\nexport function kept(): number {\n` +
        '  const box = new Box<number>();\n  box.items.push(1);\n  return box.items.length;\n}\n',
    );
    const check = cli('check', 'klondike/02');
    expect(check.code).toBe(1);
    expect(check.out).toMatch(/^✗ klondike\/shared\/boxes\.ts:2:\d+ uses an array \(`[^`]+`\): not allowed here/m);
    expect(check.out).toMatch(/^✗ klondike\/02-lists\/LinkedStack\.ts:\d+:\d+ uses an array/m);
    expect(listLine(cli('list', 'klondike').out, 'klondike/02-lists')).toMatch(/rule broken/);
  });

  it('a_provided_file_changed_to_hold_an_array_is_the_students_code_and_the_rule_covers_it', () => {
    const facts = path.join(kit, 'activities', 'klondike', 'shared', 'cardFacts.ts');
    write('shared/cardFacts.ts', `${readFileSync(facts, 'utf8')}\nexport const kept: number[] = [];\n`);
    write(
      '02-lists/LinkedStack.ts',
      `import { kept } from '../shared/cardFacts.ts';\n${stack()}\nexport function keep(): void {\n  kept.push(1);\n}\n`,
    );
    const check = cli('check', 'klondike/02');
    expect(check.code).toBe(1);
    expect(check.out).toMatch(/^✗ klondike\/02-lists\/LinkedStack\.ts:\d+:\d+ uses an array/m);
  });

  it('the_unchanged_provided_files_break_no_rule', () => {
    const check = cli('check', 'klondike/02');
    expect(check.out).not.toMatch(/uses an array/);
    expect(check.out).toContain('public tests  3/3 pass');
  });

  it('a_file_that_does_not_parse_gets_its_syntax_errors_only_and_no_rule_verdict', () => {
    // A generator method whose previous method lost its closing brace: the parser's recovery reads an array there.
    const list = readFileSync(
      path.join(KIT_ROOT, 'solutions', 'klondike', '02-lists', 'CircularlyLinkedList.ts'),
      'utf8',
    );
    const broken = list.replace(/(\n {2}rotate\(\): void \{\n[^\n]*\n) {2}\}\n/, '$1');
    expect(broken).not.toBe(list);
    write('02-lists/CircularlyLinkedList.ts', broken);
    const check = cli('check', 'klondike/02');
    expect(check.code).toBe(1);
    expect(check.out).toMatch(/^✗ CircularlyLinkedList\.ts does not load: .*syntax error/m);
    expect(check.out).not.toMatch(/uses an array|rule is broken/);
    const types = check.out.split('\n').filter((line) => line.startsWith('  ! '));
    expect(types.length).toBeGreaterThan(0);
    // Only what the parser says: no "incorrectly implements", "not callable" or "implicitly has an 'any' type".
    for (const line of types) expect(line).toMatch(/ expected\.|Expression expected|Declaration or statement expected/);
  });
});
