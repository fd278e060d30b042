import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync, type TransformOptions } from 'esbuild';
import ts from 'typescript';
import { importPolicyError } from './policy.ts';
import { GUARD, IMPORT, RESERVED_PREFIX } from './protocol.ts';

/**
 * One source file compiled for the worker: TypeScript to JavaScript in CommonJS form (each import becomes a call of
 * the module's own `require`, which the worker answers from the run's module table), with a source map back to the
 * TypeScript. Graded code (a student's file) is also checked and changed first, on its TypeScript syntax tree:
 * - an import the policy refuses (policy.ts) or a name the grader reserves stops the file, with its place;
 * - every loop body starts with a call of the loop guard, which stops a loop that outlives its test;
 * - `import(…)` becomes a call of the worker's own dynamic import, which goes through the same module table.
 * The edits never add a line, so a line of the compiled code maps to the same line of the student's file.
 */
export interface Compiled {
  /** CommonJS JavaScript, when the file compiles. */
  code?: string;
  /** esbuild's source map (JSON) from `code` to the TypeScript. */
  map?: string;
  /** Where and why it does not, as `<name>:<line>:<column>: <why>`. */
  error?: string;
  /** Every import path the file names, in order (type-only ones too). */
  imports: string[];
}

const LOOPS = new Set([ts.SyntaxKind.ForStatement, ts.SyntaxKind.ForInStatement, ts.SyntaxKind.ForOfStatement, ts.SyntaxKind.WhileStatement, ts.SyntaxKind.DoStatement]);
const TEST_FILE = /\.test\.[mc]?[jt]sx?$/;

let transformOptions: TransformOptions | undefined;

/** The emit settings of the kit's tsconfig.json (class fields, module syntax), so code runs as `tsc` means it. */
function esbuildOptions(): TransformOptions {
  if (transformOptions) return transformOptions;
  const configFile = path.join(import.meta.dirname, '..', '..', '..', 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, (file) => readFileSync(file, 'utf8'));
  const compilerOptions = (config?.compilerOptions ?? {}) as Record<string, unknown>;
  const kept = Object.fromEntries(['useDefineForClassFields', 'verbatimModuleSyntax', 'experimentalDecorators', 'target'].filter((key) => key in compilerOptions).map((key) => [key, compilerOptions[key]]));
  transformOptions = { loader: 'ts', format: 'cjs', target: 'node20', sourcemap: 'external', logLevel: 'silent', tsconfigRaw: { compilerOptions: kept } };
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

function literalText(node: ts.Node | undefined): string | undefined {
  return node && ts.isStringLiteralLike(node) ? node.text : undefined;
}

/** The import path a node names, if it is an import of any kind (static, re-export, `import x = require`, `import()`, `require()`). */
function importOf(node: ts.Node): { path: unknown; at: number } | undefined {
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
    return node.moduleSpecifier ? { path: literalText(node.moduleSpecifier), at: node.moduleSpecifier.getStart() } : undefined;
  }
  if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
    return { path: literalText(node.moduleReference.expression), at: node.moduleReference.getStart() };
  }
  if (ts.isCallExpression(node)) {
    const dynamic = node.expression.kind === ts.SyntaxKind.ImportKeyword;
    const required = ts.isIdentifier(node.expression) && node.expression.text === 'require';
    if (dynamic || required) {
      const argument = node.arguments[0];
      // A computed path is checked where it is used (the worker refuses any path the module table lacks).
      const text = literalText(argument);
      return text === undefined ? { path: undefined, at: node.getStart() } : { path: text, at: argument!.getStart() };
    }
  }
  return undefined;
}

