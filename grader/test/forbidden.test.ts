import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { findActivity, listActivities, type Activity } from '../src/kit/activities.ts';
import { assembleSubmission } from '../src/intake/assemble.ts';
import { checkForbidden, findForbidden } from '../src/analysis/forbidden.ts';
import { apiName } from '../src/analysis/ruleWords.ts';
import { grade } from '../src/score/grade.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { compileSource } from '../src/run/compile.ts';
import { syntaxProblem } from '../src/run/syntaxVerdict.ts';

const rule = (api: string) => ({ api, why: 'the lab builds its own structures' });

/** The grade of the reference of `activity`, its file `name` first edited by `edit`. */
async function gradedReference(activity: Activity, name?: string, edit = (text: string) => text) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-forbidden-'));
  assembleSubmission(KIT_ROOT, [activity], { [activity.id]: 'reference' }, path.join(dir, 'sub'));
  if (name) {
    const file = path.join(dir, 'sub', activity.lab, activity.slug, name);
    writeFileSync(file, edit(readFileSync(file, 'utf8')));
  }
  const report = await grade({
    kitRoot: KIT_ROOT,
    submissionDir: path.join(dir, 'sub'),
    activities: [activity],
    outDir: dir,
  });
  return report.activities[0]!;
}

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
    const result = await gradedReference(strict);
    expect(result.forbidden.map((u) => `${u.file}:${u.line} ${u.api}`)).toEqual([
      expect.stringMatching(/^elevens\/03-shuffler\/Shuffler\.ts:\d+ \.splice$/),
    ]);
    expect(result.hidden.every((t) => t.passed)).toBe(true);
    expect(result.hidden.reduce((sum, t) => sum + t.points, 0)).toBe(0);
    expect(result.problems.join('\n')).toMatch(/uses \.splice: not allowed here/);
  });

  it('a_member_taken_out_by_destructuring_is_a_use_of_it', () => {
    const source = "const xs = [1];\nconst { push } = xs;\nconst { 'pop': p } = xs;\nconst { length } = xs;";
    expect(findForbidden(source, 'Game.ts', [rule('.push'), rule('.pop')]).map((u) => `${u.api}@${u.line}`)).toEqual([
      '.push@2',
      '.pop@3',
    ]);
  });
});

