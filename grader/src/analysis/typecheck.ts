import { existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Activity } from '../kit/activities.ts';
import { NO_STAGE, reboundPath, type Binding } from '../kit/binding.ts';
import { hiddenTeller, visibleProblem } from './diagnosticProblems.ts';
import { hiddenFileTest } from './hiddenFiles.ts';
import { hostFor, oncePerRequest } from './compilerHost.ts';
import type { KitPaths } from '../kit/kit.ts';
import type { TypeProblem } from './typeProblem.ts';
import { subjectFiles } from '../intake/submission.ts';
import { isHelper, needsOwnProgram, sharedFileUsers, usesHelper } from './stageHelpers.ts';

/**
 * The compiler settings of students' code, read from the kit's activities/tsconfig.json (which extends the kit's
 * tsconfig.json; a kit without it uses tsconfig.json): the editor, `check` and `grade` all use the same ones, and
 * they give student code the types of what the worker provides (no Node, the `vitest` facade). Always the kit's
 * files, never a submission's, so a submission cannot loosen them. Also the declaration files the settings include
 * (the globals graded code may use).
 */
export function kitCompilerSettings(kitRoot: string): { options: ts.CompilerOptions; declarations: string[] } {
  return oncePerRequest(`settings\0${kitRoot}`, () => readKitSettings(kitRoot));
}

function readKitSettings(kitRoot: string): { options: ts.CompilerOptions; declarations: string[] } {
  const students = path.join(kitRoot, 'activities', 'tsconfig.json');
  const file = existsSync(students) ? students : path.join(kitRoot, 'tsconfig.json');
  const shownName = path.relative(kitRoot, file).split(path.sep).join('/');
  const read = ts.readConfigFile(file, ts.sys.readFile);
  const raw = (read.config as { compilerOptions?: object } | undefined)?.compilerOptions;
  const parsed = read.error
    ? undefined
    : ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(file), undefined, file);
  const problem =
    read.error ??
    parsed?.errors.find((error) => error.code !== 18003) ??
    (raw ? undefined : { messageText: 'it has no compilerOptions' });
  if (problem || !parsed) {
    const why = ts.flattenDiagnosticMessageText(problem!.messageText, ' ');
    throw new Error(`the kit's ${shownName} cannot be used: ${why}`);
  }
  return {
    // No `@typescript/lib-*` package replaces a library: TypeScript would look for one in every folder above the
    // kit (a stat for each library at each level, in every program), so a folder of the machine could change what
    // the check finds.
    options: { ...parsed.options, noEmit: true, libReplacement: false },
    declarations: parsed.fileNames.filter((name) => name.endsWith('.d.ts')),
  };
}

/** The compiler options of kitCompilerSettings. */
export function kitCompilerOptions(kitRoot: string): ts.CompilerOptions {
  return kitCompilerSettings(kitRoot).options;
}

/** The loose `vitest` types the hidden suites are checked with (see the file). */
const suiteVitest = (kit: KitPaths) => path.join(kit.root, 'grader', 'src', 'types', 'suite-vitest.d.ts');

/** Which activity a file belongs to, from its place under a stage folder of the kit or the submission. */
function owner(file: string, dirs: string[], byId: Map<string, Activity>): Activity | undefined {
  for (const dir of dirs) {
    const parts = path.relative(dir, file).split(path.sep);
    if (parts[0] === '..' || parts.length !== 3) continue;
    const activity = byId.get(`${parts[0]}/${parts[1]}`);
    if (activity) return activity;
  }
  return undefined;
}

export interface TypeCheckOptions {
  /** Whether the hidden suites are compiled with the student's files (grading); `check` compiles its tests. */
  suites?: boolean;
  extraFiles?: string[];
  /** The student's stages import one another as they are (`check`, `list`), not the reference (grading). */
  ownStages?: boolean;
  /**
   * `root` is a part of the kit itself (verify checks the stubs and the references): every file is shown from the
   * kit's root, and a problem in a suite is the suite's, not "your code does not match".
   */
  kitFiles?: boolean;
  /**
   * Only the problems found in files students do not see (the hidden suites), told at the student's declarations:
   * `check` compiles the student's own files with their own stages instead.
   */
  hiddenOnly?: boolean;
  /** With `ownStages`: other stages typed as their stubs laid out in this folder declare them (kit/binding.ts). */
  stubStages?: string;
}

