import path from 'node:path';
import ts from 'typescript';
import type { Activity } from '../kit/activities.ts';
import { hiddenTypeProblem } from './hiddenTypeProblem.ts';
import { shown, type KitPaths } from '../kit/kit.ts';
import type { TypeProblem } from './typeProblem.ts';
import { stubDeclarationsFor, type StubDeclarations } from './stubDeclarations.ts';

// The type check's diagnostics (typecheck.ts) as the problems a report shows, by where they are: a file the student
// may see keeps the checker's words; a hidden one is told in the student's terms only (hiddenTypeProblem.ts).

/**
 * A problem in a file students may see (their own, the kit's public ones), as the checker words it. Where its
 * related information points into a hidden file, the checker's words came from that file's declarations (a
 * reference an earlier stage is bound to) and are not used.
 */
export function visibleProblem(
  kit: KitPaths,
  root: string,
  diagnostic: ts.Diagnostic,
  file: ts.SourceFile,
  { kitFiles, hidden }: { kitFiles: boolean; hidden: (file: string) => boolean },
): TypeProblem {
  const { line, character } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
  const inSubmission = !kitFiles && !path.relative(root, file.fileName).startsWith('..');
  const fromHidden = diagnostic.relatedInformation?.some((related) => related.file && hidden(related.file.fileName));
  // Types named by their module (`import("…/Board").Board`) are named relative to the submission or the kit.
  const text = fromHidden
    ? "this uses the kit's code of another stage in a way its declaration does not allow: compare it with that stage's stub"
    : ts
        .flattenDiagnosticMessageText(diagnostic.messageText, ' ')
        .replaceAll(`${root}${path.sep}`, '')
        .replaceAll(`${kit.root}${path.sep}`, '');
  return {
    file: inSubmission ? shown(root, file.fileName) : shown(kit.root, file.fileName),
    line: line + 1,
    column: character + 1,
    message: inSubmission || kitFiles ? text : `your code does not match the API the grader uses: ${text}`,
  };
}

/**
 * How a problem found in a hidden file is told (hiddenTypeProblem.ts): at the student's declaration it is about, or
 * at the start of the stage's first file where none is found; never with the hidden file's name, place or words.
 */
export function hiddenTeller(
  kit: KitPaths,
  root: string,
  program: ts.Program,
  hidden: (file: string) => boolean,
): (diagnostic: ts.Diagnostic, activity: Activity) => TypeProblem {
  const inRoot = (file: string) => !path.relative(root, file).startsWith('..');
  const stubs = new Map<string, StubDeclarations | undefined>();
  const context = {
    checker: program.getTypeChecker(),
    isStudent: (file: string) => inRoot(file) && !hidden(file),
    stubOf: (file: string) => {
      if (!stubs.has(file)) stubs.set(file, stubDeclarationsFor(kit, root, file));
      return stubs.get(file);
    },
  };
  return (diagnostic, activity) => {
    const told = hiddenTypeProblem(context, diagnostic);
    const first = path.join(root, activity.lab, activity.slug, activity.manifest.files.subject[0] ?? '');
    const place = told.file?.getLineAndCharacterOfPosition(told.position) ?? { line: 0, character: 0 };
    return {
      file: shown(root, told.file?.fileName ?? first),
      line: place.line + 1,
      column: place.character + 1,
      message: told.message,
      hidden: true,
    };
  };
}
