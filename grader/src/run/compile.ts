import { readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { parse } from 'acorn';
import { transformSync, type TransformOptions } from 'esbuild';
import { describeSyntaxProblem, readStudentFile } from './syntaxVerdict.ts';
import { importPolicyError } from './policy.ts';
import { depthEdits, spreadEdits } from './callCounting.ts';
import { applyEdits, shiftedMap, type Edit, type Node } from './edits.ts';
import { isStackOverflow, onDeepStack } from './deepStack.ts';
import { GUARD, IMPORT, RESERVED_PREFIX, TEST_FILE } from './protocol.ts';

/**
 * One source file compiled for the worker: TypeScript to JavaScript in CommonJS form by esbuild (each import becomes
 * a call of the module's own `require`, which the worker answers from the run's module table), with a source map back
 * to the TypeScript. Graded code (a student's file) is then checked and changed on the syntax tree of that
 * JavaScript (so type-only imports, which never run, are not held against it):
 * - an import the policy refuses (policy.ts) or a name the grader reserves stops the file, with its place;
 * - every loop body starts with a call of the loop guard, which stops a loop that outlives its test;
 * - every synchronous function body is entered through the call-depth counter and left through `finally`
 *   (worker/callDepth.ts), so graded recursion fails at a fixed depth, whatever the JIT made of its frames;
 * - `import(…)` becomes a call of the worker's own dynamic import, which goes through the same module table.
 * The edits never add a line, so a line of the compiled code still maps to its line of the student's file.
 */
export interface Compiled {
  /** CommonJS JavaScript, when the file compiles. */
  code?: string;
  /** esbuild's source map (JSON) from `code` to the TypeScript. */
  map?: string;
  /** Where and why it does not, as `<name>:<line>:<column>: <why>`. */
  error?: string;
  /** Every import path the code uses when it runs, in order. */
  imports: string[];
  /**
   * Those it loads as it loads, before its own code runs: the imports at its top, as esbuild writes them
   * (`var x = require("…")`, `__reExport(…, require("…"), …)`). Not a dynamic `import()`, nor anything in a function.
   */
  eager?: string[];
}

const LOOPS = new Set(['WhileStatement', 'DoWhileStatement', 'ForStatement', 'ForInStatement', 'ForOfStatement']);

let transformOptions: TransformOptions | undefined;

/** The emit settings the deep-stack thread is handed (it cannot find the kit's tsconfig.json from its bundle). */
export function useTransformOptions(options: object): void {
  transformOptions = options as TransformOptions;
}

/** The emit settings of the kit's tsconfig.json (class fields, module syntax), so code runs as `tsc` means it. */
function esbuildOptions(): TransformOptions {
  if (transformOptions) return transformOptions;
  const configFile = path.join(import.meta.dirname, '..', '..', '..', 'tsconfig.json');
  const compilerOptions =
    (JSON.parse(readFileSync(configFile, 'utf8')) as { compilerOptions?: Record<string, unknown> }).compilerOptions ??
    {};
  const kept = Object.fromEntries(
    ['useDefineForClassFields', 'verbatimModuleSyntax', 'experimentalDecorators', 'target']
      .filter((key) => key in compilerOptions)
      .map((key) => [key, compilerOptions[key]]),
  );
  transformOptions = {
    loader: 'ts',
    format: 'cjs',
    target: 'node20',
    sourcemap: 'external',
    logLevel: 'silent',
    tsconfigRaw: { compilerOptions: kept },
  };
  return transformOptions;
}

class Refused extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

/** Visits every node of an ESTree tree, without recursion. */
function walk(root: Node, visit: (node: Node) => void): void {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (!value || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push(value[i]);
      continue;
    }
    const node = value as Node;
    if (typeof node.type === 'string') visit(node);
    for (const [key, child] of Object.entries(node))
      if (key !== 'type' && child && typeof child === 'object') stack.push(child);
  }
}

const literalPath = (node: unknown): string | undefined => {
  const literal = node as Node | undefined;
  return literal?.type === 'Literal' && typeof literal.value === 'string' ? literal.value : undefined;
};

/**
 * Lists the imports of a compiled module and, for graded code, checks and edits it (see above): the JavaScript
 * esbuild made of it, in which every import is a `require("…")` call (type-only imports are gone) and a dynamic
 * import is still `import(…)`.
 */
function confine(
  code: string,
  testFile: boolean,
  graded: boolean,
  written: Set<string>,
): { code: string; imports: string[]; eager: string[]; edits: Edit[] } {
  const program = parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowReturnOutsideFunction: true,
  }) as unknown as Node;
  const edits: Edit[] = [];
  const imports: string[] = [];
  let seq = 0;
  const check = (path: string, at: number) => {
    const refusal = graded ? importPolicyError(path, testFile) : undefined;
    if (refusal) throw new Refused(refusal, at);
    // A path esbuild worked out (`'./Sto' + 're.ts'`, a const enum's member) is one the lab rules never read.
    if (graded && !written.has(path))
      throw new Refused(
        `the module path '${path}' is worked out from an expression here: write it as one string ('${path}')`,
        at,
      );
    imports.push(path);
  };
  walk(program, (node) => {
    if (graded && node.type === 'Identifier' && String(node.name).startsWith(RESERVED_PREFIX)) {
      throw new Refused(
        `names starting with ${RESERVED_PREFIX} are reserved for the grader (found ${String(node.name)})`,
        node.start,
      );
    }
    if (
      node.type === 'CallExpression' &&
      (node.callee as Node).type === 'Identifier' &&
      (node.callee as Node).name === 'require'
    ) {
      const argument = (node.arguments as Node[])[0];
      const found = literalPath(argument);
      // A computed path is refused where it is used (the worker knows only the paths listed here).
      if (found !== undefined) check(found, argument!.start);
    }
    if (node.type === 'ImportExpression') {
      const found = literalPath(node.source);
      if (found !== undefined) check(found, (node.source as Node).start);
      // `import` is a keyword: the call is renamed in place, on the same line.
      if (graded) edits.push({ at: node.start, text: IMPORT, cut: 'import'.length, node, seq: seq++ });
    }
    if (graded && LOOPS.has(node.type)) {
      const body = node.body as Node;
      if (body.type === 'BlockStatement') edits.push({ at: body.start + 1, text: `${GUARD}();`, node, seq: seq++ });
      else {
        edits.push({ at: body.start, text: `{${GUARD}();`, node, seq: seq++ });
        edits.push({ at: body.end, text: '}', closes: true, node, seq: seq++ });
      }
    }
    if (graded) edits.push(...depthEdits(code, node, () => seq++), ...spreadEdits(code, node, () => seq++));
  });
  return { code: applyEdits(code, edits), imports, eager: eagerImports(program), edits };
}

