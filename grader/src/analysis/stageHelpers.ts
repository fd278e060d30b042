// Which stages the type check may compile in one program (typecheck.ts), where a stage imports helpers of the
// student's. A file of no stage is bound in a program by the program's one stage, or, in the program of several, as
// if every stage were its reference: a stage's helpers read the same either way unless something they lead to is
// bound differently by the stage's own binding (kit/binding.ts). Such a stage keeps a program of its own. Each program
// costs a new checker and checks again the suites' shared helpers it holds: sharing saved the analysis thread 60 ms
// of a four-lab grade, whose three helped stages had a program each.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { moduleReferences } from '../run/modulePaths.ts';
import type ts from 'typescript';
import type { Activity } from '../kit/activities.ts';
import { inside } from '../kit/binding.ts';
import type { KitPaths } from '../kit/kit.ts';
import { studentTestFiles, subjectFiles } from '../intake/submission.ts';
import { labStages } from './labStages.ts';

const STAGE_FOLDER = /^\d\d-/;

/** A file of the submission in no stage folder that the kit does not provide: a helper the student wrote. */
export function isHelper(kit: KitPaths, root: string, file: string): boolean {
  const parts = inside(root, file);
  if (!parts || parts.length < 2 || STAGE_FOLDER.test(parts[1]!)) return false;
  return !existsSync(path.join(kit.activities, ...parts));
}

/** Where a file's relative imports and `/// <reference path>`s lead, as paths (unread or unreadable: none). */
function relativeTargets(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const { imports, references } = moduleReferences(text, file);
  return [...imports, ...references]
    .filter((name) => name.startsWith('.'))
    .map((name) => path.resolve(path.dirname(file), name));
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A stage's own files as submitted: its subject files and its tests. */
function ownFiles(root: string, activity: Activity): string[] {
  // A subject file the submission lacks is reported as missing elsewhere: there is nothing of it to read here.
  const subjects = Object.values(subjectFiles(root, activity).files).filter((file) => existsSync(file));
  return [...subjects, ...studentTestFiles(root, activity)];
}

/** Whether a stage's own files (as submitted) import a helper of the student's (isHelper) directly. */
export function usesHelper(kit: KitPaths, root: string, activity: Activity): boolean {
  return ownFiles(root, activity).some((file) => relativeTargets(file).some((target) => isHelper(kit, root, target)));
}

/** The files an import of `target` may load, whatever the resolution tries first (graph.ts, TypeScript's). */
function candidates(target: string): string[] {
  const stem = target.replace(/\.(d\.)?[cm]?[jt]sx?$/, '');
  return [
    target,
    ...['.ts', '.tsx', '.d.ts', '.js', '.mts', '.cts'].map((ext) => stem + ext),
    path.join(target, 'index.ts'),
  ];
}

/**
 * Whether a stage that uses helpers must have a program of its own: whether anything that its files and helpers
 * import (walked from its own files through its folder and the student's other files) is bound differently by its
 * own binding than by the program of several. That is so where a file of no stage (a helper) imports a file of the
 * stage's own folder: there the student's file, in the program of several its reference. Taken the strict way too:
 * a file in another stage's folder that its reference lacks (in the program of several, bound by that stage), a file
 * deeper in a stage's folder, and anything of the kit's folders but its provided shared code. An import of another
 * stage's file that its reference has is that reference under every binding.
 */
export function needsOwnProgram(kit: KitPaths, root: string, activity: Activity): boolean {
  const owned = (parts: string[]) => parts.length === 3 && parts[0] === activity.lab && parts[1] === activity.slug;
  const queue = ownFiles(root, activity);
  const seen = new Set(queue);
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    queue.push(file);
  };
  /** Whether `parts` (a path in the submission) is bound otherwise by the stage's binding; else, visits it. */
  const boundOtherwise = (file: string, parts: string[], fromOwn: boolean): boolean => {
    if (parts.length >= 2 && STAGE_FOLDER.test(parts[1]!)) {
      if (parts.length !== 3) return true;
      if (owned(parts)) {
        if (!fromOwn) return true;
        visit(file);
        return false;
      }
      // Another stage's file: its reference, where the kit has a file of that name for the stage.
      let stage: Activity | undefined;
      try {
        stage = labStages(kit, parts[0]!).find((s) => s.slug === parts[1]);
      } catch {
        return true;
      }
      return !stage || !candidates(path.join(stage.referenceDir, parts[2]!)).some((c) => existsSync(c));
    }
    // A file of no stage: the student's, but where the kit provides it (its copy replaces the student's).
    if (!existsSync(path.join(kit.activities, ...parts))) visit(file);
    return false;
  };
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const fromOwn = owned(inside(root, file) ?? []);
    for (const target of relativeTargets(file)) {
      for (const dir of [kit.activities, kit.solutions, kit.suites]) {
        const parts = inside(dir, target);
        // The kit's provided shared code (activities/<lab>/shared/) is the kit's copy under every binding.
        if (parts && !(dir === kit.activities && parts.length >= 2 && !STAGE_FOLDER.test(parts[1]!))) return true;
      }
      const parts = inside(root, target);
      if (!parts) continue;
      // Each file the import may load is judged by its own place (`./sub` may be `./sub/index.ts`, deeper); an
      // import of nothing that exists, by the place it names.
      const found = candidates(target).filter((c) => isFile(c));
      if (found.length === 0 && boundOtherwise(target, parts, fromOwn)) return true;
      for (const each of found) if (boundOtherwise(each, inside(root, each) ?? parts, fromOwn)) return true;
    }
  }
  return false;
}

/**
 * The stages each file of no stage belongs to (`shared`: a student's helper, a suites' shared helper): those whose own
 * files reach it through imports (`imports`, as the program resolved them), directly or through other such files.
 */
export function sharedFileUsers(
  owned: { file: ts.SourceFile; activity: Activity }[],
  imports: Map<string, string[]>,
  shared: (file: string) => boolean,
): Map<string, Activity[]> {
  const users = new Map<string, Activity[]>();
  for (const { file, activity } of owned) {
    const queue = [path.resolve(file.fileName)];
    const seen = new Set(queue);
    for (let at = queue.pop(); at !== undefined; at = queue.pop())
      for (const next of imports.get(at) ?? []) {
        if (seen.has(next) || !shared(next)) continue;
        seen.add(next);
        queue.push(next);
        const known = users.get(next) ?? [];
        if (!known.includes(activity)) users.set(next, [...known, activity]);
      }
  }
  return users;
}
