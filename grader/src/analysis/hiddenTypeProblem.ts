import ts from 'typescript';
import type { StubDeclarations } from './stubDeclarations.ts';

/**
 * A type problem the checker found in a file students never see (a hidden suite, a reference), told in the
 * student's terms. Its message is built from two sources only: the student's own declarations (names and type text
 * as they wrote them) and the stub's declarations (public); never from the diagnostic's text, its related
 * information or any node of the hidden file, so no input, expected value, name or count of the hidden file can be
 * quoted, whatever types the student's code declares. The diagnostic is used only for where it points (to find the
 * student's declaration it is about) and its code (to tell a wrong number of arguments).
 */
export interface HiddenTypeProblem {
  /** The student's declaration the problem is about, or undefined where none was found. */
  file?: ts.SourceFile;
  position: number;
  message: string;
}

export interface HiddenContext {
  checker: ts.TypeChecker;
  /** Whether a file is the student's own (its declarations may be named and quoted). */
  isStudent(file: string): boolean;
  /** The stub of a student's file, if it has one. */
  stubOf(file: string): StubDeclarations | undefined;
}

const PREFIX = 'your code does not match the API the grader uses: ';
/** "Expected n arguments", "No overload expects n arguments" and their kin. */
const ARITY = new Set([2554, 2555, 2556, 2557, 2575]);

type Target =
  | { kind: 'parameter'; callee: ts.Declaration; index: number }
  | { kind: 'arity' | 'use'; callee: ts.Declaration }
  | { kind: 'missing'; owner: ts.Declaration; name: string }
  | { kind: 'export'; file: ts.SourceFile; name: string };

/** The innermost node of `file` that holds `position`. */
function nodeAt(file: ts.SourceFile, position: number): ts.Node {
  let node: ts.Node = file;
  for (;;) {
    const inner: ts.Node | undefined = ts.forEachChild(node, (child) =>
      child.getStart(file) <= position && position < child.getEnd() ? child : undefined,
    );
    if (!inner) return node;
    node = inner;
  }
}

function symbolOf(checker: ts.TypeChecker, node: ts.Node): ts.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(node);
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The first declaration of a symbol, where it is the student's: one place per member, whichever overload. */
function studentDeclaration(ctx: HiddenContext, symbol: ts.Symbol | undefined): ts.Declaration | undefined {
  const first = symbol?.declarations?.[0];
  return first && ctx.isStudent(first.getSourceFile().fileName) ? first : undefined;
}

/** The declarations beside one (a class's members, a file's statements) with its kind and name: its overloads. */
function overloads(declaration: ts.Declaration): ts.Declaration[] {
  const { parent } = declaration;
  const siblings: readonly ts.Node[] =
    ts.isClassLike(parent) || ts.isInterfaceDeclaration(parent)
      ? parent.members
      : ts.isSourceFile(parent)
        ? parent.statements
        : [declaration];
  const name = memberName(declaration);
  return siblings.filter(
    (node): node is ts.Declaration => node.kind === declaration.kind && memberName(node as ts.Declaration) === name,
  );
}

/** The student's declaration a call or `new` resolves to: the member's first declaration, or its class. */
function calleeOf(ctx: HiddenContext, call: ts.CallExpression | ts.NewExpression): ts.Declaration | undefined {
  const declaration = ctx.checker.getResolvedSignature(call)?.declaration;
  if (declaration && !ts.isJSDocSignature(declaration) && ctx.isStudent(declaration.getSourceFile().fileName)) {
    return overloads(declaration)[0] ?? declaration;
  }
  const callee = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression;
  const found = studentDeclaration(ctx, symbolOf(ctx.checker, callee));
  // `new` of a class that declares a constructor is about that constructor, however the checker resolved it.
  const constructor = found && ts.isClassLike(found) ? found.members.find(ts.isConstructorDeclaration) : undefined;
  return constructor ?? found;
}

function comparison(node: ts.BinaryExpression): boolean {
  const { kind } = node.operatorToken;
  return (
    kind === ts.SyntaxKind.EqualsEqualsEqualsToken ||
    kind === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
    kind === ts.SyntaxKind.EqualsEqualsToken ||
    kind === ts.SyntaxKind.ExclamationEqualsToken
  );
}

/** Whether some declaration of the callee takes as many arguments as the call passes. */
function takesArguments(callee: ts.Declaration, count: number): boolean {
  return overloads(callee).some((declaration) => {
    if (!ts.isFunctionLike(declaration)) return true;
    const { parameters } = declaration;
    const rest = parameters.some((parameter) => parameter.dotDotDotToken);
    const required = parameters.filter((p) => !p.questionToken && !p.initializer && !p.dotDotDotToken).length;
    return count >= required && (rest || count <= parameters.length);
  });
}