/**
 * Type conformance (the handouts' TypeChecks idea): the submission's subject files and the hidden suites are
 * compiled together, with the suites' imports of the reference bound to the submission, as when the tests run.
 * A suite that no longer compiles means the student's API differs from the one the grader expects. Stages are
 * compiled in one program, except that a stage importing a helper of the student's has a program of its own where
 * the helper would be bound otherwise there (stageHelpers.ts), so that it is compiled as part of each stage that uses
 * it, bound as that stage is. Only in grading: `check` and the kit's own checks keep a program per such stage.
 */
export async function typeCheck(
  kit: KitPaths,
  root: string,
  activities: Activity[],
  options: TypeCheckOptions = {},
): Promise<Map<string, TypeProblem[]>> {
  const together = !options.ownStages && !options.stubStages && !options.kitFiles;
  const helped = new Set(
    activities.filter(
      (activity) => usesHelper(kit, root, activity) && (!together || needsOwnProgram(kit, root, activity)),
    ),
  );
  const groups = [activities.filter((activity) => !helped.has(activity)), ...[...helped].map((activity) => [activity])];
  const problems = new Map<string, TypeProblem[]>();
  for (const group of groups.filter((g) => g.length > 0)) {
    for (const [id, list] of checkProgram(kit, root, group, options)) problems.set(id, list);
  }
  return problems;
}

