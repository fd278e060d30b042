import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { listLabs } from '../kit/activities.ts';
import { kitPaths } from '../kit/kit.ts';

const NEVER = new Set(['node_modules', '.git', '.cardlab', '.ci', 'coverage']);

function walk(root: string, relative: string, keep: (file: string) => boolean, out: string[]): void {
  const dir = path.join(root, relative);
  for (const name of readdirSync(dir).sort()) {
    if (NEVER.has(name)) continue;
    const child = relative ? `${relative}/${name}` : name;
    if (statSync(path.join(root, child)).isDirectory()) walk(root, child, keep, out);
    else if (keep(child)) out.push(child);
  }
}

/**
 * The kit's files (paths relative to its root, with forward slashes) that an autograder needs to grade the
 * given labs: the engine and CLI, every lab's activities, references, buggy implementations, wheats, hidden suites and
 * fixtures (only the chosen labs' when labs are named), the schemas, the package files. Not the grader's own
 * tests, examples or benchmarks.
 */
export function autograderFiles(kitRoot: string, labs?: string[]): string[] {
  const files: string[] = [];
  const allLabs = listLabs(kitPaths(kitRoot));
  const labOk = (segment: string | undefined) =>
    !labs || segment === undefined || segment === 'shared' || labs.includes(segment);
  walk(
    kitRoot,
    '',
    (file) => {
      const parts = file.split('/');
      if (parts.length === 1) return ['package.json', 'package-lock.json', 'tsconfig.json', 'README.md'].includes(file);
      const [top, second, third] = parts;
      if (top === 'grader') {
        if (['test', 'examples', 'bench'].includes(second!)) return false;
        // A lab's games folder goes with its lab; what every game shares goes always.
        if (second === 'games') return parts.length === 3 || !allLabs.includes(third!) || labOk(third);
        return second !== 'suites' || labOk(third);
      }
      if (top === 'fixtures') return second === 'schemas' || labOk(second);
      if (top === 'activities' || top === 'solutions' || top === 'buggy' || top === 'wheats')
        return parts.length > 2 ? labOk(second) : true;
      return false;
    },
    files,
  );
  return files;
}
