import path from 'node:path';
import type { KitPaths } from '../kit/kit.ts';

function within(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Which files of a type check a student must never see quoted: everything students do not receive. Decided by what
 * is public, so that anything new in the kit is hidden until it is said to be public: the submission itself, the
 * kit's activities/ (stubs, provided code, public tests: the student kit holds them), installed packages and
 * declaration files (the language's, the kit's vitest facade). The hidden suites, their fixtures and the buggy
 * implementations are hidden even were a submission to lie around them; the references are hidden unless they are
 * what is graded (`grade solutions`), as is every other file of the kit (the grader's own sources).
 */
export function hiddenFileTest(kit: KitPaths, root: string): (file: string) => boolean {
  const alwaysHidden = [kit.suites, kit.fixtures, kit.buggy, kit.wheats];
  return (file) => {
    const name = path.resolve(file);
    if (alwaysHidden.some((dir) => within(dir, name))) return true;
    if (within(root, name) || within(kit.activities, name)) return false;
    if (name.split(path.sep).includes('node_modules')) return false;
    return !(name.endsWith('.d.ts') && !within(kit.solutions, name));
  };
}
