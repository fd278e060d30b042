import path from 'node:path';
import ts from 'typescript';
import type { ForbiddenUse } from './forbiddenUse.ts';
import type { Binding } from '../kit/binding.ts';
import type { KitPaths } from '../kit/kit.ts';
import type { Manifest } from '../kit/manifest.ts';
import { isProvided } from '../kit/providedFiles.ts';
import { ruleProgram } from './ruleProgram.ts';
import { UNPROVABLE_INSTEAD } from './ruleWords.ts';
import { syntaxProblemIn } from '../run/syntaxVerdict.ts';
import { inTypePosition, unprovable } from './unprovable.ts';

type Rule = NonNullable<Manifest['forbidden']>[number];

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
 * (`''.split('')`, `Object.keys(x)`, `Array.from(x)`, a helper that returns one…), and every element read from a
 * value of type `any`.
 */
function isArrayUse(node: ts.Node, checker: ts.TypeChecker, kit: KitPaths | undefined): boolean {
  // The name a declaration gives (`const parts = […]`) is not where the array is made: its value is reported.
  const declared = ts.isIdentifier(node) && (node.parent as { name?: ts.Node } | undefined)?.name === node;
  if (!ts.isExpression(node) || declared || declaredInProvidedCode(node, checker, kit)) return false;
  // An element read from a value of type `any` is the array rule's too: an array smuggled through `JSON.parse`.
  if (ts.isElementAccessExpression(node) && checker.getTypeAtLocation(node.expression).flags & ts.TypeFlags.Any)
    return true;
  const type = checker.getTypeAtLocation(node);
  if (checker.isArrayLikeType(type) && !(type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Never))) return true;
  return TYPED_ARRAYS.test(type.getSymbol()?.getName() ?? '');
}

/**
 * The checker, with each node's type computed once: the array rule and unprovable.ts ask for the type of the same
 * expressions, and the checker computes an expression's type anew each time (a tenth of the rules' time).
 */
function typesOnce(checker: ts.TypeChecker): ts.TypeChecker {
  const types = new Map<ts.Node, ts.Type>();
  const getTypeAtLocation = (node: ts.Node): ts.Type => {
    let type = types.get(node);
    if (!type) types.set(node, (type = checker.getTypeAtLocation(node)));
    return type;
  };
  return Object.create(checker, { getTypeAtLocation: { value: getTypeAtLocation } }) as ts.TypeChecker;
}

const CONSTRUCT_LENGTH = 48;

/** The code of a finding as one short line (`line.split(',')`), cut in the middle of a long one. */
function constructText(node: ts.Node, file: ts.SourceFile): string {
  const text = node.getText(file).replace(/\s+/g, ' ');
  if (text.length <= CONSTRUCT_LENGTH) return text;
  const half = CONSTRUCT_LENGTH / 2 - 1;
  return `${text.slice(0, half)}…${text.slice(-half)}`;
}

/**
 * The checks that need types, in the files a lab's rules cover, compiled together with what they import as it runs
 * under `binding` (ruleProgram.ts), so that a helper module cannot hide a type:
 * - the `array` rule, where a rule names it;
 * - under any rule, what the checker cannot see through (unprovable.ts): a value of type `any`, a member reached by
 *   a computed name, CommonJS, reflection, ambient declarations. The rule fails closed: what cannot be shown to
 *   keep it breaks it.
 * One finding a line: the first, unless a later one names the construct more precisely than its type.
 */
export function typedUses(
  paths: string[],
  shownFrom: string,
  rulesOf: (file: string) => Rule[],
  binding?: Binding,
): ForbiddenUse[] {
  if (paths.length === 0) return [];
  const kit = binding?.kit;
  const program = ruleProgram(paths, shownFrom, binding);
  const checker = typesOnce(program.getTypeChecker());
  const found: ForbiddenUse[] = [];
  for (const name of paths) {
    const file = program.getSourceFile(name);
    if (!file) continue;
    const arrayRule = rulesOf(name).find((rule) => rule.api === 'array');
    const shownAs = path.relative(shownFrom, file.fileName).split(path.sep).join('/');
    const place = (offset: number) => {
      const { line, character } = file.getLineAndCharacterOfPosition(offset);
      return { file: shownAs, line: line + 1, column: character + 1 };
    };
    // A file the parser rejects does not run (syntaxVerdict.ts): its load error is its one message.
    if (syntaxProblemIn(file)) continue;
    const byLine = new Map<number, ForbiddenUse>();
    const report = (node: ts.Node, api: string, why: string, construct?: string) => {
      const use = { ...place(node.getStart(file)), api, why, ...(construct ? { construct } : {}) };
      const known = byLine.get(use.line);
      if (!known || ((known.api === 'any' || known.api === 'unknown') && api !== 'any' && api !== 'unknown'))
        byLine.set(use.line, use);
    };
    const visit = (node: ts.Node): void => {
      if (inTypePosition(node)) return;
      if (arrayRule && isArrayUse(node, checker, kit))
        report(node, arrayRule.api, arrayRule.why, constructText(node, file));
      const kind = unprovable(node, checker, program);
      if (kind && !declaredInProvidedCode(node, checker, kit)) report(node, kind, UNPROVABLE_INSTEAD[kind]);
      ts.forEachChild(node, visit);
    };
    visit(file);
    found.push(...byLine.values());
  }
  return found;
}
