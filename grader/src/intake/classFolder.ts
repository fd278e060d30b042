import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { byName } from '../kit/words.ts';

/** One student's submission in a class folder: a folder of their own, or a zip named after them. */
export interface ClassEntry {
  /** The student's name in reports and the gradebook: the folder's name, or the zip's without `.zip`. */
  name: string;
  path: string;
  /** A symbolic link is never followed: the student gets a report saying so. */
  link: boolean;
}

/**
 * The submissions of a class folder, in name order: sub-folders (or links to them, to be refused) and `.zip` files.
 * A zip and a folder of the same name are one student twice: the folder is graded and the zip is named in `notes`.
 */
export function listClass(dir: string, skip?: string): { entries: ClassEntry[]; notes: string[] } {
  const entries = new Map<string, ClassEntry>();
  const notes: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.') || name === skip) continue;
    const at = path.join(dir, name);
    const stats = lstatSync(at);
    if (stats.isDirectory() || stats.isSymbolicLink())
      entries.set(name, { name, path: at, link: stats.isSymbolicLink() });
  }
  for (const name of readdirSync(dir).sort()) {
    if (!name.toLowerCase().endsWith('.zip') || !lstatSync(path.join(dir, name)).isFile()) continue;
    const student = name.slice(0, -'.zip'.length);
    if (entries.has(student))
      notes.push(`${name} and the folder ${student}/ are the same student: the folder was graded`);
    else entries.set(student, { name: student, path: path.join(dir, name), link: false });
  }
  return { entries: [...entries.values()].sort((a, b) => byName(a.name, b.name)), notes };
}
