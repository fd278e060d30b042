import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Activity } from '../kit/activities.ts';
import type { KitPaths } from '../kit/kit.ts';
import { stubTexts } from '../kit/stubSources.ts';
import type { TypeProblem } from './typeProblem.ts';
import { subjectFiles } from '../intake/submission.ts';
import { syntaxProblemIn } from '../run/syntaxVerdict.ts';
import { apiDifferences } from './stubApi.ts';

/** A stage file of a submission that is not its stub as released, with both texts. */
export interface ChangedFile {
  activity: Activity;
  file: string;
  /** `lab/NN-slug/File.ts`. */
  relative: string;
  stub: string;
  text: string;
}

/**
 * The activities' stage files of a submission that differ from their stubs. A file that is missing or unreadable, or
 * whose stub cannot be known (a kit without git or record), is left out.
 */
export function changedFromStub(kit: KitPaths, root: string, activities: Activity[]): ChangedFile[] {
  const files = activities.flatMap((activity) =>
    Object.entries(subjectFiles(root, activity).files).map(([name, file]) => ({
      activity,
      file,
      relative: `${activity.id}/${name}`,
    })),
  );
  const stubs = stubTexts(
    kit,
    root,
    files.map((entry) => entry.relative),
  );
  return files.flatMap((entry) => {
    const stub = stubs.get(entry.relative);
    let text: string;
    try {
      text = readFileSync(entry.file, 'utf8');
    } catch {
      return [];
    }
    return stub === undefined || stub === text ? [] : [{ ...entry, stub, text }];
  });
}

/**
 * Each activity's stage files of a submission (of `changed`, where the caller read them already) compared with
 * their stubs (stubApi.ts): what the student changed of the API the grader's tests call, placed in their file. A
 * file that is missing is told elsewhere; one whose stub cannot be known (a kit without git or record) is not
 * compared.
 */
export function stubConformance(
  kit: KitPaths,
  root: string,
  activities: Activity[],
  changed: ChangedFile[] = changedFromStub(kit, root, activities),
): Map<string, TypeProblem[]> {
  const problems = new Map<string, TypeProblem[]>(activities.map((activity) => [activity.id, []]));
  const asked = new Set(activities.map((activity) => activity.id));
  for (const { activity, file, relative, stub, text } of changed.filter((entry) => asked.has(entry.activity.id))) {
    const student = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    // A file that does not parse is its syntax errors' to tell: its declarations are the parser's guesses.
    if (syntaxProblemIn(student)) continue;
    const shown = path.relative(root, file).split(path.sep).join('/');
    const stubFile = ts.createSourceFile(relative, stub, ts.ScriptTarget.Latest, true);
    const differences = apiDifferences(stubFile, student).sort((a, b) => a.position - b.position);
    for (const difference of differences) {
      const { line, character } = student.getLineAndCharacterOfPosition(difference.position);
      problems
        .get(activity.id)!
        .push({ file: shown, line: line + 1, column: character + 1, message: difference.message });
    }
  }
  return problems;
}
