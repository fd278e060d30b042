// `check` and `list` run a stage with the student's own earlier stages, and the student's tests on the student's own
// code; grading runs the stage with the kit's references, and the tests on the kit's implementation, whose API is the
// stubs'. So what the student added to an API (a `label()` on their Card, an optional parameter, a default export)
// and used passed every test here and failed at grading ("label is not a function"). Where the student's files that
// a stage uses declare more than their stubs, the stage is type-checked twice, once as check runs it and once with
// those files as their stubs declare them; what only the second finds is told as not the API grading runs the stage
// with, and the stage is not done while there is any (score/stageVerdict.ts, beside the stub comparison).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import type { Activity } from '../kit/activities.ts';
import { labStages } from './labStages.ts';
import type { KitPaths } from '../kit/kit.ts';
import { stubTexts } from '../kit/stubSources.ts';
import { studentTestFiles } from '../intake/submission.ts';
import { changedFromStub, type ChangedFile } from './stubConformance.ts';
import { stagesUsed } from './stagesUsed.ts';
import { typeCheck } from './typecheck.ts';
import type { TypeProblem } from './typeProblem.ts';

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
/** Not callable from other classes' code: a private or protected member (a subclass's use is its class's own). */
const isPrivate = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  !!ts
    .getModifiers(node)
    ?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword || m.kind === ts.SyntaxKind.ProtectedKeyword);
const isDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/** How a member or function is called: its name, static or not, kind, and how many arguments it needs and takes. */
function shape(node: ts.Node, name: string): string {
  const fixed = ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
  const parameters = ts.isFunctionLike(node) ? node.parameters : undefined;
  const needs = parameters?.filter((p) => !p.questionToken && !p.initializer && !p.dotDotDotToken).length;
  return `${fixed ? 'static ' : ''}${name}${parameters ? `(${needs}/${parameters.length})` : ''}`;
}

/**
 * What a file offers other code at run time, from its syntax: each exported value (`default` for a default export,
 * whatever way it is exported), and each member of an exported class as it is called (constructor parameter
 * properties included). Types are left out: they are erased, and cost nothing when they differ.
 */
function runtimeSurface(text: string): { entries: Set<string>; types: Set<string> } {
  const file = ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true);
  const classes = new Map<string, ts.ClassDeclaration>();
  const exported = new Map<string, string>(); // exported name → local name
  const types = new Set<string>();
  const entries = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isClassDeclaration(statement) && statement.name) classes.set(statement.name.text, statement);
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      if (isExported(statement)) types.add(statement.name.text);
      continue;
    }
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) {
        if (statement.isTypeOnly || element.isTypeOnly) types.add(element.name.text);
        else exported.set(element.name.text, (element.propertyName ?? element.name).getText(file));
      }
    } else if (ts.isExportAssignment(statement)) exported.set('default', statement.expression.getText(file));
    else if (isExported(statement)) {
      if (ts.isVariableStatement(statement))
        for (const variable of statement.declarationList.declarations)
          if (ts.isIdentifier(variable.name)) exported.set(variable.name.text, variable.name.text);
      const name = (statement as { name?: ts.Identifier }).name?.text;
      if (name !== undefined) exported.set(isDefault(statement) ? 'default' : name, name);
      if (ts.isFunctionDeclaration(statement)) entries.add(`function ${shape(statement, name ?? 'default')}`);
    }
  }
  for (const [name, local] of exported) {
    entries.add(`value ${name}`);
    const declaration = classes.get(local);
    if (!declaration) continue;
    for (const member of declaration.members) {
      if (ts.isConstructorDeclaration(member)) {
        entries.add(`${local}.${shape(member, 'constructor')}`);
        for (const parameter of member.parameters)
          if (ts.getModifiers(parameter)?.length && !isPrivate(parameter) && ts.isIdentifier(parameter.name))
            entries.add(`${local}.${parameter.name.text}`);
      } else if (member.name && !ts.isPrivateIdentifier(member.name) && !isPrivate(member))
        entries.add(`${local}.${shape(member, member.name.getText(file))}`);
    }
  }
  return { entries, types };
}

/** The stages whose files, as the student has them, offer more at run time than their stubs; and the types added. */
function grownStages(changed: ChangedFile[], stages: Activity[]): { grown: Set<string>; types: Set<string> } {
  const grown = new Set<string>();
  const types = new Set<string>();
  const asked = new Set(stages.map((stage) => stage.id));
  for (const { activity, stub, text } of changed.filter((entry) => asked.has(entry.activity.id))) {
    const was = runtimeSurface(stub);
    const now = runtimeSurface(text);
    if ([...now.entries].some((entry) => !was.entries.has(entry))) grown.add(activity.id);
    for (const name of now.types) if (!was.types.has(name)) types.add(name);
  }
  return { grown, types };
}

/** The name a type problem says is missing (`…has no exported member 'Face'`), to tell a type-only one. */
function missingName(message: string): string | undefined {
  return /(?:Property|has no exported member(?: named)?) '([^']+)'/.exec(message)?.[1];
}

const placeOf = (problem: TypeProblem) => `${problem.file}:${problem.line}:${problem.column} ${problem.message}`;

/**
 * What `activity`'s files and the student's tests of it use of the student's code beyond its stubs' API: each a
 * problem at its place. None, at no cost, where no file the stage uses offers more than its stub. `changed`: the
 * lab's stage files that differ from their stubs, where the caller read them already (one read of the stubs).
 */
export async function usesBeyondStubs(
  kit: KitPaths,
  root: string,
  activity: Activity,
  changed?: ChangedFile[],
): Promise<TypeProblem[]> {
  const lab = labStages(kit, activity.lab);
  const uses = new Set([...stagesUsed(kit, root, activity), activity.id]);
  const used = lab.filter((stage) => uses.has(stage.id));
  const { grown, types } = grownStages(changed ?? changedFromStub(kit, root, used), used);
  if (grown.size === 0) return [];
  // The lab's stages as their stubs declare them (a stub imports the stubs of the stages before it).
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cardlab-stubs-'));
  try {
    const relatives = lab.flatMap((stage) => stage.manifest.files.subject.map((name) => `${stage.id}/${name}`));
    for (const [relative, text] of stubTexts(kit, root, relatives)) {
      mkdirSync(path.dirname(path.join(folder, relative)), { recursive: true });
      writeFileSync(path.join(folder, relative), text);
    }
    const options = { suites: false, extraFiles: studentTestFiles(root, activity), ownStages: true };
    const asRun = await typeCheck(kit, root, [activity], options);
    const asGraded = await typeCheck(kit, root, [activity], { ...options, stubStages: folder });
    const here = new Set((asRun.get(activity.id) ?? []).map(placeOf));
    const whose = [...grown].map((id) => (id === activity.id ? 'this stage' : `your ${id}`)).join(' and ');
    const offers = grown.size === 1 ? 'offers more than its stub' : 'offer more than their stubs';
    return (asGraded.get(activity.id) ?? [])
      .filter((problem) => !here.has(placeOf(problem)) && !types.has(missingName(problem.message) ?? ''))
      .map((problem) => ({
        ...problem,
        message:
          `not the API grading runs it with: ${problem.message.replace(/\.$/, '')} (${whose} ${offers}; grading ` +
          "runs the kit's implementation, which has only the stub's API)",
      }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
