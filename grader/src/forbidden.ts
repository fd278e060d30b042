import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { helperFiles } from './helperFiles.ts';
import type { KitPaths } from './kit.ts';
import type { Manifest } from './manifest.ts';
import { isProvided } from './providedFiles.ts';
import { hostFor } from './typecheck.ts';

/** One use of an API the activity forbids (the Monte Carlo and Klondike no-collections rules). */
export interface ForbiddenUse {
  file: string;
  line: number;
  column: number;
  api: string;
  why: string;
}

type Rule = NonNullable<Manifest['forbidden']>[number];

function inTypePosition(node: ts.Node): boolean {
  for (let up = node.parent; up; up = up.parent) {
    if (up.kind >= ts.SyntaxKind.FirstTypeNode && up.kind <= ts.SyntaxKind.LastTypeNode) return true;
    if (ts.isTypeAliasDeclaration(up) || ts.isInterfaceDeclaration(up)) return true;
  }
  return false;
}

/** A global such as `Map` used as a value (`new Map()`, `Map.groupBy`, `instanceof Map`), not a property or a type. */
function usesGlobal(node: ts.Node, name: string): boolean {
  if (!ts.isIdentifier(node) || node.text !== name) return false;
  const parent = node.parent;
  if (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node)
  )
    return false;
  if (
    (ts.isVariableDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isImportSpecifier(parent) ||
      ts.isClassDeclaration(parent)) &&
    parent.name === node
  )
    return false;
  if ((ts.isMethodDeclaration(parent) || ts.isPropertyDeclaration(parent)) && parent.name === node) return false;
  return !inTypePosition(node);
}

/** A method or property reached by that name: `xs.push(…)`, `xs['push']`. */
function usesMember(node: ts.Node, name: string): boolean {
  if (ts.isPropertyAccessExpression(node)) return node.name.text === name;
  if (ts.isElementAccessExpression(node))
    return ts.isStringLiteralLike(node.argumentExpression) && node.argumentExpression.text === name;
  return false;
}

function matches(node: ts.Node, api: string): boolean {
  if (api === 'array-literal') return ts.isArrayLiteralExpression(node);
  if (api === 'array') return false;
  if (api.startsWith('.')) return usesMember(node, api.slice(1));
  return usesGlobal(node, api);
}

/**
 * Whether the parser had to recover: a file that does not parse does not load (it costs its stage's points on its
 * own), and the nodes of a recovery are not the student's code (a generator method read as an array literal).
 */
function unparsed(file: ts.SourceFile): boolean {
  return ((file as unknown as { parseDiagnostics?: unknown[] }).parseDiagnostics?.length ?? 0) > 0;
}

