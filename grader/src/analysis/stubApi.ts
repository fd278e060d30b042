// What a student's file changed of the API its stub declares: the members and signatures the grader's tests call.
// Compared on the two files' syntax alone (no program, no types from elsewhere), so that it is the same in the
// repository and in a student kit, where the hidden suites are not: a renamed, missing or re-shaped member, a
// constructor or method that takes other arguments, a value the file no longer exports. Only what changes how the
// grader's calls run is told: names, kinds (method, property, getter), static or not, how many arguments, and a
// parameter's or result's primitive type; a type written another way (`Card[]`, `readonly Card[]`) is left alone.
import ts from 'typescript';
import { declarationHead } from './stubDeclarations.ts';

/** One difference, placed in the student's file (0-based offset), with the stub's declaration it departs from. */
export interface ApiDifference {
  position: number;
  message: string;
}

type Member = ts.ClassElement | ts.TypeElement;
type Shape = 'method' | 'property' | 'accessor';

const PREFIX = 'not the API the grader uses: ';
const PRIMITIVE = new Set(['string', 'number', 'boolean', 'bigint', 'symbol', 'void', 'undefined', 'null']);
const LONGEST = 120;

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === kind);

function nameOf(node: ts.Node): string | undefined {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const name = (node as { name?: ts.Node }).name;
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

function shapeOf(member: Member): Shape {
  if (ts.isMethodDeclaration(member) || ts.isMethodSignature(member)) return 'method';
  if (ts.isGetAccessor(member) || ts.isSetAccessor(member)) return 'accessor';
  return 'property';
}

/** The public and protected members of a class or interface, by name and whether static (private ones are its own). */
function membersOf(owner: ts.ClassLikeDeclaration | ts.InterfaceDeclaration): Map<string, Member[]> {
  const members = new Map<string, Member[]>();
  for (const member of owner.members as ts.NodeArray<Member>) {
    const name = nameOf(member);
    if (!name || hasModifier(member, ts.SyntaxKind.PrivateKeyword) || ts.isIndexSignatureDeclaration(member)) continue;
    const key = `${hasModifier(member, ts.SyntaxKind.StaticKeyword) ? 'static ' : ''}${name}`;
    members.set(key, [...(members.get(key) ?? []), member]);
  }
  return members;
}

/** The parameters a member takes, or undefined where it is no function (a property, a getter). */
function parametersOf(member: ts.Node): readonly ts.ParameterDeclaration[] | undefined {
  if (ts.isGetAccessor(member) || ts.isSetAccessor(member)) return undefined;
  if (ts.isFunctionLike(member)) return member.parameters;
  const typed = ts.isPropertyDeclaration(member) || ts.isPropertySignature(member) || ts.isVariableDeclaration(member);
  if (!typed) return undefined;
  if (member.type && ts.isFunctionTypeNode(member.type)) return member.type.parameters;
  const value = ts.isPropertySignature(member) ? undefined : member.initializer;
  if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))) return value.parameters;
  return undefined;
}

/** How many arguments a parameter list needs and how many it takes (Infinity with a rest parameter). */
function arity(parameters: readonly ts.ParameterDeclaration[]): { needs: number; takes: number } {
  const rest = parameters.some((p) => p.dotDotDotToken);
  const needs = parameters.filter((p) => !p.questionToken && !p.initializer && !p.dotDotDotToken).length;
  return { needs, takes: rest ? Infinity : parameters.length };
}

const primitive = (type: ts.TypeNode | undefined) =>
  type && PRIMITIVE.has(type.getText()) ? type.getText() : undefined;

/**
 * Whether a student's class extends a base the syntax cannot see into (`class Card extends BaseCard`): a member it does
 * not declare may be inherited, so none is called missing.
 */
