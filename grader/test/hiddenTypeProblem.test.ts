import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { hiddenTypeProblem } from '../src/analysis/hiddenTypeProblem.ts';
import type { StubDeclarations } from '../src/analysis/stubDeclarations.ts';

// A hidden suite and a student's file, compiled in memory: every problem the checker finds in the suite must be told
// at the student's declaration, in words from the student's file and the stub only. The suite's inputs all hold
// "zebra" (or 4242): none may ever be in a message.
const SUITE = '/kit/grader/suites/lab/01-card/Card.hidden.test.ts';
const STUDENT = '/submission/lab/01-card/Card.ts';
const SECRET = /zebra|4242|hidden|suites/i;

/** The stub of Card: the public declarations a message may name. */
const STUB: StubDeclarations = {
  member: (owner, member) =>
    owner !== 'Card'
      ? undefined
      : (
          {
            constructor: 'constructor(rank: string, suit: string)',
            rank: 'rank(): string',
            matches: 'matches(other: Card): boolean',
            pick: 'pick(value: string): string',
          } as Record<string, string>
        )[member],
  parameter: (owner, member, index) =>
    owner === 'Card' && member === 'constructor' ? ['rank: string', 'suit: string'][index] : undefined,
  exported: (name) => (name === 'Card' ? 'export class Card' : undefined),
};

interface Told {
  place?: string;
  message: string;
}

/** What the mapping tells of every problem in `suite` (no stub at all where `stub` is null). */
function told(student: string, suite: string, stub: StubDeclarations | null = STUB): Told[] {
  const files = new Map([
    [STUDENT, student],
    [SUITE, `import { Card } from '../../../../../submission/lab/01-card/Card.ts';\n${suite}`],
  ]);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language) =>
    files.has(name) ? ts.createSourceFile(name, files.get(name)!, language, true) : read(name, language);
  host.fileExists = (name) => files.has(name) || ts.sys.fileExists(name);
  host.readFile = (name) => files.get(name) ?? ts.sys.readFile(name);
  host.directoryExists = (dir) => [...files.keys()].some((name) => name.startsWith(`${dir}/`));
  const program = ts.createProgram({ rootNames: [STUDENT, SUITE], options, host });
  expect(program.getSemanticDiagnostics(program.getSourceFile(STUDENT)), 'the student file compiles').toEqual([]);
  const context = {
    checker: program.getTypeChecker(),
    isStudent: (file: string) => file === STUDENT,
    stubOf: (file: string) => (file === STUDENT ? (stub ?? undefined) : undefined),
  };
  const found = program.getSemanticDiagnostics(program.getSourceFile(SUITE)).map((diagnostic) => {
    const problem = hiddenTypeProblem(context, diagnostic);
    const at = problem.file?.getLineAndCharacterOfPosition(problem.position);
    return { place: at && `${at.line + 1}:${at.character + 1}`, message: problem.message };
  });
  expect(found.length, 'the suite has type problems').toBeGreaterThan(0);
  for (const problem of found) expect(JSON.stringify(problem)).not.toMatch(SECRET);
  return [...new Map(found.map((problem) => [JSON.stringify(problem), problem])).values()];
}

const API = 'your code does not match the API the grader uses: ';