/** Checks and edits a student's file (see above); returns the edited TypeScript and the paths it imports. */
function confine(source: ts.SourceFile, testFile: boolean): { text: string; imports: string[] } {
  const text = source.text;
  const inserts: { at: number; text: string }[] = [];
  const imports: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text.startsWith(RESERVED_PREFIX)) {
      throw new Refused(`names starting with ${RESERVED_PREFIX} are reserved for the grader (found ${node.text})`, node.getStart());
    }
    const found = importOf(node);
    if (found && found.path !== undefined) {
      const refusal = importPolicyError(found.path, testFile);
      if (refusal) throw new Refused(refusal, found.at);
      imports.push(found.path as string);
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      // `import` is a keyword: the call is renamed in place (same length or longer, same line).
      inserts.push({ at: node.expression.getStart(), text: `\0${IMPORT}` });
    }
    if (LOOPS.has(node.kind)) {
      const body = (node as ts.IterationStatement).statement;
      if (ts.isBlock(body)) inserts.push({ at: body.getStart() + 1, text: `${GUARD}();` });
      else {
        inserts.push({ at: body.getStart(), text: `{${GUARD}();` });
        inserts.push({ at: body.end, text: '}' });
      }
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
  inserts.sort((a, b) => b.at - a.at);
  let edited = text;
  for (const insert of inserts) {
    if (insert.text.startsWith('\0')) edited = `${edited.slice(0, insert.at)}${insert.text.slice(1)}${edited.slice(insert.at + 'import'.length)}`;
    else edited = `${edited.slice(0, insert.at)}${insert.text}${edited.slice(insert.at)}`;
  }
  return { text: edited, imports };
}

// Past this depth no honest file goes. TypeScript's parser recurses once per level and would overflow the grader's
// stack on a few thousand; such a file is refused before it is parsed, with a message that says why.
const MAX_DEPTH = 200;

/** How deeply brackets nest in `text` (strings, template literals and comments skipped), without recursion. */
export function nestingDepth(text: string): { depth: number; at: number } {
  // Open brackets, and `$` for the `${` of a template literal.
  const stack: string[] = [];
  let deepest = { depth: 0, at: 0 };
  const track = (at: number) => {
    if (stack.length > deepest.depth) deepest = { depth: stack.length, at };
  };
  let i = 0;
  // From inside a template literal to its closing backtick (left on it) or to the `{` of a `${` (left on it).
  const skipTemplate = () => {
    for (; i < text.length; i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === '`') return;
      else if (text[i] === '$' && text[i + 1] === '{') {
        stack.push('$');
        track(++i);
        return;
      }
    }
  };
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) === -1 ? text.length : text.indexOf('*/', i + 2) + 1;
    else if (c === '"' || c === "'") {
      for (i++; i < text.length && text[i] !== c && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
    } else if (c === '`') {
      i++;
      skipTemplate();
    } else if (c === '(' || c === '[' || c === '{') {
      stack.push(c);
      track(i);
    } else if ((c === ')' || c === ']' || c === '}') && stack.pop() === '$') {
      i++;
      skipTemplate();
    }
  }
  return deepest;
}

function where(source: ts.SourceFile, name: string, position: number): string {
  const { line, character } = source.getLineAndCharacterOfPosition(position);
  return `${name}:${line + 1}:${character + 1}`;
}

/** The esbuild error as `<name>:<line>:<column>: <why>`. */
function esbuildError(error: unknown, name: string): string {
  const first = (error as { errors?: { text: string; location?: { line: number; column: number } | null }[] }).errors?.[0];
  if (!first) return `${name}: ${error instanceof Error ? error.message : String(error)}`;
  const at = first.location ? `:${first.location.line}:${first.location.column + 1}` : '';
  return `${name}${at}: ${first.text}`;
}

/** Compiles TypeScript (or JSON data) for the worker. `name` is the role path shown in messages and stacks. */
export function compileSource(text: string, name: string, { graded, json = false }: { graded: boolean; json?: boolean }): Compiled {
  if (json) {
    try {
      JSON.parse(text);
    } catch (error) {
      return { error: `${name}: ${(error as Error).message}`, imports: [] };
    }
    return { code: `module.exports = ${text};`, imports: [] };
  }
  let source = text;
  let imports: string[];
  if (graded) {
    const nesting = nestingDepth(text);
    if (nesting.depth > MAX_DEPTH) {
      const line = text.slice(0, nesting.at).split('\n').length;
      return { error: `${name}:${line}:1: the code is nested more than ${MAX_DEPTH} levels deep (brackets inside brackets): write it flatter`, imports: [] };
    }
    const tree = ts.createSourceFile(name, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
    try {
      ({ text: source, imports } = confine(tree, TEST_FILE.test(name)));
    } catch (error) {
      if (error instanceof Refused) return { error: `${where(tree, name, error.position)}: ${error.message}`, imports: [] };
      throw error;
    }
  } else {
    imports = ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
  }
  try {
    const result = transformSync(source, { ...esbuildOptions(), sourcefile: name });
    return { code: result.code, map: result.map, imports };
  } catch (error) {
    return { error: esbuildError(error, name), imports };
  }
}