describe('one parser decides what runs', () => {
  it('a_file_typescript_rejects_has_its_first_problem_placed_and_named', () => {
    expect(syntaxProblem('const a = 1;\nconst b = 010;', 'F.ts')).toEqual({
      line: 2,
      column: 11,
      message: expect.stringMatching(/^Octal literals are not allowed/),
    });
    expect(syntaxProblem('const s = "\\8";', 'F.ts')?.message).toMatch(/Escape sequence '\\8' is not allowed/);
    expect(syntaxProblem("const s = '\\01';", 'F.ts')?.message).toMatch(/Octal escape sequences are not allowed/);
    expect(syntaxProblem('const o = {};\nwith (o) {}', 'F.ts')).toMatchObject({ line: 2, column: 1 });
    expect(syntaxProblem('let x = 1;\nx <!-- x /*\nhidden();\n// */', 'F.ts')).toMatchObject({ line: 2, column: 3 });
    // `<` and `!` apart is an ordinary comparison; a generator method is no array literal.
    expect(syntaxProblem('let x = 1;\nexport const y = x < !--x;\nclass A { *all() { yield 1; } }', 'F.ts')).toBe(
      undefined,
    );
  });

  it('a_module_is_loaded_only_by_a_path_the_file_writes_as_one_string', () => {
    const graded = (code: string) => compileSource(code, 'lab/01-x/F.ts', { graded: true });
    // esbuild works each of these out to './Store.ts', which no lab rule would have read as an import.
    for (const [code, column] of [
      ["export const m = require('./Sto' + 're.ts');", 26],
      ["const enum Path { Store = './Store.ts' }\nexport const m = require(Path.Store);", 26],
      ["export const m = require('./Store.ts' as string);", 26],
      ["export const m = import(Math.random() > 2 ? './Store.ts' : './Other.ts');", '(45|60)'],
    ] as const)
      expect(graded(code).error, code).toMatch(
        new RegExp(
          `^lab/01-x/F\\.ts:\\d+:${column}: the module path '\\./(Store|Other)\\.ts' is worked out from an expression here`,
        ),
      );
    // Written as one string (a template without substitutions is one), it loads; the kit's own code is not held to it.
    expect(graded("export const m = require(`./Store.ts`);\nexport * as n from './Other.ts';").imports.sort()).toEqual([
      './Other.ts',
      './Store.ts',
    ]);
    expect(
      compileSource("export const m = require('./Sto' + 're.ts');", 'F.ts', { graded: false }).error,
    ).toBeUndefined();
    // A path computed as the code runs is refused then, where it is used, as before.
    expect(graded("const name = ['.', 'Store.ts'].join('/');\nexport const m = import(name);").error).toBeUndefined();
  });

  it('a_file_that_begins_with_a_hashbang_line_runs_as_typescript_accepts_it_lines_in_place', async () => {
    const card = findActivity(listActivities(KIT_ROOT, 'elevens'), 'elevens/01');
    const result = await gradedReference(card, 'Card.ts', (text) => `#!/usr/bin/env node\n${text}`);
    expect(syntaxProblem(`#!/usr/bin/env node\nexport const a = 1;`, 'Card.ts')).toBeUndefined();
    expect(result.problems).toEqual([]);
    expect(result.hidden.length).toBeGreaterThan(0);
    expect(result.hidden.every((test) => test.passed)).toBe(true);
  });

  it('a_regular_expression_is_read_as_node_20_reads_it_on_every_node', () => {
    // Node 24 runs these, Node 20 refuses them as the file loads: refused on every Node, with the place and why.
    expect(syntaxProblem('const a = 1;\nexport const r = /(?i:a)b/;', 'F.ts')).toEqual({
      line: 2,
      column: 18,
      message: 'invalid regular expression: /(?i:a)b/: Invalid group',
    });
    expect(syntaxProblem('export const r = /(?<x>a)|(?<x>b)/;', 'F.ts')?.message).toMatch(/Duplicate capture group/);
    expect(syntaxProblem('export const r = /a/vu;', 'F.ts')?.message).toMatch(/^invalid regular expression/);
    // What Node 20 runs stays allowed: the `v` flag's sets, named groups, the web's legacy forms, a slash in a class.
    for (const literal of ['/[\\p{L}--[a-z]]/v', '/(?<rank>\\d+)/d', '/]{/', '/\\8/', '/[/]/', '/a{,2}/'])
      expect(syntaxProblem(`export const r = ${literal};`, 'F.ts'), literal).toBeUndefined();
  });

  it('a_graded_file_typescript_rejects_does_not_compile_and_says_where_while_kit_code_is_left_alone', () => {
    // Not a module (no import or export), as a CommonJS-style file is: esbuild alone compiles it (eight is 8).
    const text = 'const eight = 010;\n';
    expect(compileSource(text, 'lab/01-x/F.ts', { graded: true })).toEqual({
      error: expect.stringMatching(/^lab\/01-x\/F\.ts:1:15: syntax error: Octal literals are not allowed/),
      imports: [],
    });
    // The refusal is TypeScript's verdict, applied to the student's code.
    expect(compileSource(text, 'lab/01-x/F.ts', { graded: false }).error).toBeUndefined();
  });

  it('every_typescript_file_of_the_kit_parses_cleanly', () => {
    const listed = execFileSync(
      'git',
      ['-C', KIT_ROOT, 'ls-files', '--', 'activities', 'solutions', 'buggy', 'wheats', 'grader'],
      {
        encoding: 'utf8',
      },
    )
      .split('\n')
      // The example submissions hold mistakes on purpose.
      .filter((file) => /\.ts$/.test(file) && !file.startsWith('grader/examples/'));
    expect(listed.length).toBeGreaterThan(100);
    const refused = listed.flatMap((file) => {
      const problem = syntaxProblem(readFileSync(path.join(KIT_ROOT, file), 'utf8'), file);
      return problem ? [`${file}:${problem.line}:${problem.column} ${problem.message}`] : [];
    });
    expect(refused).toEqual([]);
  });
});

