// Whether a student's file is read alike by everything that reads it: TypeScript's parser (the type check, the lab
// rules) and esbuild (which compiles what runs). One verdict, from TypeScript's parser, decides: a file it rejects
// does not run at all, so no rule is ever checked on a tree other than the one that runs. Shared by the compiler
// (run/compile.ts, where a refused file fails to load as a syntax error does) and by the rules (forbidden.ts).
import { RegExpValidator } from '@eslint-community/regexpp';
import type ts from 'typescript';
import { loadTypeScript } from '../kit/typescriptLoader.cjs';
import { modulePathsIn } from './modulePaths.ts';

/** Where a file's first syntax problem is (1-based) and what it is. */
export interface SyntaxProblem {
  line: number;
  column: number;
  message: string;
}

// Loaded on first use (with its code cache, typescriptLoader.cjs): the grader's main thread, which compiles, loads
// TypeScript only when a student's file is compiled.
let typescript: typeof ts | undefined;

function compiler(): typeof ts {
  typescript ??= loadTypeScript();
  return typescript;
}

function at(file: ts.SourceFile, offset: number, message: string): SyntaxProblem {
  const { line, character } = file.getLineAndCharacterOfPosition(offset);
  return { line: line + 1, column: character + 1, message };
}

/**
 * How deeply a file's syntax tree may nest (the kit's own files reach 22). Past it, the compiler, acorn and the
 * coverage's walks would recurse deeper than the grader's stack is meant for, and esbuild's deeper than its own (its
 * process ends); the file is refused, naming where, measured on TypeScript's tree without recursion. Where
 * TypeScript's parser itself overflows first, compile.ts asks again on a deep stack (deepStack.ts), so the verdict is
 * the same whatever the JIT had compiled.
 */
export const MAX_TREE_DEPTH = 500;

/**
 * Regular expressions as the language of Node 20 (ES2024, with the web's legacy forms) has them. TypeScript's parser
 * lets through what V8 then refuses as the file loads (`/(?i:a)/`, a group name twice), and V8 itself reads them
 * by its version: Node 24 runs a pattern Node 20 refuses, so the same file loaded on one and failed on the other.
 * One reader decides, the same on every Node, as the worker's built-ins are Node 20's (worker/oldestLanguage.ts).
 */
const regExps = new RegExpValidator({ ecmaVersion: 2024 });

/** Why a regular expression literal (`/…/flags`) is not one, or undefined when it is. */
function regExpProblem(literal: string): string | undefined {
  try {
    regExps.validateLiteral(literal);
    return undefined;
  } catch (error) {
    return `invalid regular expression: ${(error as Error).message.replace(/^Invalid regular expression: /, '')}`;
  }
}

/**
 * Constructs the parser accepts that the two readers take differently, or that hide what runs from the rules, a
 * regular expression Node 20 refuses, and a tree nested past MAX_TREE_DEPTH:
 * `with` (names inside it may be members of any object; esbuild keeps it where a file is not a module), and the
 * HTML-like comment `<!--`, which esbuild skips to the end of its line where TypeScript reads `< ! --` and goes on
 * reading that line (a `/*` there would hide the next lines from TypeScript but not from what runs).
 */
function readDifferently(tsc: typeof ts, file: ts.SourceFile): SyntaxProblem | undefined {
  const text = file.text;
  const pending: [ts.Node, number][] = [[file, 0]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (depth > MAX_TREE_DEPTH)
      return at(
        file,
        node.getStart(file),
        `the code is nested more than ${MAX_TREE_DEPTH} levels deep (each expression or statement inside the last): write it flatter`,
      );
    if (node.kind === tsc.SyntaxKind.RegularExpressionLiteral) {
      const problem = regExpProblem((node as ts.RegularExpressionLiteral).text);
      if (problem) return at(file, node.getStart(file), problem);
    }
    if (node.kind === tsc.SyntaxKind.WithStatement)
      return at(file, node.getStart(file), "'with' statements are not allowed: name the object each time");
    if (
      tsc.isBinaryExpression(node) &&
      node.operatorToken.kind === tsc.SyntaxKind.LessThanToken &&
      text.startsWith('<!--', node.operatorToken.getStart(file))
    )
      return at(
        file,
        node.operatorToken.getStart(file),
        "'<!--' is read as a comment by the compiler but not by TypeScript: put spaces between '<', '!' and '--'",
      );
    tsc.forEachChild(node, (child) => {
      pending.push([child, depth + 1]);
    });
  }
  return undefined;
}

/** The first syntax problem of a parsed file: a parse diagnostic (grammar errors included) or a construct above. */
export function syntaxProblemIn(file: ts.SourceFile): SyntaxProblem | undefined {
  const tsc = compiler();
  const diagnostics = (file as unknown as { parseDiagnostics?: ts.DiagnosticWithLocation[] }).parseDiagnostics ?? [];
  const first = [...diagnostics].sort((a, b) => a.start - b.start)[0];
  if (first) return at(file, first.start, tsc.flattenDiagnosticMessageText(first.messageText, ' '));
  return readDifferently(tsc, file);
}

/** The first syntax problem of a student's TypeScript source, or none when it may run. */
export function syntaxProblem(text: string, name: string): SyntaxProblem | undefined {
  return readStudentFile(text, name).problem;
}

/**
 * A student's TypeScript source as one parse reads it for the compiler: its first syntax problem (none: it may run)
 * and the module paths it writes (modulePaths.ts), the only ones it may load.
 */
export function readStudentFile(text: string, name: string): { problem?: SyntaxProblem; paths: string[] } {
  const tsc = compiler();
  const file = tsc.createSourceFile(name, text, tsc.ScriptTarget.ES2022, true, tsc.ScriptKind.TS);
  const problem = syntaxProblemIn(file);
  return problem ? { problem, paths: [] } : { paths: modulePathsIn(file) };
}

/** As a load error says it: `<name>:<line>:<column>: syntax error: <message>`. */
export function describeSyntaxProblem(name: string, problem: SyntaxProblem): string {
  return `${name}:${problem.line}:${problem.column}: syntax error: ${problem.message}`;
}