/** Finds every forbidden use in one file's source; `shownAs` is how the file is named in the report. */
export function findForbidden(source: string, shownAs: string, rules: Rule[]): ForbiddenUse[] {
  if (rules.length === 0) return [];
  const file = ts.createSourceFile(shownAs, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  if (unparsed(file)) return [];
  const found: ForbiddenUse[] = [];
  const visit = (node: ts.Node) => {
    for (const rule of rules) {
      if (!matches(node, rule.api)) continue;
      const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push({ file: shownAs, line: line + 1, column: character + 1, api: rule.api, why: rule.why });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const TYPED_ARRAYS = /^(Int8|Uint8|Uint8Clamped|Int16|Uint16|Int32|Uint32|Float32|Float64|BigInt64|BigUint64)Array$/;

function declaredInProvidedCode(node: ts.Node, checker: ts.TypeChecker, kit: KitPaths | undefined): boolean {
  if (!kit || (!ts.isIdentifier(node) && !ts.isPropertyAccessExpression(node))) return false;
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.[0];
  // Reading the kit's constants (the suits, the ranks) is not keeping cards in an array.
  return declaration !== undefined && isProvided(kit, declaration.getSourceFile().fileName);
}

/**
 * The `array` rule, on types rather than syntax: every expression whose type is an array, a tuple or a typed array
 * (`''.split('')`, `Object.keys(x)`, `Array.from(x)`, a helper that returns one…), and every element access on a
 * value of type `any` (an array smuggled through `JSON.parse` or a cast). The files are compiled together with what
 * they import from the submission, so a helper module cannot hide an array's type.
 */
function arrayUses(paths: string[], shownFrom: string, rule: Rule, kit?: KitPaths): ForbiddenUse[] {
  if (paths.length === 0) return [];
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    strict: true,
    lib: ['lib.es2022.d.ts'],
    types: [],
  };
  const host = hostFor(options);
  // A provided file the submission does not hold is typed from the kit's copy, as it runs: an array made from a
  // provided constant is an array all the same.
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => {
      const result = ts.resolveModuleName(literal.text, containingFile, options, host);
      if (result.resolvedModule || !kit || !literal.text.startsWith('.')) return result;
      const relative = path
        .relative(shownFrom, path.resolve(path.dirname(containingFile), literal.text))
        .split(path.sep)
        .join('/');
      const kitCopy = path.join(kit.activities, relative);
      return isProvided(kit, kitCopy)
        ? { resolvedModule: { resolvedFileName: kitCopy, extension: ts.Extension.Ts, isExternalLibraryImport: false } }
        : result;
    });
  const program = ts.createProgram({ rootNames: paths, options, host });
  const checker = program.getTypeChecker();
  const found: ForbiddenUse[] = [];
  const parsed = paths.map((p) => program.getSourceFile(p)).filter((f): f is ts.SourceFile => Boolean(f));
  for (const file of parsed.filter((f) => !unparsed(f))) {
    const shownAs = path.relative(shownFrom, file.fileName).split(path.sep).join('/');
    const lines = new Set<number>();
    const report = (node: ts.Node) => {
      const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
      if (lines.has(line)) return;
      lines.add(line);
      found.push({ file: shownAs, line: line + 1, column: character + 1, api: rule.api, why: rule.why });
    };
    const visit = (node: ts.Node): void => {
      // The name a declaration gives (`const parts = […]`) is not where the array is made: its value is reported.
      const declared = ts.isIdentifier(node) && (node.parent as { name?: ts.Node } | undefined)?.name === node;
      if (ts.isExpression(node) && !declared && !inTypePosition(node) && !declaredInProvidedCode(node, checker, kit)) {
        const type = checker.getTypeAtLocation(node);
        const name = type.getSymbol()?.getName() ?? '';
        if (checker.isArrayLikeType(type) && !(type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Never))) report(node);
        else if (TYPED_ARRAYS.test(name)) report(node);
        else if (
          ts.isElementAccessExpression(node) &&
          checker.getTypeAtLocation(node.expression).flags & ts.TypeFlags.Any
        )
          report(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/**
 * The activity's forbidden APIs, checked statically in the given subject files (name → path) and in the student's
 * own modules they import (helperFiles.ts): a rule covers a helper as it covers the files that import it. A file that
 * cannot be read is skipped: a missing file is reported elsewhere.
 */
export function checkForbidden(
  manifest: Manifest,
  subjects: Record<string, string>,
  shownFrom: string,
  kit?: KitPaths,
): ForbiddenUse[] {
  const provided = (file: string) => (kit ? isProvided(kit, file) : false);
  // The files each rule covers; rules naming the same subject files (all of them, in every lab) share one search.
  const covered = new Map<string, string[]>();
  const ruled = (rule: Rule) => {
    const own = Object.entries(subjects)
      .filter(([name, file]) => (!rule.files || rule.files.includes(name)) && existsSync(file))
      .map(([, file]) => file);
    const key = own.join('\0');
    if (!covered.has(key)) covered.set(key, [...own, ...helperFiles(own, shownFrom, provided)]);
    return covered.get(key)!;
  };
  const rules = manifest.forbidden ?? [];
  const typed = rules
    .filter((rule) => rule.api === 'array')
    .flatMap((rule) => arrayUses(ruled(rule), shownFrom, rule, kit));
  const byFile = new Map<string, Rule[]>();
  for (const rule of rules) for (const file of ruled(rule)) byFile.set(file, [...(byFile.get(file) ?? []), rule]);
  const syntactic = [...byFile].flatMap(([file, applicable]) => {
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      return [];
    }
    return findForbidden(source, path.relative(shownFrom, file).split(path.sep).join('/'), applicable);
  });
  // One use is one place, even where two rules see it (`Array.from` is both an array and a use of Array).
  const places = new Set<string>();
  return [...typed, ...syntactic]
    .filter(
      ({ file, line, column }) => !places.has(`${file}:${line}:${column}`) && places.add(`${file}:${line}:${column}`),
    )
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