/** A `require` of a written path, alone or as an argument of esbuild's helpers (`__toESM`, `__reExport`). */
function requiredIn(node: Node | null | undefined): string[] {
  if (node?.type !== 'CallExpression') return [];
  const callee = node.callee as Node;
  if (callee.type !== 'Identifier') return [];
  const args = node.arguments as Node[];
  if (callee.name === 'require') return [literalPath(args[0])].filter((found) => found !== undefined);
  return String(callee.name).startsWith('__') ? args.flatMap(requiredIn) : [];
}

/** The paths a module requires in its top-level statements, where esbuild puts its imports (Compiled.eager). */
function eagerImports(program: Node): string[] {
  return (program.body as Node[]).flatMap((statement) =>
    statement.type === 'ExpressionStatement'
      ? requiredIn(statement.expression as Node)
      : statement.type === 'VariableDeclaration'
        ? (statement.declarations as Node[]).flatMap((declarator) => requiredIn(declarator.init as Node))
        : [],
  );
}

/** `name:line:column` of an offset of the compiled code, in the TypeScript it came from. */
function where(code: string, map: string | undefined, name: string, offset: number): string {
  const before = code.slice(0, offset).split('\n');
  const line = before.length;
  const column = before[before.length - 1]!.length;
  const found = map ? originalPositionFor(new TraceMap(map), { line, column }) : undefined;
  return found?.line ? `${name}:${found.line}:${(found.column ?? 0) + 1}` : `${name}:${line}:${column + 1}`;
}

/** The esbuild error as `<name>:<line>:<column>: <why>`. */
function esbuildError(error: unknown, name: string): string {
  const first = (error as { errors?: { text: string; location?: { line: number; column: number } | null }[] })
    .errors?.[0];
  if (!first) return `${name}: ${error instanceof Error ? error.message : String(error)}`;
  const at = first.location ? `:${first.location.line}:${first.location.column + 1}` : '';
  return `${name}${at}: syntax error: ${first.text}`;
}

/**
 * A first line `#!…` made a comment of the same length. The language allows it at the very start of a file only, and
 * esbuild keeps it there, but the worker runs a module inside a wrapper (worker/modules.ts), where it would be a
 * syntax error: TypeScript's parser accepted the file, so it must run. Lines and columns stay where they were.
 */
function withoutHashbang(text: string): string {
  return text.replace(/^(\uFEFF?)#!/, '$1//');
}

/**
 * Compiles TypeScript (or JSON data) for the worker. `name` is the role path shown in messages and stacks. Where a
 * parser or a walk of it overflows the grader's stack, it compiles again on a stack no file can fill (deepStack.ts):
 * the result is the file's alone, never the JIT's.
 */
export function compileSource(
  text: string,
  name: string,
  { graded, json = false }: { graded: boolean; json?: boolean },
): Compiled {
  try {
    return compileHere(text, name, { graded, json });
  } catch (error) {
    if (!isStackOverflow(error)) throw error;
    return onDeepStack<Compiled>({ kind: 'compile', text, name, graded, json, transform: esbuildOptions() });
  }
}

/** compileSource, on the stack of the thread it is called in. */
export function compileHere(
  text: string,
  name: string,
  { graded, json = false }: { graded: boolean; json?: boolean },
): Compiled {
  if (json) {
    try {
      JSON.parse(text);
    } catch (error) {
      return { error: `${name}: ${(error as Error).message}`, imports: [] };
    }
    // As JSON reads it: as an object literal, the text's `"__proto__"` key would set the value's prototype.
    return { code: `module.exports = JSON.parse(${JSON.stringify(text)});`, imports: [] };
  }
  let written = new Set<string>();
  if (graded) {
    // TypeScript's parser, which the lab rules read with, decides whether a student's file may run (syntaxVerdict.ts),
    // and which modules it may load: those it writes the path of (modulePaths.ts).
    const read = readStudentFile(text, name);
    if (read.problem) return { error: describeSyntaxProblem(name, read.problem), imports: [] };
    written = new Set(read.paths);
  }
  let result: { code: string; map: string };
  try {
    result = transformSync(withoutHashbang(text), { ...esbuildOptions(), sourcefile: name });
  } catch (error) {
    return { error: esbuildError(error, name), imports: [] };
  }
  try {
    const confined = confine(result.code, TEST_FILE.test(name), graded, written);
    return {
      code: confined.code,
      map: shiftedMap(result.map, result.code, confined.edits),
      imports: confined.imports,
      eager: confined.eager,
    };
  } catch (error) {
    if (error instanceof Refused)
      return { error: `${where(result.code, result.map, name, error.position)}: ${error.message}`, imports: [] };
    throw error;
  }
}
