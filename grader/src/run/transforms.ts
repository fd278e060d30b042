import MagicString from 'magic-string';
import { GUARD, LOCK, SAFE_GLOBALS, SPECIFIER } from './names.ts';
import { importPolicyError } from './policy.ts';

/**
 * Source transforms applied by the runner to the JavaScript a module compiles to:
 * - graded code (a student's files) gets a guard at the top of every loop body, and its view of the global scope
 *   is cut down to the language's own built-ins: every other global it names (`globalThis`, `process`, the test
 *   framework's `__vitest_worker__`, `Atomics`, `WebAssembly`…) is shadowed by a local `undefined`;
 * - kit code (references, provided files, buggy implementations) gets its exported classes locked, so graded code
 *   cannot redefine `Symbol.hasInstance` on them or patch the methods the hidden tests rely on.
 */

const RESERVED_PREFIX = '__cardlab';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}


// Words a `let` cannot declare in strict code, and names the module wrapper gives every module.
const NOT_DECLARABLE = new Set([
  ...['eval', 'arguments', 'await', 'yield', 'let', 'static', 'implements', 'interface', 'package', 'private', 'protected', 'public'],
  ...['break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export', 'extends'],
  ...['false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'null', 'return', 'super', 'switch', 'this'],
  ...['throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with'],
]);
const isWrapperName = (name: string) => name.startsWith('__vite_ssr_') || name === 'import';

/** Visits every node without recursion (a 2,000-deep expression must not overflow the grader's stack). */
function walk(root: unknown, visit: (node: Node, parent: Node | undefined) => void): void {
  const stack: [unknown, Node | undefined][] = [[root, undefined]];
  while (stack.length > 0) {
    const [value, parent] = stack.pop()!;
    if (!value || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], parent]);
      continue;
    }
    const node = value as Node;
    const isNode = typeof node.type === 'string';
    if (isNode) visit(node, parent);
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'type' && child && typeof child === 'object') stack.push([child, isNode ? node : parent]);
    }
  }
}

/** Identifiers in reference position: not a property name after a dot, an object key, a method name or a label. */
function isReference(node: Node, parent: Node | undefined): boolean {
  if (!parent) return true;
  if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) return false;
  if ((parent.type === 'Property' || parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') && parent.key === node && !parent.computed) return parent.type === 'Property' && parent.shorthand === true;
  if (parent.type === 'LabeledStatement' || parent.type === 'BreakStatement' || parent.type === 'ContinueStatement') return false;
  if (parent.type === 'ImportSpecifier' || parent.type === 'MetaProperty') return false;
  return true;
}

function bindingNames(pattern: unknown, into: Set<string>): void {
  walk(pattern, (node, parent) => {
    if (node.type === 'Identifier' && !(parent?.type === 'Property' && parent.key === node && !parent.shorthand) && !(parent?.type === 'AssignmentPattern' && parent.right === node)) into.add(node.name as string);
  });
}

/** Names the module declares at its top level (a shadow of the same name would clash with them). */
function topLevelNames(program: Node): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as Node[]) {
    const declaration = (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement) as Node | null;
    if (!declaration) continue;
    if (declaration.type === 'VariableDeclaration') for (const d of declaration.declarations as Node[]) bindingNames(d.id, names);
    else if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) names.add((declaration.id as Node).name as string);
    if (statement.type === 'ImportDeclaration') for (const s of statement.specifiers as Node[]) names.add((s.local as Node).name as string);
  }
  return names;
}

const GUARD_CALL = `${GUARD}();`;
const IMPORTS = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression']);
const LOOPS = new Set(['WhileStatement', 'DoWhileStatement', 'ForStatement', 'ForInStatement', 'ForOfStatement']);

/** Graded code the grader will not run: a reserved name, an import the policy refuses; where, as an offset. */
export class RefusedCodeError extends Error {
  constructor(
    message: string,
    readonly position?: number,
  ) {
    super(message);
  }
}

/** Guards the loops of graded code and shadows the globals it must not reach. */
export function confineGradedCode(code: string, parse: (code: string) => unknown, testFile = false): { code: string; map: ReturnType<MagicString['generateMap']> } {
  const program = parse(code) as Node;
  const edited = new MagicString(code);
  const named = new Set<string>();
  walk(program, (node, parent) => {
    if (node.type === 'Identifier' && isReference(node, parent)) {
      const name = node.name as string;
      if (name.startsWith(RESERVED_PREFIX)) throw new RefusedCodeError(`names starting with ${RESERVED_PREFIX} are reserved for the grader (found ${name})`, node.start);
      named.add(name);
    }
    const source = node.source as Node | undefined;
    if (IMPORTS.has(node.type) && source) {
      // Node's built-ins never reach the resolver: the policy is applied here, and at run time for computed paths.
      if (source.type === 'Literal') {
        const refusal = importPolicyError(source.value, testFile);
        if (refusal) throw new RefusedCodeError(refusal, source.start);
      } else if (node.type === 'ImportExpression') {
        edited.appendLeft(source.start, `${SPECIFIER}(`);
        edited.appendRight(source.end, `, ${testFile})`);
      }
    }
    if (!LOOPS.has(node.type)) return;
    const body = node.body as Node;
    if (body.type === 'BlockStatement') edited.appendLeft(body.start + 1, GUARD_CALL);
    else {
      edited.appendLeft(body.start, `{${GUARD_CALL}`);
      edited.appendRight(body.end, '}');
    }
  });
  const declared = topLevelNames(program);
  const shadowed = [...named].filter((name) => !SAFE_GLOBALS.has(name) && !declared.has(name) && !NOT_DECLARABLE.has(name) && !isWrapperName(name));
  // Always shadowed, named or not: the ways to the global object itself.
  for (const name of ['globalThis', 'global', 'self', 'process']) if (!declared.has(name) && !shadowed.includes(name)) shadowed.push(name);
  edited.prepend(`let ${shadowed.join(', ')};`);
  return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
}

/** Appends a lock of every class or function the module exports (kit code only). */
export function lockKitExports(code: string, parse: (code: string) => unknown): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const program = parse(code) as Node;
  const exported = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const declaration = statement.declaration as Node | null;
    if (declaration && (declaration.type === 'ClassDeclaration' || declaration.type === 'FunctionDeclaration') && declaration.id) exported.add((declaration.id as Node).name as string);
    if (!statement.source) for (const s of (statement.specifiers as Node[]) ?? []) exported.add((s.local as Node).name as string);
  }
  if (exported.size === 0) return null;
  const edited = new MagicString(code);
  edited.append(`\n${[...exported].map((name) => `${LOCK}(${name});`).join('')}\n`);
  return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
}