/**
 * What one ancestor of the place says the problem is about, `child` being the ancestor below it (the node itself
 * where the diagnostic points at it whole).
 */
function targetAt(ctx: HiddenContext, code: number, node: ts.Node, child: ts.Node): Target | undefined {
  const { checker } = ctx;
  if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
    // A whole call pointed at is a value passed to or used by what is around it, unless its own arguments are
    // too many or too few.
    if (child === node && !ARITY.has(code)) return undefined;
    const callee = calleeOf(ctx, node);
    if (!callee) return undefined;
    if (ARITY.has(code)) {
      const count = node.arguments?.length ?? 0;
      return takesArguments(callee, count) ? undefined : { kind: 'arity', callee };
    }
    const index = node.arguments?.indexOf(child as ts.Expression) ?? -1;
    return index >= 0 ? { kind: 'parameter', callee, index } : { kind: 'use', callee };
  }
  const access = ts.isPropertyAccessExpression(node)
    ? { left: node.expression, name: node.name }
    : ts.isQualifiedName(node)
      ? { left: node.left, name: node.right }
      : undefined;
  if (access && child === access.name) {
    const member = studentDeclaration(ctx, symbolOf(checker, access.name));
    if (member) return ARITY.has(code) ? undefined : { kind: 'use', callee: member };
    const { left } = access;
    const owner = studentDeclaration(ctx, checker.getTypeAtLocation(left).getSymbol() ?? symbolOf(checker, left));
    return owner ? { kind: 'missing', owner, name: access.name.text } : undefined;
  }
  if (ts.isImportSpecifier(node) || ts.isImportClause(node)) {
    const declaration = ts.isImportSpecifier(node) ? node.parent.parent.parent : node.parent;
    const module = checker.getSymbolAtLocation(declaration.moduleSpecifier)?.valueDeclaration;
    const imported = ts.isImportSpecifier(node) ? (node.propertyName ?? node.name).getText() : 'default';
    return module && ts.isSourceFile(module) && ctx.isStudent(module.fileName)
      ? { kind: 'export', file: module, name: imported }
      : undefined;
  }
  if (ts.isBinaryExpression(node) && comparison(node)) {
    for (const side of [node.left, node.right]) {
      const inner = ts.isCallExpression(side) ? side.expression : side;
      const name = ts.isPropertyAccessExpression(inner) ? inner.name : inner;
      const member = studentDeclaration(ctx, symbolOf(checker, name));
      if (member) return { kind: 'use', callee: member };
    }
  }
  // The class named by `new` is left to the `new` around it: the problem is its constructor's.
  const constructed = ts.isNewExpression(node.parent) && node.parent.expression === node;
  if ((ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) && !constructed) {
    const declaration = studentDeclaration(ctx, symbolOf(checker, node));
    if (declaration) return { kind: 'use', callee: declaration };
  }
  return undefined;
}

