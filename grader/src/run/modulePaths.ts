// The module paths a student's file writes, read by TypeScript's own parser: the one the type check and the lab rules
// read it with. Two readers had disagreed here. `ts.preProcessFile`, a token scanner, lost its place after a regular
// expression holding a quote or a backtick (`/`/`) and listed no import at all, nor `export * as ns from`; and esbuild
// works some paths out that the file does not write (`'./Sto' + 're.ts'`, a const enum's member, `path as string`,
// each arm of `c ? './A.ts' : './B.ts'`). Either way a helper ran that no lab rule read: a `Map` in Monte Carlo scored
// full marks. So the rules follow the paths listed here, and the compiler (compile.ts) refuses a module it would
// load by a path the file does not write as one string: what runs is what the rules read.
import type ts from 'typescript';
import { loadTypeScript } from '../kit/typescriptLoader.cjs';

/**
 * Every module path `file` writes as a string: imports and re-exports (type-only ones too), `import x = require`,
 * `require('…')` and `import('…')` calls, and a type's `import('…')`. A path worked out by an expression is not one.
 */
export function modulePathsIn(file: ts.SourceFile): string[] {
  // Loaded on first use, once (with its code cache): the grader's main thread loads it to compile a student's file.
  const tsc = loadTypeScript();
  const found: string[] = [];
  const add = (node: ts.Node | undefined) => {
    if (node && tsc.isStringLiteralLike(node)) found.push(node.text);
  };
  const pending: ts.Node[] = [file];
  // A loop rather than recursion: a file nested to the syntax verdict's limit must not overflow the stack here.
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (tsc.isImportDeclaration(node) || tsc.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (tsc.isExternalModuleReference(node)) add(node.expression);
    else if (tsc.isCallExpression(node) && loadsModule(tsc, node)) add(node.arguments[0]);
    else if (tsc.isImportTypeNode(node) && tsc.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    tsc.forEachChild(node, (child) => {
      pending.push(child);
    });
  }
  return found;
}

/** Whether `call` is `require(…)` or `import(…)`. */
function loadsModule(tsc: typeof ts, call: ts.CallExpression): boolean {
  const callee = call.expression;
  return callee.kind === tsc.SyntaxKind.ImportKeyword || (tsc.isIdentifier(callee) && callee.text === 'require');
}

/**
 * The module paths (modulePathsIn) and the `/// <reference path>`s of a file's text, parsed as `name` says (its
 * extension picks the grammar).
 */
export function moduleReferences(text: string, name: string): { imports: string[]; references: string[] } {
  const tsc = loadTypeScript();
  const file = tsc.createSourceFile(name, text, tsc.ScriptTarget.ES2022, false);
  return { imports: modulePathsIn(file), references: file.referencedFiles.map((reference) => reference.fileName) };
}
