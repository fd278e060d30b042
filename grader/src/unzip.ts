import { chmodSync, createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

export interface ZipBounds {
  /** Most entries extracted; past it, the rest is left out and said so. */
  files: number;
  /** Largest single file; a larger one is left out and said so. */
  fileBytes: number;
  /** Most bytes extracted in all. */
  totalBytes: number;
}

export interface Extracted {
  /** Entries written, as named in the zip. */
  names: string[];
  /** Entries left out, each with why, in words for the person who made the zip. */
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

/**
 * Extracts a zip into `dir`, safely: an entry whose path would land outside `dir` (absolute, or with `..`) stops the
 * extraction with an error naming it; symbolic links and other special entries are never created; with `bounds`,
 * files past the size or count bounds are left out and listed. Executable bits are kept.
 */
export async function extractZip(zipFile: string, dir: string, bounds?: ZipBounds): Promise<Extracted> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(zipFile, { lazyEntries: true, strictFileNames: false }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const root = path.resolve(dir);
  const names: string[] = [];
  const skipped: string[] = [];
  let total = 0;
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
        if (name.endsWith('/')) {
          mkdirSync(target, { recursive: true });
          return next();
        }
        if ((mode & S_IFMT) === S_IFLNK) {
          skipped.push(`${name} is a symbolic link: zip the file itself`);
          return next();
        }
        if (bounds && entry.uncompressedSize > bounds.fileBytes) {
          skipped.push(`${name} is larger than ${bounds.fileBytes / 1_000_000} MB`);
          return next();
        }
        if (bounds && (names.length + 1 > bounds.files || total + entry.uncompressedSize > bounds.totalBytes)) {
          skipped.push(
            `${name} is past the bounds of a submission (${bounds.files} files, ${bounds.totalBytes / 1_000_000} MB)`,
          );
          return next();
        }
        total += entry.uncompressedSize;
        zip.openReadStream(entry, (error, stream) => {
          if (error) return reject(error);
          mkdirSync(path.dirname(target), { recursive: true });
          const limit = bounds ? entry.uncompressedSize : Number.MAX_SAFE_INTEGER;
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
    if (zip.isOpen) zip.close();
    // yauzl checks names itself: say what its refusal means for the person who made the zip.
    const name = /^(?:invalid relative path|absolute path): (.*)$/.exec((error as Error).message)?.[1];
    throw name ? new Error(`zip entry ${name} points outside the folder it is unpacked in`) : error;
  }
  return { names, skipped };
}
