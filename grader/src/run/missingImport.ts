// Why an import of graded code names no file, said so that the student can fix it: a slip in the name
// (`./Cards.ts`, `../01-cards/Card.ts`) is a bad import, with the file it most likely meant; only a stage's file that
// is gone is one to put back.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { closest } from '../kit/closest.ts';

function entries(dir: string, wantDirs: boolean): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return (
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => (wantDirs ? entry.isDirectory() : entry.isFile() && /\.[mc]?[jt]s$/.test(entry.name)))
      .map((entry) => entry.name)
      // In the order of their names' bytes on every system (Node promises no order, and Windows lists without regard
      // to case): which of two names as close to the slip is suggested is the same everywhere.
      .sort()
  );
}

/** The name in `names` closest to `wanted`, with or without its extension, when close enough to be a slip. */
function nearest(wanted: string, names: string[]): string | undefined {
  const bare = (name: string) => name.replace(/\.[mc]?[jt]s$/, '');
  const candidates = names.filter((name) => name !== wanted).map((name) => ({ name, forms: [name, bare(name)] }));
  return closest(wanted, candidates, 1)[0];
}

/**
 * The import path the student most likely meant, spelled as they spelled theirs (`./Card.ts` for `./Cards.ts`,
 * `./Card` for `./Cards`), found beside the file it names in each of `folders` (the submission's and the kit's
 * places for it); a folder name that is a slip is mended first. None when nothing is close.
 */
export function meantImport(source: string, wanted: string, folders: string[]): string | undefined {
  const base = path.basename(wanted);
  const withExtension = /\.[mc]?[jt]s$/.test(base);
  for (const dir of folders) {
    let folder = dir;
    let mendedFolder: string | undefined;
    if (!existsSync(folder)) {
      mendedFolder = nearest(path.basename(folder), entries(path.dirname(folder), true));
      if (!mendedFolder) continue;
      folder = path.join(path.dirname(folder), mendedFolder);
    }
    const names = entries(folder, false);
    const file = names.includes(base) || names.includes(`${base}.ts`) ? base : nearest(base, names);
    if (!file || (file === base && !mendedFolder)) continue;
    const spelled = withExtension || !/\.ts$/.test(file) ? file : file.replace(/\.ts$/, '');
    const parts = source.split('/');
    parts[parts.length - 1] = spelled;
    if (mendedFolder && parts.length > 1) parts[parts.length - 2] = mendedFolder;
    return parts.join('/');
  }
  return undefined;
}