describe('a lab rule fails closed', () => {
  const kit = kitPaths(KIT_ROOT);
  const coordinate = findActivity(listActivities(KIT_ROOT, 'montecarlo'), 'montecarlo/01');
  const reference = readFileSync(path.join(kit.solutions, 'montecarlo', '01-coordinate', 'Coordinate.ts'), 'utf8');
  /** The findings in the reference Coordinate with `code` after it, as `line:api`, lines counted from `code`. */
  const findings = (code: string, extra: Record<string, string> = {}) => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'cardlab-fail-closed-'));
    const stage = path.join(root, 'montecarlo', '01-coordinate');
    mkdirSync(stage, { recursive: true });
    writeFileSync(path.join(stage, 'Coordinate.ts'), `${reference}\n${code}\n`);
    for (const [name, text] of Object.entries(extra)) writeFileSync(path.join(stage, name), text);
    const offset = reference.split('\n').length;
    return checkForbidden(coordinate, { 'Coordinate.ts': path.join(stage, 'Coordinate.ts') }, root, kit).map((u) =>
      u.file.endsWith('Coordinate.ts') ? `${u.line - offset}:${u.api}` : `${u.file}:${u.line}:${u.api}`,
    );
  };

  it('the_reference_alone_has_no_finding', () => {
    expect(findings('')).toEqual([]);
  });

  it('a_value_typed_any_or_an_unknown_used_as_an_object_is_a_finding', () => {
    expect(findings("const made = JSON.parse('[]');\nmade.at(0);")).toEqual(['1:any', '2:any']);
    expect(findings('const raw: unknown = 1;\nexport const n = (raw as { at(k: number): number }).at(0);')).toEqual([
      '2:unknown',
    ]);
    // Narrowed first, an unknown is a value of a known type.
    expect(findings("const raw: unknown = 1;\nexport const n = typeof raw === 'number' ? raw + 1 : 0;")).toEqual([]);
  });

  it('a_member_reached_by_a_string_computed_name_is_a_finding_and_a_numeric_index_is_not', () => {
    expect(
      findings(
        "const made = [1];\nconst key = ['pu', 'sh'].join('');\nmade[key];\nexport const first = made[made.length - 1];\nexport const k = made[0]!;",
      ),
    ).toEqual(['3:computed-name']);
    expect(findings("const made = [1];\nconst key: string = 'p';\nconst { [key]: taken } = made as never;")).toEqual([
      '3:computed-name',
    ]);
  });

  it('commonjs_reflection_and_ambient_declarations_are_findings', () => {
    expect(findings("const util = require('node:util');\nmodule.exports.u = util;\nexports.v = 1;")).toEqual([
      '1:commonjs',
      '2:commonjs',
      '3:commonjs',
    ]);
    expect(
      findings(
        "const made = [1];\nReflect.get(made, 'at');\nArray.prototype.at.call(made, 0);\nObject.getPrototypeOf(made);\nexport const G = globalThis;",
      ),
    ).toEqual(['2:reflection', '3:reflection', '4:reflection', '5:reflection']);
    expect(findings('declare const hidden: number;\nexport const h = hidden;')).toEqual(['1:declare']);
  });

  it('a_name_of_the_students_own_is_not_taken_for_a_global', () => {
    expect(
      findings('function require(name: string): string {\n  return name;\n}\nexport const r = require("x");'),
    ).toEqual([]);
  });

  it('a_helper_that_runs_as_a_js_file_is_checked_as_it_runs', () => {
    const code = "import { count } from './helper.js';\nexport const c = count();";
    expect(
      findings(code, {
        'helper.ts': 'export const count = (): number => 1;\n',
        'helper.js':
          'export const count = (): number => {\n  const m = new Map<string, number>();\n  return m.size;\n};\n',
      }),
    ).toEqual(['montecarlo/01-coordinate/helper.js:2:Map']);
  });

  it('a_helper_is_found_by_the_parser_the_rules_read_with_whatever_a_token_scanner_made_of_the_file', () => {
    const store = 'export function bag(): { size: number } {\n  return new Map<number, number>();\n}\n';
    // After a regular expression holding a backtick, TypeScript's token scanner (preProcessFile) had listed no import.
    const afterPattern =
      "const slash = /`/;\nimport { bag } from './Store.ts';\nexport const b = bag().size + slash.source.length;";
    expect(findings(afterPattern, { 'Store.ts': store })).toEqual(['montecarlo/01-coordinate/Store.ts:2:Map']);
    expect(findings("export * as store from './Store.ts';", { 'Store.ts': store })).toEqual([
      'montecarlo/01-coordinate/Store.ts:2:Map',
    ]);
    // A helper named as a test file runs as the module of the code that imports it: the rule covers it too.
    expect(
      findings("import { bag } from './Store.test.ts';\nexport const b = bag().size;", { 'Store.test.ts': store }),
    ).toEqual(['montecarlo/01-coordinate/Store.test.ts:2:Map']);
  });

  it('a_file_that_does_not_parse_has_no_finding_as_it_does_not_run_its_load_error_says_it', () => {
    expect(findings('export const seen = new Map();\nexport const eight = 010;')).toEqual([]);
  });
});

