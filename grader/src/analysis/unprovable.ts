import ts from 'typescript';

/**
 * What a lab rule cannot see through, found on types: under a rule, code whose meaning the checker cannot pin down
 * is a finding of its own (the rule fails closed), since a forbidden API reached that way leaves no name to find.
 * Each kind is named by an `api` that ruleWords.ts puts into words.
 */
export type Unprovable = 'any' | 'unknown' | 'computed-name' | 'commonjs' | 'reflection' | 'declare';

// Node's module-scope names of CommonJS, and the globals that reach a value or a method by a name held in data.
const COMMONJS = new Set(['require', 'module', 'exports', '__filename', '__dirname']);
const REFLECTIVE = new Set(['Reflect', 'Proxy', 'globalThis', 'global', 'eval', 'Function']);
// Members of `Object` that read or change what an object is made of (its prototype, its properties by name).
const OBJECT_REFLECTION = new Set([
  'getOwnPropertyDescriptor',
  'getOwnPropertyDescriptors',
  'getOwnPropertyNames',
  'getOwnPropertySymbols',
  'getPrototypeOf',
  'setPrototypeOf',
  'defineProperty',
  'defineProperties',
]);

/** Whether a node is part of a type (which never runs), not of the code. */
export function inTypePosition(node: ts.Node): boolean {
  for (let up = node.parent; up; up = up.parent) {
    if (up.kind >= ts.SyntaxKind.FirstTypeNode && up.kind <= ts.SyntaxKind.LastTypeNode) return true;
    if (ts.isTypeAliasDeclaration(up) || ts.isInterfaceDeclaration(up)) return true;
    if (ts.isHeritageClause(up) && up.token === ts.SyntaxKind.ImplementsKeyword) return true;
  }
  return false;
}

/** An identifier that reads a value (`x` in `f(x)`), not one that names a declaration, a member or a label. */
function readsValue(node: ts.Identifier): boolean {
  const parent = node.parent;
  if ((parent as { name?: ts.Node }).name === node && !ts.isShorthandPropertyAssignment(parent)) return false;
  if (ts.isPropertyAccessExpression(parent)) return parent.expression === node;
  if (ts.isQualifiedName(parent) || ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent))
    return false;
  if (ts.isBindingElement(parent) || ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) return false;
  if (ts.isImportClause(parent) || ts.isNamespaceImport(parent)) return false;
  return true;
}

/** Whether a name means what the language or Node declares (not a declaration of the student's of that name). */
function declaredByLibrary(node: ts.Node, checker: ts.TypeChecker, program: ts.Program): boolean {
  const declarations = checker.getSymbolAtLocation(node)?.declarations;
  if (!declarations || declarations.length === 0) return true;
  return declarations.every(
    (d) => d.getSourceFile().isDeclarationFile || program.isSourceFileDefaultLibrary(d.getSourceFile()),
  );
}

function isNumberKey(type: ts.Type): boolean {
  const keyed = ts.TypeFlags.NumberLike | ts.TypeFlags.BigIntLike | ts.TypeFlags.ESSymbolLike;
  return type.isUnion() ? type.types.every(isNumberKey) : (type.flags & keyed) !== 0;
}

/** Where `node` is used as an object (its members read, called, spread, cast to another type, iterated). */
function usedAsObject(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isParenthesizedExpression(parent) || ts.isNonNullExpression(parent)) return usedAsObject(parent);
  return (
    ((ts.isPropertyAccessExpression(parent) ||
      ts.isElementAccessExpression(parent) ||
      ts.isCallExpression(parent) ||
      ts.isNewExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isTypeAssertionExpression(parent) ||
      ts.isSatisfiesExpression(parent)) &&
      parent.expression === node) ||
    (ts.isTaggedTemplateExpression(parent) && parent.tag === node) ||
    ts.isSpreadElement(parent) ||
    ts.isSpreadAssignment(parent) ||
    (ts.isForOfStatement(parent) && parent.expression === node) ||
    (ts.isVariableDeclaration(parent) && parent.initializer === node && !ts.isIdentifier(parent.name))
  );
}

function typeKind(node: ts.Node, checker: ts.TypeChecker): Unprovable | undefined {
  // A literal has its own type; the one literal typed `any` is an import's path, which is no value. What a `yield`
  // gives back is typed `any` in every generator: where it is used, the uses are checked.
  // A private name (`#kind in other`, a brand check) is no value: the checker gives it no type of its own.
  if (!ts.isExpression(node) || ts.isLiteralExpression(node) || ts.isYieldExpression(node)) return undefined;
  if (ts.isPrivateIdentifier(node)) return undefined;
  if (ts.isIdentifier(node) && !readsValue(node)) return undefined;
  const flags = checker.getTypeAtLocation(node).flags;
  if (flags & ts.TypeFlags.Any) return 'any';
  if (flags & ts.TypeFlags.Unknown && usedAsObject(node)) return 'unknown';
  return undefined;
}

/** The one kind of `node` that the rule cannot see through, if any (its children are asked on their own). */
export function unprovable(node: ts.Node, checker: ts.TypeChecker, program: ts.Program): Unprovable | undefined {
  if (ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword))
    return 'declare';
  if (ts.isModuleDeclaration(node) && node.flags & ts.NodeFlags.GlobalAugmentation) return 'declare';
  if (ts.isImportEqualsDeclaration(node) || (ts.isExportAssignment(node) && node.isExportEquals)) return 'commonjs';
  if (ts.isIdentifier(node) && readsValue(node) && declaredByLibrary(node, checker, program)) {
    if (COMMONJS.has(node.text)) return 'commonjs';
    if (REFLECTIVE.has(node.text)) return 'reflection';
  }
  if (ts.isPropertyAccessExpression(node)) {
    const name = node.name.text;
    if (name === 'prototype' || name === '__proto__') return 'reflection';
    if (
      OBJECT_REFLECTION.has(name) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Object' &&
      declaredByLibrary(node.expression, checker, program)
    )
      return 'reflection';
  }
  if (ts.isElementAccessExpression(node) && !ts.isLiteralExpression(node.argumentExpression)) {
    if (!isNumberKey(checker.getTypeAtLocation(node.argumentExpression))) return 'computed-name';
  }
  if (ts.isComputedPropertyName(node) && ts.isBindingElement(node.parent)) {
    if (!ts.isLiteralExpression(node.expression) && !isNumberKey(checker.getTypeAtLocation(node.expression)))
      return 'computed-name';
  }
  return typeKind(node, checker);
}
