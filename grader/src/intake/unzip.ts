import { chmodSync, createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { NOT_SUBMITTED } from './workingCopy.ts';

/**
 * What may still be unpacked from one submission: a single allowance shared by every zip of it, zips inside zips
 * included, so that a small upload cannot unpack thousands of bounded zips one after another. Folders count as
 * files (a zip of a million empty folders costs as much disk as files).
 */
export interface Allowance {
  /** Most entries unpacked in all. */
  files: number;
  /** Largest single file; a larger one is left out and said so. */
  fileBytes: number;
  /** Most bytes unpacked in all. */
  totalBytes: number;
  /** Most folders an entry's path may go through (a deeper one is left out). */
  depth: number;
  /** What every zip of the submission has unpacked so far (changed by each extraction). */
  spent: { files: number; bytes: number };
  /** Set once an entry did not fit: nothing more is unpacked from any zip of the submission. */
  exhausted?: boolean;
}

export interface Extracted {
  /** Entries written, as named in the zip. */
  names: string[];
  /** Entries left out, each with why, in a sentence for the person who made the zip. */
  skipped: string[];
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** An entry no submission holds (workingCopy.ts NOT_SUBMITTED), wherever it is in the zip. */
const isNoise = (name: string) => name.split('/').some((part) => NOT_SUBMITTED.has(part));

// Characters a terminal runs or that reorder or hide text (as the report room's forText escapes them, which this
// room, below it, cannot import), and line breaks: an entry's name must not start a line of its own.
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\uFFFE\uFFFF]/gu;

/**
 * An entry's name as a message names it: the zip's maker chooses it, and the message is printed as it is where
 * intake fails (a crash, a log), so every unsafe character is shown as the escape a programmer would write.
 */
export function shown(name: string): string {
  return name.replace(UNSAFE, (char) => {
    const code = char.codePointAt(0)!;
    if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`;
    return code <= 0xffff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\u{${code.toString(16)}}`;
  });
}

/**
 * Why `name` could not be written under `root`, for the person who made the zip: what the file system refused,
 * with the grading machine's folder left out (the report is the student's) so that only the path in the zip shows.
 */
function unpackFailure(name: string, error: unknown, root: string): Error {
  const code = (error as NodeJS.ErrnoException).code;
  // A name that is a file in one entry and a folder in another (`01-card` and `01-card/Card.ts`, in either order).
  if (code === 'EEXIST' || code === 'EISDIR' || code === 'ENOTDIR')
    return new Error(
      `zip entry ${shown(name)} cannot be written: the zip holds it, or a folder on its path, both as a file and ` +
        'as a folder (a name is one or the other); zip the folder again',
    );
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`zip entry ${shown(name)} cannot be written: ${withoutFolder(message, root)}`);
}

/** `text` without `root` (an absolute folder of the grading machine): paths in it read as they are in the zip. */
function withoutFolder(text: string, root: string): string {
  return text.replaceAll(root + path.sep, '').replaceAll(root, '.');
}

/** Why a zip could not be unpacked into `root`, said for the person who made it, naming no folder of this machine. */
function refusal(error: unknown, root: string, zipFile: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  // yauzl checks names itself: say what its refusal means for the person who made the zip.
  const name = /^(?:invalid relative path|absolute path): (.*)$/.exec(message)?.[1];
  if (name) return new Error(`zip entry ${shown(name)} points outside the folder it is unpacked in`);
  // The zip is named by its own name, not where the grading machine keeps it (a zip inside a zip is in a temporary
  // folder).
  return new Error(shown(withoutFolder(message, root).replaceAll(path.resolve(zipFile), path.basename(zipFile))));
}

/** Counts the bytes that really come out of an entry, whatever its header declares (a zip bomb lies there). */
function counter(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new Error(`it unpacks to more than ${limit} bytes`) : null, chunk);
    },
  });
}

/** Why an entry is left out under `allowance`, or undefined when it fits (and is then charged to it). */
function charge(allowance: Allowance, name: string, bytes: number, zipName: string): string | undefined {
  if (bytes > allowance.fileBytes)
    return `${shown(name)} is larger than ${allowance.fileBytes / 1_000_000} MB; it was left out`;
  if (name.split('/').filter(Boolean).length > allowance.depth)
    return `${shown(name)} is nested more than ${allowance.depth} folders deep; it was left out`;
  const { spent } = allowance;
  if (spent.files + 1 > allowance.files || spent.bytes + bytes > allowance.totalBytes) {
    allowance.exhausted = true;
    return (
      `unpacking stopped at ${shown(name)}: everything unpacked from one submission, zips inside zips included, ` +
      `is bounded (${allowance.files} files, ${allowance.totalBytes / 1_000_000} MB in all): it and the rest of ` +
      `${shown(zipName)} were left out`
    );
  }
  spent.files += 1;
  spent.bytes += bytes;
  return undefined;
}

