import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ForbiddenUse } from './forbiddenUse.ts';
import { helperFiles } from './helperFiles.ts';
import type { Activity } from '../kit/activities.ts';
import { labStages } from './labStages.ts';
import { reboundPath, type Binding } from '../kit/binding.ts';
import type { KitPaths } from '../kit/kit.ts';
import type { Manifest } from '../kit/manifest.ts';
import { isProvided } from '../kit/providedFiles.ts';
import { syntaxProblemIn } from '../run/syntaxVerdict.ts';
import { typedUses } from './typedRules.ts';
import { inTypePosition } from './unprovable.ts';
import { byName } from '../kit/words.ts';

export type { ForbiddenUse } from './forbiddenUse.ts';

type Rule = NonNullable<Manifest['forbidden']>[number];

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

/** A method or property reached by that name: `xs.push(…)`, `xs['push']`, `xs?.push`, `const { push } = xs`. */
function usesMember(node: ts.Node, name: string): boolean {
  if (ts.isPropertyAccessExpression(node)) return node.name.text === name;
  if (ts.isElementAccessExpression(node))
    return ts.isStringLiteralLike(node.argumentExpression) && node.argumentExpression.text === name;
  if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
    const key = node.propertyName ?? node.name;
    return (ts.isIdentifier(key) || ts.isStringLiteralLike(key)) && key.text === name;
  }
  return false;
}

function matches(node: ts.Node, api: string): boolean {
  if (api === 'array-literal') return ts.isArrayLiteralExpression(node);
  if (api === 'array') return false;
  if (api.startsWith('.')) return usesMember(node, api.slice(1));
  return usesGlobal(node, api);
}

/** Finds every forbidden use in one file's source; `shownAs` is how the file is named in the report. */
export function findForbidden(source: string, shownAs: string, rules: Rule[]): ForbiddenUse[] {
  if (rules.length === 0) return [];
  const file = ts.createSourceFile(shownAs, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  // A file the parser rejects does not run; the typed checks report it (typedRules.ts).
  if (syntaxProblemIn(file)) return [];
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

/** The files of the lab's other stages, as `lab/NN-slug/File.ts`: each stage's subject files and visible tests. */
function stageFilesOf(kit: KitPaths, activity: Activity): Set<string> {
  return new Set(
    labStages(kit, activity.lab)
      .filter((stage) => stage.id !== activity.id)
      .flatMap((stage) =>
        [...stage.manifest.files.subject, ...stage.manifest.files.visibleTests].map((name) => `${stage.id}/${name}`),
      ),
  );
}

/**
 * The activity's forbidden APIs, checked statically in the given subject files (name → path) and in the student's
 * own modules they import (helperFiles.ts): a rule covers a helper as it covers the files that import it. A file that
 * cannot be read is skipped: a missing file is reported elsewhere. The files are read as they run (kit/binding.ts):
 * in grading, what a file imports of another stage is that stage's reference, and a provided file the kit's copy, so
 * the rules judge the code that runs, not a copy the submission holds that never does (`ownStages`, for `check` and
 * `list`, runs the student's own stages as their program does).
 */
export function checkForbidden(
  activity: Activity,
  subjects: Record<string, string>,
  shownFrom: string,
  kit?: KitPaths,
  { ownStages = false } = {},
): ForbiddenUse[] {
  const { manifest } = activity;
  const binding: Binding | undefined = kit && {
    kit,
    activity,
    subjects,
    workDirs: [kit.activities, shownFrom],
    ownStages,
  };
  // Not the student's helper: a provided file as released, a file the binding runs another in place of, or a file of
  // another stage (by its place in the layout and its stage's manifest, never by a folder's name alone: a helper in
  // a folder named `00-util/` is the student's), which that stage's rules answer for.
  const otherStages = kit ? stageFilesOf(kit, activity) : new Set<string>();
  const kitsCode = (file: string, importer: string) =>
    kit !== undefined &&
    (isProvided(kit, file) ||
      (reboundPath(binding!, file, importer) ?? file) !== file ||
      otherStages.has(path.relative(shownFrom, file).split(path.sep).join('/')));
  // The files each rule covers; rules naming the same subject files (all of them, in every lab) share one search.
  const covered = new Map<string, string[]>();
  const ruled = (rule: Rule) => {
    const own = Object.entries(subjects)
      .filter(([name, file]) => (!rule.files || rule.files.includes(name)) && existsSync(file))
      .map(([, file]) => file);
    const key = own.join('\0');
    if (!covered.has(key)) covered.set(key, [...own, ...helperFiles(own, shownFrom, kitsCode)]);
    return covered.get(key)!;
  };
  const rules = manifest.forbidden ?? [];
  const byFile = new Map<string, Rule[]>();
  for (const rule of rules) for (const file of ruled(rule)) byFile.set(file, [...(byFile.get(file) ?? []), rule]);
  // Every file under some rule is also checked on types, in one program, under the rules that cover it.
  const typed = typedUses([...byFile.keys()], shownFrom, (file) => byFile.get(file) ?? [], binding);
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
    .sort((a, b) => byName(a.file, b.file) || a.line - b.line || a.column - b.column);
}
