// `check` and `list` run a stage with the student's own earlier stages, as their program runs; grading runs it with
// the kit's references, whose API is their stubs'. So a member the student added to an earlier stage (a `label()` on
// their Card) and used in this one passed every test here and failed at grading ("label is not a function"). Where
// the student's earlier stages declare more than their stubs, the stage is type-checked once more with those stages
// as their stubs declare them, and what that check finds missing of the added names is told as not the API grading
// runs the stage with: the stage is not done while there is any (score/stageVerdict.ts, with the stub comparison).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { listActivities, type Activity } from '../kit/activities.ts';
import type { KitPaths } from '../kit/kit.ts';
import { stubTexts } from '../kit/stubSources.ts';
import { studentTestFiles } from '../intake/submission.ts';
import { changedFromStub } from './stubConformance.ts';
import { stagesUsed } from './stagesUsed.ts';
import { typeCheck } from './typecheck.ts';
import type { TypeProblem } from './typeProblem.ts';

/** What a file declares for others to use: its exported names, and the members of its exported classes. */
function declared(text: string): Set<string> {
  const file = ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true);
  const names = new Set<string>();
  for (const statement of file.statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause))
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    if (!exported) continue;
    if (ts.isVariableStatement(statement))
      for (const variable of statement.declarationList.declarations)
        if (ts.isIdentifier(variable.name)) names.add(variable.name.text);
    const name = (statement as { name?: ts.Node }).name;
    if (name && ts.isIdentifier(name)) names.add(name.text);
    if (!ts.isClassDeclaration(statement)) continue;
    for (const member of statement.members) {
      const memberName = member.name;
      if (memberName && (ts.isIdentifier(memberName) || ts.isStringLiteral(memberName))) names.add(memberName.text);
    }
  }
  return names;
}

/** The names the student's copies of `stages` declare that their stubs do not, each with the stage it is in. */
function addedNames(kit: KitPaths, root: string, stages: Activity[]): Map<string, string> {
  const added = new Map<string, string>();
  for (const { activity, stub, text } of changedFromStub(kit, root, stages)) {
    const inStub = declared(stub);
    for (const name of declared(text)) if (!inStub.has(name)) added.set(name, activity.id);
  }
  return added;
}

/** The name a type problem says is missing (`Property 'label' does not exist…`, `…has no exported member 'x'`). */
function missingName(message: string): string | undefined {
  return /^(?:Property '([^']+)' does not exist on type|.* has no exported member(?: named)? '([^']+)')/
    .exec(message)
    ?.slice(1)
    .find((name) => name !== undefined);
}

/**
 * What `activity`'s files and the student's tests of it use of their own earlier stages beyond those stages' stubs:
 * each a problem at its place, naming the stage that adds it. None, at no cost, where no stage used adds anything.
 */
export async function usesBeyondStubs(kit: KitPaths, root: string, activity: Activity): Promise<TypeProblem[]> {
  const lab = listActivities(kit.root, activity.lab).filter((stage) => stage.id !== activity.id);
  const used = new Set(stagesUsed(kit, root, activity));
  const added = addedNames(
    kit,
    root,
    lab.filter((stage) => used.has(stage.id)),
  );
  if (added.size === 0) return [];
  // The lab's other stages as their stubs declare them (a stub imports the stubs of the stages before it).
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cardlab-stubs-'));
  try {
    const relatives = lab.flatMap((stage) => stage.manifest.files.subject.map((name) => `${stage.id}/${name}`));
    for (const [relative, text] of stubTexts(kit, root, relatives)) {
      mkdirSync(path.dirname(path.join(folder, relative)), { recursive: true });
      writeFileSync(path.join(folder, relative), text);
    }
    const checked = await typeCheck(kit, root, [activity], {
      suites: false,
      extraFiles: studentTestFiles(root, activity),
      ownStages: true,
      stubStages: folder,
    });
    return (checked.get(activity.id) ?? []).flatMap((problem) => {
      const name = missingName(problem.message);
      const stage = name === undefined ? undefined : added.get(name);
      if (!stage) return [];
      const why =
        `uses ${name} of your ${stage}, which its stub does not declare: grading runs this stage with the kit's ` +
        `${stage}, which has only its stub's API (${problem.message})`;
      return [{ ...problem, message: why }];
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
