import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FileError } from '../run/types.ts';

/** A file of the student's that does not load: which, where (when the error says or the file shows) and why. */
export interface LoadFailure {
  /** The file as shown to the student, e.g. `elevens/01-card/Card.ts`. */
  file: string;
  line?: number;
  column?: number;
  why: string;
}

/** Where the files a run loaded live, so that an error's paths can be shown as the student knows them. */
export interface LoadPlaces {
  /** Folders whose paths are shown relative to them: the submission's, the kit's activities/ (first match wins). */
  roots: string[];
  /** The kit's root: the test runner prints paths relative to it. */
  kitRoot: string;
  /** The stage's files, searched for what an error names but does not place (an import path, a name). */
  files: string[];
}

/** Whether a file error of a run says that code did not load (a syntax error, a failed import, a throw at import). */
export function isLoadError(error: Pick<FileError, 'kind'>): boolean {
  return error.kind === 'load';
}

function shownFrom(roots: string[], file: string): string | undefined {
  for (const root of roots) {
    const relative = path.relative(root, file);
    if (!relative.startsWith('..') && !path.isAbsolute(relative)) return relative.split(path.sep).join('/');
  }
  return undefined;
}

/** The error's text with every path to a student's or the kit's folder written as the student knows it. */
function withShownPaths(message: string, { roots, kitRoot }: LoadPlaces): string {
  let text = message.replace(/file:\/\/(\/[^\s:)]+)/g, '$1');
  for (const root of roots) {
    // The test runner writes paths relative to the kit's root (`../../home/…/elevens/01-card/Card.ts`): those go
    // first, as the absolute path is part of them.
    const relative = path.relative(kitRoot, root).split(path.sep).join('/');
    if (relative) text = text.replaceAll(`${relative}/`, '');
    text = text.replaceAll(root + path.sep, '');
  }
  return text;
}

/** The first place in the error that is a file of the student's (not the grader's or the test runner's). */
function placeIn(text: string): { file: string; line: number; column: number } | undefined {
  for (const match of text.matchAll(/([\w./~@-]+\.(?:ts|js|json)):(\d+):(\d+)/g)) {
    const file = match[1]!;
    if (/(^|\/)(grader|node_modules)\//.test(file) || file.startsWith('/') || file.startsWith('..')) continue;
    return { file, line: Number(match[2]), column: Number(match[3]) };
  }
  return undefined;
}

/** What went wrong, in one line: the first line of the error that is not a stack frame or a source excerpt. */
/**
 * V8's own syntax error, met as a compiled module is read: `<file>:<line>` of the compiled code, that line, a caret,
 * then the error. The place is the compiled code's, not the student's: only the error is told.
 */
const V8_HEADER = /^[^\n]*:\d+\n[^\n]*\n\s*\^+\s*\n/;

function reasonIn(text: string): string {
  const lines = text
    .replace(V8_HEADER, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^([│╭╰─┬\d]|at |Error: Transform failed with \d+ errors?:)/.test(line));
  const first = lines[0] ?? 'the test runner gave no reason';
  // A plain `Error: ` says nothing; `TypeError: ` and the like do. A compile error begins with its place, which is
  // given apart.
  return first
    .replace(/^\[PARSE_ERROR\] /, 'syntax error: ')
    .replace(/^Error: /, '')
    .replace(/^[\w./~@-]+\.(?:ts|js|json):\d+:\d+: /, '');
}

/** Finds the first of `needles` in the given files: where an import path or a name the error names is written. */
function search(
  files: string[],
  needles: string[],
  places: LoadPlaces,
): { file: string; line: number; column: number } | undefined {
  for (const file of files) {
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    for (const needle of needles) {
      for (let k = 0; k < lines.length; k++) {
        const column = lines[k]!.indexOf(needle);
        if (column >= 0)
          return { file: shownFrom(places.roots, file) ?? path.basename(file), line: k + 1, column: column + 1 };
      }
    }
  }
  return undefined;
}

/**
 * Reads a load error of a run (`fileErrors[].message`) for a student: which of their files does not load, where,
 * and why. `runFile` is the file the run started from; it is blamed when nothing else is named.
 */
export function loadFailure(message: string, runFile: string, places: LoadPlaces): LoadFailure {
  const text = withShownPaths(message, places);
  const why = reasonIn(text);
  const placed = placeIn(text);
  if (placed) return { ...placed, why };
  // An import refused or not found, a reserved name: the error names it but not its place, which the files show.
  const importer = /\(imported by ([^)]+)\)/.exec(why)?.[1];
  const named = [...why.matchAll(/'([^'\s]+)'/g)].flatMap((m) => [`'${m[1]}'`, `"${m[1]}"`]);
  const found = /\(found (\w+)\)/.exec(why)?.[1];
  const candidates = [...(importer ? places.roots.map((root) => path.join(root, importer)) : []), ...places.files];
  const hit = search(candidates, [...named, ...(found ? [found] : [])], places);
  if (hit) return { ...hit, why };
  return { file: shownFrom(places.roots, runFile) ?? path.basename(runFile), why };
}

/** `elevens/01-card/Card.ts:24:107`, or the file alone when the place is not known. */
export function placeOf(failure: LoadFailure): string {
  return failure.line === undefined ? failure.file : `${failure.file}:${failure.line}:${failure.column}`;
}

/** One line: `Card.ts does not load: elevens/01-card/Card.ts:24:107: syntax error: Unexpected token`. */
export function describeLoadFailure(failure: LoadFailure): string {
  return `${path.posix.basename(failure.file)} does not load: ${placeOf(failure)}: ${failure.why}`;
}