function checkProgram(
  kit: KitPaths,
  root: string,
  activities: Activity[],
  {
    suites = true,
    extraFiles = [],
    ownStages = false,
    kitFiles = false,
    hiddenOnly = false,
    stubStages,
  }: TypeCheckOptions,
): Map<string, TypeProblem[]> {
  // What students never see (hiddenFiles.ts); none of it when the kit checks its own files (verify).
  const hidden = kitFiles ? () => false : hiddenFileTest(kit, root);
  const byId = new Map(activities.map((activity) => [activity.id, activity]));
  const bindings = new Map<string, Binding>(
    activities.map((activity) => [
      activity.id,
      {
        kit,
        activity,
        subjects: subjectFiles(root, activity).files,
        workDirs: stubStages ? [kit.activities, stubStages, root] : [kit.activities, root],
        ownStages,
        ...(stubStages ? { stubStages } : {}),
      },
    ]),
  );
  // A file of no stage (a helper) is bound as the one stage of its program, or sees every stage as the reference.
  const noStage: Binding =
    activities.length === 1
      ? bindings.get(activities[0]!.id)!
      : { ...bindings.values().next().value!, subjects: {}, activity: NO_STAGE };
  const ownerDirs = [kit.suites, root, kit.activities];
  const rootNames = activities
    .flatMap((activity) => {
      const { files, missing } = subjectFiles(root, activity);
      if (missing.length > 0) return [];
      const hidden = suites ? activity.manifest.hidden.map((entry) => path.join(activity.suiteDir, entry.suite)) : [];
      return [...Object.values(files), ...hidden.filter((file) => existsSync(file))];
    })
    .concat(extraFiles);
  const { options, declarations } = kitCompilerSettings(kit.root);
  rootNames.push(...declarations);
  const host = hostFor(options, root, { root: kit.root, also: stubStages ? [stubStages] : [] });
  // What each file imports, as this program resolves it: a file of no stage is told with the stages that reach it.
  const imports = new Map<string, string[]>();
  const record = (from: string, to: string) => imports.set(from, [...(imports.get(from) ?? []), path.resolve(to)]);
  host.resolveModuleNameLiterals = (literals, containingFile, _redirected, options) =>
    literals.map((literal) => {
      const resolved = resolveLiteral(literal, containingFile, options);
      if (resolved.resolvedModule) record(path.resolve(containingFile), resolved.resolvedModule.resolvedFileName);
      return resolved;
    });
  function resolveLiteral(
    literal: ts.StringLiteralLike,
    containingFile: string,
    options: ts.CompilerOptions,
  ): ts.ResolvedModuleWithFailedLookupLocations {
    if (literal.text === 'vitest' && path.resolve(containingFile).startsWith(kit.suites + path.sep)) {
      const loose = { resolvedFileName: suiteVitest(kit), extension: ts.Extension.Dts };
      return { resolvedModule: { ...loose, isExternalLibraryImport: false } };
    }
    let result = ts.resolveModuleName(literal.text, containingFile, options, host);
    if (!result.resolvedModule && !literal.text.startsWith('.')) {
      // A submission outside the kit still gets the kit's packages (vitest, node's types).
      result = ts.resolveModuleName(literal.text, path.join(kit.root, 'package.json'), options, host);
    }
    const activity = owner(containingFile, ownerDirs, byId);
    const inSubmission = !path.relative(root, containingFile).startsWith('..');
    // A stub laid out for the type check (stubStages) imports provided code and other stages as a stage file does.
    const aStub = stubStages !== undefined && !path.relative(stubStages, containingFile).startsWith('..');
    if (!activity && !inSubmission && !aStub) return result;
    // A student's own import that leads to a hidden file (not by the binding) finds nothing: its types would be
    // quoted in the student's messages. (Running it is refused too: the run graph allows no such import.)
    const unbound = () =>
      inSubmission && result.resolvedModule && hidden(result.resolvedModule.resolvedFileName)
        ? { resolvedModule: undefined }
        : result;
    // A relative import of a file the submission lacks may still be one the binding supplies from the kit.
    const relative = literal.text.startsWith('.');
    const wanted =
      result.resolvedModule?.resolvedFileName ??
      (relative ? path.resolve(path.dirname(containingFile), literal.text) : undefined);
    if (!wanted) return unbound();
    const binding = activity ? bindings.get(activity.id)! : noStage;
    const target = reboundPath(binding, path.resolve(wanted), path.resolve(containingFile));
    const resolved = result.resolvedModule ?? {
      resolvedFileName: wanted,
      extension: ts.Extension.Ts,
      isExternalLibraryImport: false,
    };
    return target && host.fileExists(target)
      ? { resolvedModule: { ...resolved, resolvedFileName: target, extension: ts.Extension.Ts } }
      : unbound();
  }
  const typeRoots = [path.join(kit.root, 'node_modules', '@types')];
  const program = ts.createProgram({ rootNames, options: { ...options, typeRoots }, host });
  const problems = new Map<string, TypeProblem[]>();
  // Only files of a stage are reported: the suites and the student's files (the kit's references are checked by
  // `npm run typecheck`, and what the suites need of them is resolved on the way).
  // A student's helper, and a suites' shared helper (grader/suites/<lab>/shared/, told as the suites are), is part of
  // the one stage of its program, or, in a program of several, of each stage whose files import it, directly or
  // through other such files.
  const shared = (name: string) => isHelper(kit, root, name) || (!kitFiles && name.startsWith(kit.suites + path.sep));
  const sources = program.getSourceFiles().filter((file) => !file.isDeclarationFile);
  for (const file of sources)
    for (const { fileName } of file.referencedFiles)
      record(path.resolve(file.fileName), path.resolve(path.dirname(file.fileName), fileName));
  const reported = sources.flatMap((file) => {
    const activity = owner(path.resolve(file.fileName), ownerDirs, byId);
    return activity ? [{ file, activity }] : [];
  });
  const users = activities.length === 1 ? undefined : sharedFileUsers(reported, imports, shared);
  for (const file of sources) {
    const name = path.resolve(file.fileName);
    const told = users ? (users.get(name) ?? []) : shared(name) ? activities : [];
    for (const activity of told) reported.push({ file, activity });
  }
  // A stage with a file that does not parse gets its syntax errors only: what the checker says of the parser's
  // recovery (a method read as an array, a class missing its members in the tests that use it) is noise that hides
  // the one line to fix.
  const syntactic = new Map(reported.map(({ file }) => [file, program.getSyntacticDiagnostics(file)]));
  const unparsed = new Set(reported.filter(({ file }) => syntactic.get(file)!.length > 0).map((r) => r.activity.id));
  const toldHidden = hiddenTeller(kit, root, program, hidden);
  const seen = new Set<string>();
  for (const { file: source, activity } of reported) {
    const inHidden = hidden(source.fileName);
    if (hiddenOnly && !inHidden) continue;
    const diagnostics = unparsed.has(activity.id) ? syntactic.get(source)! : program.getSemanticDiagnostics(source);
    for (const diagnostic of diagnostics) {
      if (!diagnostic.file) continue;
      const problem = inHidden
        ? toldHidden(diagnostic, activity)
        : visibleProblem(kit, root, diagnostic, diagnostic.file, { kitFiles, hidden });
      // A hidden file's problems are told once per place and message: how often the suites trip on one
      // declaration is theirs to keep.
      const key = `${activity.id}\0${problem.file}:${problem.line}:${problem.column}\0${problem.message}`;
      if (inHidden && seen.has(key)) continue;
      seen.add(key);
      problems.set(activity.id, [...(problems.get(activity.id) ?? []), problem]);
    }
  }
  return problems;
}
