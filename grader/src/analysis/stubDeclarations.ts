import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { KitPaths } from '../kit/kit.ts';

/**
 * The stub's declarations of a file a student hands in: the API the grader's tests use, as the handout gives it
 * (public text, every student has it). A message about the student's code that the hidden suites revealed names the
 * stub's declaration as what to follow, never the suite.
 */
export interface StubDeclarations {
  /** A member of the stub's class or interface `owner` (`constructor` for its constructor), as declared. */
  member(owner: string, member: string): string | undefined;
  /** Parameter `index` of that member, as declared (`rank: string`). */
  parameter(owner: string, member: string, index: number): string | undefined;
  /** A top-level declaration the stub exports (`export class Card`). */
  exported(name: string): string | undefined;
}

const STAGE = /^\d{2}-[a-z0-9-]+$/;
const LONGEST = 160;

/** A declaration's head as written: no comment, no body, no initializer, on one line, cut at `longest` characters. */
export function declarationHead(node: ts.Node, longest = LONGEST): string {
  const body =
    ts.isFunctionLike(node) && 'body' in node && node.body
      ? node.body
      : ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)
        ? node.initializer
        : undefined;
  const text = node.getText().slice(0, body ? body.getStart() - node.getStart() : undefined);
  const line = text.replace(/\s+/g, ' ').replace(/\s*=?\s*$/, '');
  return line.length <= longest ? line : `${line.slice(0, longest - 1)}…`;
}

function nameOf(node: ts.Node): string | undefined {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const name = (node as { name?: ts.Node }).name;
  return name && (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name))
    ? name.text
    : undefined;
}

type Owner = ts.ClassDeclaration | ts.InterfaceDeclaration;

function isExported(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

function declarations(file: ts.SourceFile): StubDeclarations {
  const owners = file.statements.filter(
    (statement): statement is Owner => ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement),
  );
  const memberNode = (owner: string, member: string) =>
    owners
      .find((node) => node.name?.text === owner)
      ?.members.find((node: ts.Node) => nameOf(node) === member && !ts.isPrivateIdentifier(node));
  const exportedNode = (name: string): ts.Node | undefined => {
    for (const statement of file.statements) {
      if (ts.isVariableStatement(statement) && isExported(statement)) {
        const found = statement.declarationList.declarations.find((d) => nameOf(d) === name);
        if (found) return found;
      } else if (isExported(statement) && nameOf(statement) === name) return statement;
    }
    return undefined;
  };
  return {
    member: (owner, member) => {
      const node = memberNode(owner, member);
      return node ? declarationHead(node) : undefined;
    },
    parameter: (owner, member, index) => {
      const node = memberNode(owner, member);
      const parameters = node && ts.isFunctionLike(node) ? node.parameters : undefined;
      const parameter = parameters?.[index] ?? (parameters?.at(-1)?.dotDotDotToken ? parameters.at(-1) : undefined);
      return parameter ? declarationHead(parameter) : undefined;
    },
    exported: (name) => {
      const node = exportedNode(name);
      if (!node) return undefined;
      if (ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)) {
        const keyword = ts.isClassDeclaration(node) ? 'class' : 'interface';
        const abstract = ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.AbstractKeyword);
        return `export ${abstract ? 'abstract ' : ''}${keyword} ${name}`;
      }
      return `export ${declarationHead(node)}`;
    },
  };
}

/**
 * The stub of a student's file: the kit's starting file at the same place under activities/ (a stage's file only,
 * not a helper of the student's). None where the student's file is that very file (`check` in an instructor's kit,
 * where the student works in the kit's own activities/).
 */
export function stubDeclarationsFor(kit: KitPaths, root: string, studentFile: string): StubDeclarations | undefined {
  const parts = path.relative(root, studentFile).split(path.sep);
  if (parts.length !== 3 || parts[0] === '..' || !STAGE.test(parts[1]!)) return undefined;
  const stub = path.join(kit.activities, ...parts);
  if (path.resolve(stub) === path.resolve(studentFile) || !existsSync(stub)) return undefined;
  const source = ts.createSourceFile(stub, readFileSync(stub, 'utf8'), ts.ScriptTarget.Latest, true);
  return declarations(source);
}
