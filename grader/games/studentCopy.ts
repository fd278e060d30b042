/**
 * A student's classes for an in-process game session: a fresh copy of their lab folder (so a session opened after a
 * save loads the saved files, not modules cached by an earlier session), with the kit's provided files beside it,
 * and the reading of an error's stack that names the student's file to blame.
 */
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTodo, messageOf, StudentCodeError } from './contract.ts';

/** Bounds of a copy: a lab folder is a few dozen small files. */
const MAX_FILES = 2_000;
const MAX_DEPTH = 12;

export interface StudentCopy {
  /** The copy's activities/ folder: `<lab>/<NN-slug>/<File>.ts` under it. */
  activities: string;
  /** How the student's files are named in messages: `activities` for the kit's own folder, or the --dir given. */
  shownAs: string;
  remove(): void;
}

function copyTree(from: string, to: string, depth: number, count: { files: number }): void {
  if (!existsSync(from) || depth > MAX_DEPTH) return;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const source = path.join(from, entry.name);
    // Links are never followed: a copy holds the student's own files and nothing they point to.
    if (lstatSync(source).isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      copyTree(source, path.join(to, entry.name), depth + 1, count);
    } else if (entry.isFile() && entry.name.endsWith('.ts') && ++count.files <= MAX_FILES) {
      mkdirSync(to, { recursive: true });
      copyFileSync(source, path.join(to, entry.name));
    }
  }
}

/** How a folder is named in messages: relative to the kit when inside it, else relative to where the user is. */
function shownName(kitRoot: string, workDir: string): string {
  const inKit = path.relative(kitRoot, workDir);
  const relative = inKit.startsWith('..') || path.isAbsolute(inKit) ? path.relative(process.cwd(), workDir) : inKit;
  return (relative || '.').split(path.sep).join('/');
}

/** Copies the student's `<lab>` folder from `workDir`, then the kit's provided files over it. */
export function copyStudentLab(kitRoot: string, workDir: string, lab: string): StudentCopy {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cardlab-game-'));
  // The copy's .ts files are ES modules, as they are in the kit.
  writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }\n');
  const activities = path.join(root, 'activities');
  const count = { files: 0 };
  copyTree(path.join(workDir, lab), path.join(activities, lab), 0, count);
  // The kit's provided files win over any copy of them; a student's own helper beside them stays.
  copyTree(path.join(kitRoot, 'activities', lab, 'shared'), path.join(activities, lab, 'shared'), 0, count);
  copyTree(path.join(kitRoot, 'activities', 'shared'), path.join(activities, 'shared'), 0, count);
  return {
    activities,
    shownAs: shownName(kitRoot, workDir),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

interface Place {
  /** `<lab>/<NN-slug>/<File>.ts` */
  file: string;
  line?: number;
  column?: number;
  where?: string;
}

const FRAME = /^\s*at (?:(.+?) \()?((?:file:\/\/)?[^()\s][^()]*?):(\d+):(\d+)\)?\s*$/;

/** `<lab>/<NN-slug>/<File>.ts` when `file` is one of the student's stage files in the copy (provided files are not). */
function stageFile(copy: StudentCopy, file: string): string | undefined {
  const plain = file.startsWith('file://') ? fileURLToPath(file) : file;
  const relative = path.relative(copy.activities, plain).split(path.sep);
  if (relative[0] === '..' || relative.length < 3 || !/^\d\d-/.test(relative[1]!)) return undefined;
  return relative.join('/');
}

/** The student's file an error comes from: its stack's first frame in their code, or a path its message names. */
function blame(copy: StudentCopy, error: unknown): Place | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const line of stack.split('\n')) {
    const frame = FRAME.exec(line);
    const file = frame && stageFile(copy, frame[2]!);
    if (file)
      return {
        file,
        line: Number(frame![3]),
        column: Number(frame![4]),
        where: frame![1]?.replace(/^new (.*)$/, '$1 constructor'),
      };
  }
  const message = messageOf(error);
  // A module that cannot be found is the fault of the file that imports it.
  const importer = /imported from (\S+)/.exec(message);
  const importerFile = importer && stageFile(copy, importer[1]!);
  if (importerFile) return { file: importerFile };
  for (const match of message.matchAll(/(\/[^\s:'"]+\.ts)(?::(\d+):(\d+))?/g)) {
    const file = stageFile(copy, match[1]!);
    if (file)
      return { file, line: match[2] ? Number(match[2]) : undefined, column: match[3] ? Number(match[3]) : undefined };
  }
  return undefined;
}

/** `elevens/03-shuffler/Shuffler.ts` → `elevens/03`. */
export function stageOf(labFile: string): string {
  const [lab, slug] = labFile.split('/');
  return `${lab}/${slug!.slice(0, 2)}`;
}

/** The student's name for a lab file: `activities/elevens/03-shuffler/Shuffler.ts`. */
export function shownFile(copy: StudentCopy, labFile: string): string {
  return copy.shownAs === '.' ? labFile : `${copy.shownAs}/${labFile}`;
}

/** Paths inside the copy, in a message, as the student knows them. */
function cleanMessage(copy: StudentCopy, message: string): string {
  const prefixes = [copy.activities + path.sep, `file://${copy.activities}/`];
  let cleaned = message;
  for (const prefix of prefixes) cleaned = cleaned.split(prefix).join(copy.shownAs === '.' ? '' : `${copy.shownAs}/`);
  return cleaned;
}

/** A StudentCodeError for an error thrown while the student's classes were loaded or used. */
export function studentError(copy: StudentCopy, error: unknown, kind?: 'load'): StudentCodeError {
  if (error instanceof StudentCodeError) {
    // A driver's own verdict names the file as `<lab>/<NN-slug>/<File>.ts`.
    if (error.file && !error.stage && /^[\w-]+\/\d\d-/.test(error.file)) {
      error.stage = stageOf(error.file);
      error.file = shownFile(copy, error.file);
    }
    return error;
  }
  const place = blame(copy, error);
  const name = error instanceof Error && error.name !== 'Error' ? `${error.name}: ` : '';
  const message = cleanMessage(copy, isTodo(error) ? messageOf(error) : `${name}${messageOf(error)}`);
  return new StudentCodeError(message, {
    kind: isTodo(error) ? 'todo' : (kind ?? 'threw'),
    file: place && shownFile(copy, place.file),
    stage: place && stageOf(place.file),
    line: place?.line,
    column: place?.column,
    where: place?.where,
  });
}