function extendsMore(owner: ts.Node): boolean {
  return (
    ts.isClassLike(owner) &&
    !!owner.heritageClauses?.some((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword && clause.types.length > 0)
  );
}

class Comparison {
  readonly differences: ApiDifference[] = [];

  constructor(private readonly stub: ts.SourceFile) {}

  /** The stub's declaration, with its line: the student's file has other lines by now. */
  declares(node: ts.Node, shown = declarationHead(node, LONGEST)): string {
    const line = this.stub.getLineAndCharacterOfPosition(node.getStart(this.stub)).line + 1;
    return `the stub declares \`${shown}\` (line ${line} of the stub)`;
  }

  add(at: ts.Node | undefined, message: string): void {
    this.differences.push({ position: at ? at.getStart() : 0, message: `${PREFIX}${message}` });
  }

  /** A function's or member's parameters and primitive types against the stub's. */
  signature(label: string, stubNode: ts.Node, studentNode: ts.Node): void {
    const want = parametersOf(stubNode);
    const got = parametersOf(studentNode);
    if (!want || !got) return;
    const [needed, taken] = [arity(want), arity(got)];
    const place = ts.getNameOfDeclaration(studentNode as ts.Declaration) ?? studentNode;
    if (taken.needs > needed.needs || taken.takes < needed.takes) {
      const takes = `(${got.map((p) => p.name.getText()).join(', ')})`;
      this.add(place, `${label} takes ${takes} here, but ${this.declares(stubNode)}: the grader's tests call it so`);
      return;
    }
    for (const [k, parameter] of want.entries()) {
      const [wanted, written] = [primitive(parameter.type), primitive(got[k]?.type)];
      if (wanted && written && wanted !== written) {
        const name = got[k]!.name.getText();
        this.add(got[k]!, `${label}'s parameter \`${name}\` is a ${written} here, but ${this.declares(stubNode)}`);
        return;
      }
    }
    const returns = (node: ts.Node) => (ts.isFunctionLike(node) ? primitive(node.type) : undefined);
    const [wantedResult, writtenResult] = [returns(stubNode), returns(studentNode)];
    if (wantedResult && writtenResult && wantedResult !== writtenResult)
      this.add(place, `${label} gives a ${writtenResult} here, but ${this.declares(stubNode)}`);
  }

  /** A member of the stub's class or interface against the student's. */
  member(
    owner: string,
    key: string,
    stubMember: Member,
    student: Map<string, Member[]>,
    studentOwner: ts.ClassDeclaration | ts.InterfaceDeclaration,
  ): void {
    const ownerName = studentOwner.name ?? studentOwner;
    const name = key.replace(/^static /, '');
    const label = name === 'constructor' ? `\`${owner}\`'s constructor` : `\`${owner}.${name}\``;
    const found = student.get(key)?.[0];
    if (!found) {
      const otherKey = key.startsWith('static ') ? name : `static ${name}`;
      const other = student.get(otherKey)?.[0];
      // Made private: the grader's tests cannot reach it (and TypeScript refuses their calls).
      const hidden = (studentOwner.members as ts.NodeArray<Member>).find(
        (member) => nameOf(member) === name && hasModifier(member, ts.SyntaxKind.PrivateKeyword),
      );
      if (hidden) {
        this.add(hidden, `${label} is private here, but ${this.declares(stubMember)}: the grader's tests call it`);
      } else if (other) {
        const which = key.startsWith('static ') ? 'belongs to each object' : 'is static';
        this.add(other, `${label} ${which} here, but ${this.declares(stubMember)}`);
      } else if (name === 'constructor') {
        // No constructor of its own: one that takes nothing, or its base class's.
        const wanted = parametersOf(stubMember);
        if (!extendsMore(studentOwner) && wanted && arity(wanted).needs > 0)
          this.add(ownerName, `${label} takes no arguments here, but ${this.declares(stubMember)}`);
      } else if (!extendsMore(studentOwner)) {
        this.add(
          ownerName,
          `${label} is missing (renamed or removed?): ${this.declares(stubMember)}, and the grader's tests use it by that name`,
        );
      }
      return;
    }
    const written = shapeOf(found);
    const callable = (member: Member) => parametersOf(member) !== undefined;
    const asMethod = callable(stubMember) && !callable(found);
    const asValue = !callable(stubMember) && written === 'method';
    if (asMethod || asValue) {
      const what = written === 'method' ? 'a method' : written === 'accessor' ? 'a getter' : 'a property';
      const use = asMethod ? `as \`${name}(…)\`` : `as \`${name}\`, without calling it`;
      this.add(found, `${label} is ${what} here, but ${this.declares(stubMember)}: the grader's tests use it ${use}`);
      return;
    }
    this.signature(label, stubMember, found);
  }
}

/**
 * The top-level declarations a file exports, by name: the declaration itself, or the export that names it where that
 * is all the file shows (`export { Deck } from '../04-deck-shuffle/Deck.ts'`); `*` when it re-exports a whole file.
 */
function exportsOf(file: ts.SourceFile): Map<string, ts.Node> {
  const found = new Map<string, ts.Node>();
  const local = new Map<string, ts.Node>();
  for (const statement of file.statements) {
    const name = nameOf(statement);
    if (name) local.set(name, statement);
  }
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (!clause) found.set('*', statement);
      else if (ts.isNamedExports(clause))
        for (const element of clause.elements) {
          const own = statement.moduleSpecifier ? undefined : local.get((element.propertyName ?? element.name).text);
          found.set(element.name.text, own ?? element);
        }
      continue;
    }
    if (!hasModifier(statement, ts.SyntaxKind.ExportKeyword)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const name = nameOf(declaration);
        if (name) found.set(name, declaration);
      }
    } else {
      const name = hasModifier(statement, ts.SyntaxKind.DefaultKeyword) ? 'default' : nameOf(statement);
      if (name) found.set(name, statement);
    }
  }
  return found;
}

