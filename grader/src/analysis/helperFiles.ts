import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveFile } from '../run/graph.ts';
import { moduleReferences } from '../run/modulePaths.ts';

/** Whether `file`, as `importer` imports it, is the kit's code or another stage's rather than the student's helper. */
type KitCode = (file: string, importer: string) => boolean;

/**
 * The student's own modules that the given files import, directly or through one another: a helper in the stage's
 * folder, in the lab's folder or anywhere else under `root`, but not the kit's provided code or another stage's
 * files. A lab rule covers them as it covers the files that import them, so moving a `Map` into a helper does not
 * hide it. A file named as a test is one too when code imports it: it runs as that code's module (a `Map` in a
 * `Store.test.ts` that Game.ts imports had scored full marks).
 */
export function helperFiles(subjects: string[], root: string, isKitCode: KitCode): string[] {
  const seen = new Set(subjects.map((file) => path.resolve(file)));
  const helpers: string[] = [];
  const queue = subjects.map((file) => ({ file: path.resolve(file) }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    let source: string;
    try {
      source = readFileSync(next.file, 'utf8');
    } catch {
      continue;
    }
    for (const fileName of moduleReferences(source, next.file).imports) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveFile(path.resolve(path.dirname(next.file), fileName));
      if (!target || seen.has(target)) continue;
      seen.add(target);
      const inside = !path.relative(root, target).startsWith('..');
      if (!inside || isKitCode(target, next.file)) continue;
      helpers.push(target);
      queue.push({ file: target });
    }
  }
  return helpers;
}