describe("an array finding of Klondike's no-arrays rule", () => {
  it('names_the_code_that_makes_the_array_not_only_its_type', () => {
    const kit = kitPaths(KIT_ROOT);
    const piles = findActivity(listActivities(KIT_ROOT, 'klondike'), 'klondike/03');
    const reference = readFileSync(path.join(kit.solutions, 'klondike', '03-piles', 'CardList.ts'), 'utf8');
    const root = mkdtempSync(path.join(os.tmpdir(), 'cardlab-construct-'));
    const stage = path.join(root, 'klondike', '03-piles');
    mkdirSync(stage, { recursive: true });
    writeFileSync(path.join(stage, 'CardList.ts'), `${reference}\nexport const parts = 'a,b'.split(',').length;\n`);
    const uses = checkForbidden(piles, { 'CardList.ts': path.join(stage, 'CardList.ts') }, root, kit);
    expect(uses.map((use) => [use.api, use.construct])).toEqual([['array', "'a,b'.split(',')"]]);
    expect(apiName(uses[0]!.api, uses[0]!.construct)).toBe("an array (`'a,b'.split(',')`)");
  });
});

describe('a lab rule reads the code that runs, not a copy that never does', () => {
  const kit = kitPaths(KIT_ROOT);
  /** A submission holding the reference files named (relative to solutions/), each with its edit applied. */
  const submission = (files: Record<string, (text: string) => string>) => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'cardlab-rules-bound-'));
    for (const [relative, edit] of Object.entries(files)) {
      const from = relative.includes('/shared/') ? kit.activities : kit.solutions;
      mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
      writeFileSync(path.join(root, relative), edit(readFileSync(path.join(from, relative), 'utf8')));
    }
    return root;
  };
  const asWritten = (text: string) => text;

  it('an_earlier_stage_of_the_submission_is_its_reference_in_grading_and_the_students_own_in_check', () => {
    const piles = findActivity(listActivities(KIT_ROOT, 'klondike'), 'klondike/03');
    const root = submission({
      'klondike/02-lists/SinglyLinkedList.ts': (text) => text.replace('size(): number {', 'size(): any {'),
      'klondike/03-piles/CardList.ts': asWritten,
    });
    const stage = path.join(root, 'klondike', '03-piles');
    const uses = (ownStages: boolean) =>
      checkForbidden(piles, { 'CardList.ts': path.join(stage, 'CardList.ts') }, root, kit, { ownStages }).map(
        (use) => `${use.file}:${use.api}`,
      );
    // Grading runs CardList with the reference lists: the same stage file gets the same verdict with or without the
    // student's stage 02 beside it.
    expect(uses(false)).toEqual([]);
    // check runs the student's own lists, whose `any` CardList then uses.
    expect(uses(true)).toContain('klondike/03-piles/CardList.ts:any');
  });

  it('a_helper_in_a_folder_named_like_a_stage_or_in_another_stage_folder_the_kit_lacks_is_the_students', () => {
    const coordinate = findActivity(listActivities(KIT_ROOT, 'montecarlo'), 'montecarlo/01');
    const helper = 'export function pairs(): number {\n  return new Map<number, number>().size;\n}\n';
    for (const place of ['./00-util/Pairs.ts', '../02-game/Pairs.ts', './util/Pairs.ts']) {
      const root = submission({
        'montecarlo/01-coordinate/Coordinate.ts': (text) => `import { pairs } from '${place}';\n${text}\npairs();\n`,
      });
      const file = path.join(root, 'montecarlo', '01-coordinate', place);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, helper);
      const subjects = { 'Coordinate.ts': path.join(root, 'montecarlo', '01-coordinate', 'Coordinate.ts') };
      // The helper runs in every case (no stage or reference has it): the rule covers it in every case.
      for (const ownStages of [false, true])
        expect(
          checkForbidden(coordinate, subjects, root, kit, { ownStages }).map((use) => `${use.file}:${use.api}`),
          `${place} ${ownStages}`,
        ).toEqual([`${path.posix.join('montecarlo/01-coordinate', place)}:Map`]);
    }
  });

  it('a_provided_file_the_submission_changed_is_not_judged_in_grading_as_the_kits_copy_runs_in_its_place', () => {
    const game = findActivity(listActivities(KIT_ROOT, 'montecarlo'), 'montecarlo/02');
    const root = submission({
      'montecarlo/shared/cards.ts': (text) => `// my notes\n${text}`,
      'montecarlo/02-game/Game.ts': asWritten,
    });
    const files = Object.fromEntries(
      game.manifest.files.subject.map((name) => [name, path.join(root, 'montecarlo', '02-game', name)]),
    );
    const uses = (ownStages: boolean) =>
      checkForbidden(game, files, root, kit, { ownStages }).map((use) => `${use.file}:${use.api}`);
    expect(uses(false)).toEqual([]);
  });
});
