import { chmodSync, createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

/** Extracts a zip (keeping executable bits), refusing entries that would land outside `dir`. */
export async function extractZip(zipFile: string, dir: string): Promise<string[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.open(zipFile, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))));
  const names: string[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      const target = path.resolve(dir, entry.fileName);
      if (!target.startsWith(path.resolve(dir) + path.sep)) return reject(new Error(`zip entry ${entry.fileName} points outside the folder`));
      names.push(entry.fileName);
      if (entry.fileName.endsWith('/')) {
        mkdirSync(target, { recursive: true });
        zip.readEntry();
        return;
      }
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        mkdirSync(path.dirname(target), { recursive: true });
        pipeline(stream, createWriteStream(target))
          .then(() => {
            const mode = (entry.externalFileAttributes >>> 16) & 0o777;
            if (mode) chmodSync(target, mode);
            zip.readEntry();
          })
          .catch(reject);
      });
    });
    zip.readEntry();
  });
  return names;
}