describe('a type problem in a hidden suite, told at the student declaration it is about', () => {
  it('a_literal_parameter_type_names_the_parameter_as_declared_and_the_stubs_declaration', () => {
    const card = `export class Card {\n  constructor(rank: '?', suit: string) {}\n}\n`;
    expect(told(card, `new Card('zebra', 'zebra');\nnew Card('zebras', 'x');\n`)).toEqual([
      {
        place: '2:15',
        message: `${API}\`Card\`'s constructor does not accept what the grader's tests pass for \`rank\` (declared \`'?'\`): declare it as the stub does (\`rank: string\`)`,
      },
    ]);
  });

  it('never_keyof_template_literal_and_generic_constraints_are_the_students_parameter_types', () => {
    const card = [
      'export class Card {',
      '  constructor(rank: keyof { a: 1 }, suit: `x${string}`) {}',
      '  matches(other: never): boolean { return other; }',
      "  pick<T extends 'a'>(value: T): T { return value; }",
      '}',
    ].join('\n');
    const suite = "const c = new Card('a', 'zebra');\nc.matches(c);\nc.pick('zebra');\nnew Card('zebra', 'x');\n";
    expect(told(card, suite).map((problem) => problem.message)).toEqual([
      `${API}\`Card\`'s constructor does not accept what the grader's tests pass for \`suit\` (declared \`\`x\${string}\`\`): declare it as the stub does (\`suit: string\`)`,
      `${API}\`Card.matches\` does not accept what the grader's tests pass for \`other\` (declared \`never\`): compare it with the stub's declaration`,
      `${API}\`Card.pick\` does not accept what the grader's tests pass for \`value\` (declared \`T\`): compare it with the stub's declaration`,
      `${API}\`Card\`'s constructor does not accept what the grader's tests pass for \`rank\` (declared \`keyof { a: 1 }\`): declare it as the stub does (\`rank: string\`)`,
    ]);
  });

  it('a_method_returning_a_literal_type_is_named_for_a_comparison_the_suite_makes_without_its_values', () => {
    const card = "export class Card {\n  rank(): 'x' { return 'x'; }\n}\n";
    expect(told(card, "if (new Card().rank() === 'zebra') {}\nif ('zebra' !== new Card().rank()) {}\n")).toEqual([
      {
        place: '2:3',
        message: `${API}the grader's tests use \`Card.rank\` in a way its declaration does not allow: the stub declares \`rank(): string\``,
      },
    ]);
  });

  it('an_object_literal_with_a_property_the_parameter_lacks_is_the_parameters_problem', () => {
    const card = 'export class Card {\n  constructor(rank: { name: string }, suit: string) {}\n}\n';
    expect(told(card, "new Card({ name: 'a', zebra: 4242 }, 'b');\n")).toEqual([
      {
        place: '2:15',
        message: `${API}\`Card\`'s constructor does not accept what the grader's tests pass for \`rank\` (declared \`{ name: string }\`): declare it as the stub does (\`rank: string\`)`,
      },
    ]);
  });

  it('a_member_the_student_lacks_is_named_only_when_the_stub_declares_it_with_no_spelling_suggestion', () => {
    const card = 'export class Card {\n  rnk(): string { return "a"; }\n}\n';
    expect(told(card, 'new Card().rank();\nnew Card().zebra();\n')).toEqual([
      {
        place: '1:14',
        message: `${API}the grader's tests use \`Card.rank\`, which your \`Card\` does not have: the stub declares \`rank(): string\``,
      },
      {
        place: '1:14',
        message: `${API}the grader's tests use a member your \`Card\` does not have: compare it with the stub's declaration`,
      },
    ]);
  });

  it('a_wrong_number_of_arguments_names_the_member_not_the_count', () => {
    const card = 'export class Card {\n  matches(): boolean { return true; }\n}\n';
    expect(told(card, 'new Card().matches(new Card());\nnew Card().matches(1, 2, 4242);\n')).toEqual([
      {
        place: '2:3',
        message: `${API}the grader's tests call \`Card.matches\` with a number of arguments its declaration does not take: the stub declares \`matches(other: Card): boolean\``,
      },
    ]);
  });

  it('overloads_are_named_whole_whichever_one_the_checker_tried', () => {
    const card = [
      'export class Card {',
      "  constructor(rank: 'a', suit: string);",
      "  constructor(rank: 'b', suit: string);",
      '  constructor(rank: string, suit: string) {}',
      '}',
    ].join('\n');
    expect(told(card, "new Card('zebra', 'x');\nnew Card('a', 'x');\n")).toEqual([
      {
        place: '2:3',
        message: `${API}the grader's tests use \`Card\`'s constructor in a way its declaration does not allow: the stub declares \`constructor(rank: string, suit: string)\``,
      },
    ]);
  });

  it('a_class_with_a_private_field_is_told_at_the_parameter_never_with_the_suites_object', () => {
    const card =
      'export class Card {\n  #rank = "a";\n  matches(other: Card): boolean { return other.#rank === this.#rank; }\n}\n';
    const suite = "new Card().matches({ zebra: 4242 } as unknown as { rank(): 'zebra' });\n";
    expect(told(card, suite)).toEqual([
      {
        place: '3:11',
        message: `${API}\`Card.matches\` does not accept what the grader's tests pass for \`other\` (declared \`Card\`): compare it with the stub's declaration`,
      },
    ]);
  });

  it('an_import_the_student_file_does_not_export_names_the_export_only_from_the_stub', () => {
    const card = 'export class Kard {}\n';
    const suite = "import { Zebra } from '../../../../../submission/lab/01-card/Card.ts';\nvoid Zebra;\n";
    expect(told(card, suite)).toEqual([
      {
        place: '1:1',
        message: `${API}the grader's tests import \`Card\` from \`Card.ts\`, which does not export it: the stub declares \`export class Card\``,
      },
      {
        place: '1:1',
        message: `${API}the grader's tests import something \`Card.ts\` does not export: compare its exports with the stub's`,
      },
    ]);
  });

  it('without_a_stub_the_message_says_to_compare_with_it_and_quotes_nothing_else', () => {
    const card = "export class Card {\n  constructor(rank: '?', suit: string) {}\n}\n";
    expect(told(card, "new Card('zebra', 'x');\n", null)).toEqual([
      {
        place: '2:15',
        message: `${API}\`Card\`'s constructor does not accept what the grader's tests pass for \`rank\` (declared \`'?'\`): compare it with the stub's declaration`,
      },
    ]);
  });

  it('a_problem_with_no_declaration_of_the_students_in_sight_gets_the_general_message_and_no_place', () => {
    const card = 'export class Card {}\n';
    expect(told(card, "const zebra: number = 'zebra';\nvoid zebra;\n")).toEqual([
      {
        place: undefined,
        message: `${API}the grader's tests use your code in a way its declarations do not allow: compare them with the stubs' declarations`,
      },
    ]);
  });
});
