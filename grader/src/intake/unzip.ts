import { chmodSync, createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

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
// Folders that zip tools and editors add and nothing grades.
const NOISE = /(^|\/)(__MACOSX|node_modules|\.git|\.DS_Store)(\/|$)/;

/** Counts the bytes that really come out of an entry, whatever its header declares (a zip bomb lies there). */
function counter(limit: number, name: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new Error(`${name} unpacks to more than ${limit} bytes`) : null, chunk);
    },
  });
}

/** Why an entry is left out under `allowance`, or undefined when it fits (and is then charged to it). */
function charge(allowance: Allowance, name: string, bytes: number, zipName: string): string | undefined {
  if (bytes > allowance.fileBytes)
    return `${name} is larger than ${allowance.fileBytes / 1_000_000} MB; it was left out`;
  if (name.split('/').filter(Boolean).length > allowance.depth)
    return `${name} is nested more than ${allowance.depth} folders deep; it was left out`;
  const { spent } = allowance;
  if (spent.files + 1 > allowance.files || spent.bytes + bytes > allowance.totalBytes) {
    allowance.exhausted = true;
    return (
      `unpacking stopped at ${name}: everything unpacked from one submission, zips inside zips included, is bounded ` +
      `(${allowance.files} files, ${allowance.totalBytes / 1_000_000} MB in all): it and the rest of ${zipName} were left out`
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
 * unpacked. Executable bits are kept.
 */
export async function extractZip(zipFile: string, dir: string, allowance?: Allowance): Promise<Extracted> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(zipFile, { lazyEntries: true, strictFileNames: false }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const root = path.resolve(dir);
  const zipName = path.basename(zipFile);
  const names: string[] = [];
  const skipped: string[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName.replaceAll('\\', '/');
        const target = path.resolve(root, name);
        if (target !== root && !target.startsWith(root + path.sep)) {
          return reject(new Error(`zip entry ${name} points outside the folder it is unpacked in`));
        }
        const next = () => zip.readEntry();
        const mode = (entry.externalFileAttributes >>> 16) & 0o177777;
        if (NOISE.test(name)) return next();
        if ((mode & S_IFMT) === S_IFLNK) {
          skipped.push(`${name} is a symbolic link: zip the file itself, not a link to it; it was left out`);
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
          if (error) return reject(error);
          mkdirSync(path.dirname(target), { recursive: true });
          const limit = allowance ? entry.uncompressedSize : Number.MAX_SAFE_INTEGER;
          pipeline(stream, counter(limit, name), createWriteStream(target, { mode: 0o600 }))
            .then(() => {
              if (mode & 0o777) chmodSync(target, mode & 0o777);
              names.push(name);
              next();
            })
            .catch(reject);
        });
      });
      zip.readEntry();
    });
  } catch (error) {
    // yauzl checks names itself: say what its refusal means for the person who made the zip.
    const name = /^(?:invalid relative path|absolute path): (.*)$/.exec((error as Error).message)?.[1];
    throw name ? new Error(`zip entry ${name} points outside the folder it is unpacked in`) : error;
  } finally {
    if (zip.isOpen) zip.close();
  }
  return { names, skipped };
}
