import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from '../kit/activities.ts';
import { importsOf } from '../intake/assemble.ts';
import type { KitPaths } from '../kit/kit.ts';
import { resolveFile } from '../run/graph.ts';
import { studentTestFiles, subjectFiles } from '../intake/submission.ts';

const STAGE = /^\d{2}-[a-z0-9-]+$/;

/** `lab/NN-slug` and the file's name, where `file` sits in a stage folder under `dir`. */
function stageFileIn(dir: string, file: string): { stage: string; parts: string[] } | undefined {
  const parts = path.relative(dir, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0]!) || parts.length !== 3 || !STAGE.test(parts[1]!)) return undefined;
  return { stage: `${parts[0]}/${parts[1]}`, parts };
}

/**
 * The other stages of the student's that a stage's code uses as their program runs (`check` and `list` run a stage
 * with the student's own stages): every stage whose file its files, its public tests or its own tests import, and
 * those that those files import in turn, followed through the student's copies at `root` (helpers of theirs
 * included). In course order, as ids (`elevens/02-deck`). Read from the files' import lines alone.
 */
export function stagesUsed(kit: KitPaths, root: string, activity: Activity): string[] {
  const start = [
    ...Object.values(subjectFiles(root, activity).files),
    ...activity.manifest.files.visibleTests.map((name) => path.join(activity.stubDir, name)),
    ...studentTestFiles(root, activity),
  ];
  const seen = new Set<string>();
  const stages = new Set<string>();
  const pending = [...start];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const specifier of importsOf(text)) {
      const wanted = path.resolve(path.dirname(file), specifier);
      // An import of another stage's file, from the student's files or the kit's public tests: the student's copy.
      const staged = stageFileIn(root, wanted) ?? stageFileIn(kit.activities, wanted);
      if (staged && staged.stage !== activity.id) stages.add(staged.stage);
      const own = staged ? path.join(root, ...staged.parts) : wanted;
      // Only the student's own code is followed: the kit's provided files use no stage.
      if (path.relative(root, own).startsWith('..')) continue;
      const found = resolveFile(own);
      if (found) pending.push(found);
    }
  }
  return [...stages].sort();
}
