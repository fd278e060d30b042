// The compiler host every program of the analysis reads through (the type check, the typed rules).
import { realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Declaration files of the language and of the kit's packages, and the kit's own files, do not change while the
// process runs: each is parsed once, and every later type check (watch, a batch of submissions) reuses it.
const packageFiles = new Map<string, ts.SourceFile>();

/**
 * What the programs of one request share (beginRequest to endRequest: analysisThread.ts): a request compiles a program
 * for its type check and one for each stage's lab rules, some thirty for a four-lab grade, and each had read the
 * kit's tsconfig.json (walking its `include`) and looked up the package.json above every library file again. Only
 * for the length of a request, when neither the submission nor the kit changes: a later request (the next save in
 * `watch`, the next student) reads them afresh. Outside a request nothing is kept.
 */
let request: { values: Map<string, unknown>; packages?: ts.ModuleResolutionCache } | undefined;

export function beginRequest(): void {
  request = { values: new Map() };
}

export function endRequest(): void {
  request = undefined;
}

/** `make()`, computed once per request under `key` (every time outside a request). */
export function oncePerRequest<T>(key: string, make: () => T): T {
  if (!request) return make();
  if (!request.values.has(key)) request.values.set(key, make());
  return request.values.get(key) as T;
}

/** Each folder, and where it really is when that differs (a link on the way). */
function withRealPaths(dirs: string[]): string[] {
  return dirs.flatMap((dir) => {
    try {
      const real = realpathSync(dir);
      return real === dir ? [dir] : [dir, real];
    } catch {
      return [dir];
    }
  });
}

/**
 * A compiler host for a check (the type check, the typed rules): files that do not change while the process runs
 * (package declaration files, and the kit's own files outside `changing`, the submission) are parsed once per
 * process; no JSDoc is parsed in TypeScript files (only JavaScript takes types from it), as `tsc` itself does.
 * Given `kit`, it reads nothing but the submission, the kit (and what the kit laid out for the check, `kit.also`: the
 * stubs of stubConformance.ts) and TypeScript's own libraries: a student's `/// <reference path>` or import of any
 * other file of the machine is a file not found. Otherwise the thread, which checks a class's students one after
 * another, would keep each such file for the rest of the class (one file named through many paths,
 * `/proc/self/root/…`, held a gigabyte).
 */
export function hostFor(
  options: ts.CompilerOptions,
  changing: string,
  kit?: { root: string; also?: string[] },
): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  host.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeErrors;
  // The package.json lookups TypeScript makes for each file it reads (its module format), shared by the request's
  // programs. Module names are still resolved by each program's own resolver, never from a cache: each binds
  // imports its own way (typecheck.ts, ruleProgram.ts).
  const scope = request;
  if (scope)
    host.getModuleResolutionCache = () =>
      (scope.packages ??= ts.createModuleResolutionCache(host.getCurrentDirectory(), (name) =>
        host.getCanonicalFileName(name),
      ));
  const parse = host.getSourceFile.bind(host);
  const within = (dir: string, fileName: string) => {
    const relative = path.relative(dir, fileName);
    return !relative.startsWith('..') && !path.isAbsolute(relative);
  };
  const libraries = path.dirname(ts.getDefaultLibFilePath(options));
  // TypeScript names a file by its real path: a kit whose node_modules is a link (a copy of the kit) reads its
  // packages where the link leads, a submission under a linked temporary folder where that leads.
  const kitDirs =
    kit === undefined ? [] : [libraries, ...withRealPaths([kit.root, path.join(kit.root, 'node_modules')])];
  // This check's own files: the submission, and what the kit laid out for it.
  const laidOut = withRealPaths([changing, ...(kit?.also ?? [])]);
  const readable = (fileName: string) =>
    kit === undefined || [...laidOut, ...kitDirs].some((dir) => within(dir, fileName));
  // Kept for the process: the kit's own files, never this check's.
  const stable = (fileName: string) =>
    !laidOut.some((dir) => within(dir, fileName)) &&
    (kit === undefined ? /[\\/]node_modules[\\/]/.test(fileName) : kitDirs.some((dir) => within(dir, fileName)));
  host.getSourceFile = (fileName, language, onError, shouldCreate) => {
    if (!readable(fileName)) return undefined;
    // This check's own files are parsed once a request: the type check's program and each stage's rule program share
    // them (a four-lab grade parsed a student's file in four programs).
    if (!stable(fileName))
      return oncePerRequest(`source\0${fileName}\0${JSON.stringify(language)}`, () =>
        parse(fileName, language, onError, shouldCreate),
      );
    const key = `${fileName}\0${JSON.stringify(language)}`;
    const file = packageFiles.get(key) ?? parse(fileName, language, onError, shouldCreate);
    if (file) packageFiles.set(key, file);
    return file;
  };
  return host;
}