/** The first name within [start, end) of `root` that stands for a declaration of the student's. */
function firstStudentName(ctx: HiddenContext, root: ts.Node, start: number, end: number): Target | undefined {
  let found: Target | undefined;
  const visit = (node: ts.Node): void => {
    if (found || node.getEnd() <= start || node.getStart() >= end) return;
    if (ts.isIdentifier(node)) {
      const declaration = studentDeclaration(ctx, symbolOf(ctx.checker, node));
      if (declaration) found = { kind: 'use', callee: declaration };
    }
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

/** The student's declaration a diagnostic in a hidden file is about, looking outward from where it points. */
function targetOf(ctx: HiddenContext, diagnostic: ts.Diagnostic & { file: ts.SourceFile }): Target | undefined {
  const start = diagnostic.start ?? 0;
  let child = nodeAt(diagnostic.file, start);
  let statement: ts.Node = child;
  for (let node: ts.Node | undefined = child; node && !ts.isSourceFile(node); child = node, node = node.parent) {
    const target = targetAt(ctx, diagnostic.code, node, child);
    if (target) return target;
    if (ts.isStatement(node) || ts.isClassElement(node)) statement = node;
  }
  const end = start + (diagnostic.length ?? 0);
  return firstStudentName(ctx, statement, start, end) ?? firstStudentName(ctx, statement, 0, Infinity);
}

const quoted = (text: string) => `\`${text.replace(/\s+/g, ' ')}\``;

/** The class or interface a member belongs to, by the student's name for it. */
function ownerName(declaration: ts.Declaration): string | undefined {
  const parent = declaration.parent;
  return (ts.isClassLike(parent) || ts.isInterfaceDeclaration(parent)) && parent.name ? parent.name.text : undefined;
}

function memberName(declaration: ts.Declaration): string {
  if (ts.isConstructorDeclaration(declaration)) return 'constructor';
  const name = ts.getNameOfDeclaration(declaration);
  return name ? name.getText() : 'default';
}

/** `Card`'s constructor, `Card.matches`, `shuffle`: a declaration of the student's, by their names. */
function described(declaration: ts.Declaration): string {
  if (ts.isClassLike(declaration)) return `${quoted(declaration.name?.text ?? 'your class')}'s constructor`;
  const owner = ownerName(declaration);
  if (ts.isConstructorDeclaration(declaration)) return `${quoted(owner ?? 'your class')}'s constructor`;
  return quoted(owner ? `${owner}.${memberName(declaration)}` : memberName(declaration));
}

/** What the stub declares for a student's member: the thing to compare it with. */
function stubMember(ctx: HiddenContext, declaration: ts.Declaration): string | undefined {
  const stub = ctx.stubOf(declaration.getSourceFile().fileName);
  if (ts.isClassLike(declaration)) return declaration.name && stub?.member(declaration.name.text, 'constructor');
  const owner = ownerName(declaration);
  return owner ? stub?.member(owner, memberName(declaration)) : stub?.exported(memberName(declaration));
}

const compare = (stub: string | undefined) =>
  stub ? `: the stub declares ${quoted(stub)}` : ": compare it with the stub's declaration";

function message(ctx: HiddenContext, target: Target): { file: ts.SourceFile; position: number; message: string } {
  switch (target.kind) {
    case 'parameter': {
      const { callee, index } = target;
      const parameters = ts.isFunctionLike(callee) ? callee.parameters : undefined;
      const parameter = parameters?.[index] ?? (parameters?.at(-1)?.dotDotDotToken ? parameters.at(-1) : undefined);
      // Which overload the checker tried depends on the grader's arguments: an overloaded member is named whole.
      if (!parameter || overloads(callee).length > 1) return message(ctx, { kind: 'use', callee });
      const owner = ts.isClassLike(callee) ? callee.name?.text : ownerName(callee);
      const stub = owner
        ? ctx.stubOf(callee.getSourceFile().fileName)?.parameter(owner, memberName(callee), index)
        : undefined;
      const declared = parameter.type ? ` (declared ${quoted(parameter.type.getText())})` : '';
      const name = quoted(parameter.name.getText());
      return {
        file: callee.getSourceFile(),
        position: parameter.getStart(),
        message: `${described(callee)} does not accept what the grader's tests pass for ${name}${declared}${
          stub ? `: declare it as the stub does (${quoted(stub)})` : ": compare it with the stub's declaration"
        }`,
      };
    }
    case 'arity':
    case 'use': {
      const { callee } = target;
      const how =
        target.kind === 'arity'
          ? `call ${described(callee)} with a number of arguments its declaration does not take`
          : `use ${described(callee)} in a way its declaration does not allow`;
      const place = ts.getNameOfDeclaration(callee) ?? callee;
      return {
        file: callee.getSourceFile(),
        position: place.getStart(),
        message: `the grader's tests ${how}${compare(stubMember(ctx, callee))}`,
      };
    }
    case 'missing': {
      const { owner, name } = target;
      const ownerText = ts.getNameOfDeclaration(owner)?.getText() ?? 'your class';
      const stub = ctx.stubOf(owner.getSourceFile().fileName)?.member(ownerText, name);
      const place = ts.getNameOfDeclaration(owner) ?? owner;
      return {
        file: owner.getSourceFile(),
        position: place.getStart(),
        message: stub
          ? `the grader's tests use ${quoted(`${ownerText}.${name}`)}, which your ${quoted(ownerText)} does not have: the stub declares ${quoted(stub)}`
          : `the grader's tests use a member your ${quoted(ownerText)} does not have: compare it with the stub's declaration`,
      };
    }
    case 'export': {
      const { file, name } = target;
      const stub = ctx.stubOf(file.fileName)?.exported(name);
      const base = file.fileName.split(/[\\/]/).at(-1)!;
      return {
        file,
        position: 0,
        message: stub
          ? `the grader's tests import ${quoted(name)} from ${quoted(base)}, which does not export it: the stub declares ${quoted(stub)}`
          : `the grader's tests import something ${quoted(base)} does not export: compare its exports with the stub's`,
      };
    }
  }
}

/** The diagnostic of a hidden file, told at the student's declaration it is about (see HiddenTypeProblem). */
export function hiddenTypeProblem(ctx: HiddenContext, diagnostic: ts.Diagnostic): HiddenTypeProblem {
  const target = diagnostic.file ? targetOf(ctx, diagnostic as ts.Diagnostic & { file: ts.SourceFile }) : undefined;
  if (!target) {
    return {
      position: 0,
      message: `${PREFIX}the grader's tests use your code in a way its declarations do not allow: compare them with the stubs' declarations`,
    };
  }
  const placed = message(ctx, target);
  return { ...placed, message: `${PREFIX}${placed.message}` };
}
