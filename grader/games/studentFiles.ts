/** How a student's lab files are named in the messages of a game: as the student knows them. */
import path from 'node:path';

/** How a folder is named: relative to the kit when inside it, else relative to where the user is. */
export function shownName(kitRoot: string, workDir: string): string {
  const inKit = path.relative(kitRoot, workDir);
  const relative = inKit.startsWith('..') || path.isAbsolute(inKit) ? path.relative(process.cwd(), workDir) : inKit;
  return (relative || '.').split(path.sep).join('/');
}

/** `elevens/03-shuffler/Shuffler.ts` → `elevens/03`. */
export function stageOf(labFile: string): string {
  const [lab, slug] = labFile.split('/');
  return `${lab}/${slug!.slice(0, 2)}`;
}

/** The student's name for a lab file (`elevens/03-shuffler/Shuffler.ts`) under a folder shown as `shownAs`. */
export function shownFile(shownAs: string, labFile: string): string {
  return shownAs === '.' ? labFile : `${shownAs}/${labFile}`;
}

/** Whether a role is one of a lab's stage files (`<lab>/<NN-slug>/<File>.ts`), not a provided or kit file. */
export function isStageFile(role: string): boolean {
  const parts = role.split('/');
  return parts.length === 3 && /^\d\d-/.test(parts[1]!) && !role.startsWith('~');
}
