import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Activity } from '../kit/activities.ts';
import { claim, type Check } from './claim.ts';

/** A function-like member of a stub, named as the manifest spells it (`Card.rank`, `Card.constructor`, `shuffle`). */
interface Member {
  owner?: string;
  name: string;
  body: ts.Node | undefined;
  line: number;
}

function memberName(node: ts.ClassElement): string | undefined {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const name = node.name;
  if (!name) return undefined;
  return ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();
}

function classMembers(source: ts.SourceFile, node: ts.ClassDeclaration): Member[] {
  const owner = node.name?.text ?? 'default';
  return node.members.flatMap((member) => {
    const name = memberName(member);
    if (name === undefined) return [];
    const line = source.getLineAndCharacterOfPosition(member.getStart(source)).line + 1;
    if (ts.isConstructorDeclaration(member) || ts.isMethodDeclaration(member) || ts.isAccessor(member)) {
      // An abstract method or an overload's signature has no body: there is nothing to run, so nothing to throw.
      return member.body ? [{ owner, name, body: member.body, line }] : [];
    }
    const value = ts.isPropertyDeclaration(member) ? member.initializer : undefined;
    const isFunction = value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value));
    return isFunction ? [{ owner, name, body: value.body, line }] : [];
  });
}

/** Every method, constructor and accessor of the file's classes, and its functions (top-level declarations). */
function membersOf(source: ts.SourceFile): Member[] {
  return source.statements.flatMap((statement): Member[] => {
    if (ts.isClassDeclaration(statement)) return classMembers(source, statement);
    if (!ts.isFunctionDeclaration(statement) || !statement.name || !statement.body) return [];
    const line = source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1;
    return [{ name: statement.name.text, body: statement.body, line }];
  });
}

/** `throw new Error('TODO: …')` (or a template starting so) as a statement of the body itself, not of a branch. */
function throwsTodo(body: ts.Node | undefined): boolean {
  if (!body || !ts.isBlock(body)) return false;
  return body.statements.some((statement) => {
    if (!ts.isThrowStatement(statement) || !ts.isNewExpression(statement.expression)) return false;
    const { expression, arguments: args } = statement.expression;
    if (!ts.isIdentifier(expression) || expression.text !== 'Error') return false;
    const first = args?.[0];
    const text = !first
      ? undefined
      : ts.isStringLiteralLike(first)
        ? first.text
        : ts.isTemplateExpression(first)
          ? first.head.text
          : undefined;
    return text !== undefined && /^TODO:/.test(text);
  });
}

/** Whether `entry` of the manifest's `providedMembers` (`Class`, `Class.member` or `function`) covers the member. */
function covers(entry: string, member: Member): boolean {
  if (member.owner === undefined) return entry === member.name;
  return entry === member.owner || entry === `${member.owner}.${member.name}`;
}

/**
 * A stub throws `new Error('TODO: …')` from every method it declares, constructor included, so that it fails every
 * hidden test and the games and `list` can tell "not written yet" from "broken". Members the stub writes out for the
 * student are named in the manifest's `providedMembers`; each name there must be one the stub declares.
 */
export function stubTodoCheck(kitRoot: string, activity: Activity): Check {
  const provided = activity.manifest.providedMembers ?? [];
  const used = new Set<string>();
  const problems: string[] = [];
  for (const name of activity.manifest.files.subject) {
    const file = path.join(activity.stubDir, name);
    if (!existsSync(file)) continue;
    const shown = path.relative(kitRoot, file).split(path.sep).join('/');
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
    for (const member of membersOf(source)) {
      const exempt = provided.filter((entry) => covers(entry, member));
      exempt.forEach((entry) => used.add(entry));
      if (exempt.length > 0 || throwsTodo(member.body)) continue;
      const what = member.owner === undefined ? member.name : `${member.owner}.${member.name}`;
      problems.push(`${shown}:${member.line} ${what} does not throw new Error('TODO: …')`);
    }
  }
  const manifest = `activities/${activity.id}/activity.json`;
  for (const entry of provided.filter((name) => !used.has(name))) {
    problems.push(`${manifest} lists "${entry}" in providedMembers, which no stub of this stage declares`);
  }
  const claimed = 'every member the stub declares throws TODO (or is listed in providedMembers)';
  return claim(activity.id, claimed, problems);
}
