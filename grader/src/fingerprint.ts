import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { LIMITS } from './workingCopy.ts';

/**
 * What a report was made from: every entry of the submission (paths, contents, link targets, never followed, within
 * the same bounds as the working copy), the kit's version and the activities graded. `grade-all` keeps a report
 * only when this matches, so neither an old report nor a planted one with a future date passes for a grade.
 */
export function submissionFingerprint(dir: string, kitVersion: string, activityIds: string[]): string {
  const hash = createHash('sha256').update(`cardlab ${kitVersion}\n${activityIds.join(',')}\n`);
  let files = 0;
  const stack: { at: string; shown: string; depth: number }[] = [{ at: dir, shown: '', depth: 0 }];
  while (stack.length > 0 && files < LIMITS.files * 2) {
    const { at, shown, depth } = stack.pop()!;
    let stats;
    try {
      stats = lstatSync(at);
    } catch {
      continue;
    }
    if (stats.isSymbolicLink()) hash.update(`link ${shown} ${readlinkSync(at)}\n`);
    else if (stats.isFile()) {
      files++;
      hash.update(`file ${shown} ${stats.size}\n`).update(stats.size <= LIMITS.fileBytes ? readFileSync(at) : `${stats.mtimeMs}`);
    } else if (stats.isDirectory() && depth <= LIMITS.depth) {
      for (const name of readdirSync(at).sort().reverse()) if (name !== 'node_modules' && name !== '.git') stack.push({ at: path.join(at, name), shown: `${shown}/${name}`, depth: depth + 1 });
    }
  }
  return hash.digest('hex');
}