/**
 * Extracts a zip into `dir`, safely: an entry whose path would land outside `dir` (absolute, or with `..`) stops the
 * extraction with an error naming it; symbolic links and other special entries are never created; with an
 * `allowance`, what does not fit in it is left out and listed, and once the allowance is spent nothing more is
 * unpacked. Every file is written readable and writable by the grader alone (0600), whatever mode the zip gives,
 * unless `keepModes` (a zip of the kit's own, whose scripts must stay executable, as `unzip` keeps them).
 */
export async function extractZip(
  zipFile: string,
  dir: string,
  allowance?: Allowance,
  { keepModes = false } = {},
): Promise<Extracted> {
  const root = path.resolve(dir);
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(zipFile, { lazyEntries: true, strictFileNames: false }, (error, file) =>
      error ? reject(refusal(error, root, zipFile)) : resolve(file),
    ),
  );
  const zipName = path.basename(zipFile);
  const names: string[] = [];
  const skipped: string[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      // The callbacks below run from yauzl's events, outside this promise: what they throw would crash the process
      // (and a whole grade-all batch), so each failure rejects the promise instead, naming its entry.
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName.replaceAll('\\', '/');
        try {
          unpackEntry(entry, name);
        } catch (error) {
          reject(unpackFailure(name, error, root));
        }
      });
      const next = () => zip.readEntry();
      const unpackEntry = (entry: yauzl.Entry, name: string) => {
        const target = path.resolve(root, name);
        if (target !== root && !target.startsWith(root + path.sep)) {
          return reject(new Error(`zip entry ${shown(name)} points outside the folder it is unpacked in`));
        }
        const mode = (entry.externalFileAttributes >>> 16) & 0o177777;
        if (isNoise(name)) return next();
        // No file system takes a NUL in a name: the entry is left out, as a link is, and the rest of the zip is read.
        if (name.includes('\0')) {
          skipped.push(
            `${shown(name)} has a NUL character (\\x00) in its name, which no file name may hold; it was left out`,
          );
          return next();
        }
        if ((mode & S_IFMT) === S_IFLNK) {
          skipped.push(`${shown(name)} is a symbolic link: zip the file itself, not a link to it; it was left out`);
          return next();
        }
        const folder = name.endsWith('/');
        const refused = allowance && charge(allowance, name, folder ? 0 : entry.uncompressedSize, zipName);
        if (refused) {
          skipped.push(refused);
          // Past the allowance, the rest of this zip is not read at all.
          return allowance?.exhausted ? resolve() : next();
        }
        if (folder) {
          mkdirSync(target, { recursive: true });
          return next();
        }
        zip.openReadStream(entry, (error, stream) => {
          if (error) return reject(unpackFailure(name, error, root));
          // Whatever the file system throws here (a name it refuses, a folder that cannot be made) rejects, naming
          // the entry: thrown from yauzl's callback, it would end the process.
          let output: ReturnType<typeof createWriteStream>;
          try {
            mkdirSync(path.dirname(target), { recursive: true });
            output = createWriteStream(target, { mode: 0o600 });
          } catch (failure) {
            stream.destroy();
            return reject(unpackFailure(name, failure, root));
          }
          const limit = allowance ? entry.uncompressedSize : Number.MAX_SAFE_INTEGER;
          pipeline(stream, counter(limit), output)
            .then(() => {
              // A submission's mode bits are not applied: a file its zip marks unreadable would be readable by a
              // grader running as root and not by another, and the grade would depend on which ran it.
              if (keepModes && mode & 0o777) chmodSync(target, mode & 0o777);
              names.push(name);
              next();
            })
            .catch((failure: unknown) => reject(unpackFailure(name, failure, root)));
        });
      };
      zip.readEntry();
    });
  } catch (error) {
    throw refusal(error, root, zipFile);
  } finally {
    if (zip.isOpen) zip.close();
  }
  return { names, skipped };
}