/** Whether a top-level declaration exists when the code runs (a type or an interface does not). */
const isValue = (node: ts.Node) =>
  ts.isClassDeclaration(node) ||
  ts.isFunctionDeclaration(node) ||
  ts.isVariableDeclaration(node) ||
  ts.isEnumDeclaration(node);

/** How a top-level declaration is named in a message: `export class Card`, or its head. */
function exportHead(node: ts.Node, name: string): string {
  if (ts.isClassDeclaration(node))
    return `export ${hasModifier(node, ts.SyntaxKind.AbstractKeyword) ? 'abstract ' : ''}class ${name}`;
  if (ts.isEnumDeclaration(node)) return `export enum ${name}`;
  return ts.isVariableDeclaration(node)
    ? `export const ${declarationHead(node, LONGEST)}`
    : declarationHead(node, LONGEST);
}

/**
 * The differences between a student's file and its stub (see the file's comment), each with the stub's declaration
 * and its line.
 */
export function apiDifferences(stub: ts.SourceFile, student: ts.SourceFile): ApiDifference[] {
  const comparison = new Comparison(stub);
  const studentExports = exportsOf(student);
  for (const [name, stubNode] of exportsOf(stub)) {
    // A whole file re-exported may hold any name: what it holds is that file's to tell.
    const found = studentExports.get(name) ?? studentExports.get('*');
    const owners = [stubNode, found].map((node) =>
      node && (ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)) ? node : undefined,
    );
    const [stubOwner, studentOwner] = owners;
    if (!found) {
      if (isValue(stubNode)) {
        const declared = comparison.declares(stubNode, exportHead(stubNode, name));
        comparison.add(undefined, `\`${name}\` is not exported here, but ${declared}: the grader's tests import it`);
      }
    } else if (stubOwner && studentOwner && ts.isClassDeclaration(stubOwner) === ts.isClassDeclaration(studentOwner)) {
      const studentMembers = membersOf(studentOwner);
      for (const [key, [stubMember]] of membersOf(stubOwner)) {
        comparison.member(name, key, stubMember!, studentMembers, studentOwner);
      }
    } else if (ts.isFunctionDeclaration(stubNode) || ts.isVariableDeclaration(stubNode)) {
      comparison.signature(`\`${name}\``, stubNode, found);
    }
  }
  return comparison.differences;
}
