import { chmodSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { KitPaths } from '../kit/kit.ts';

const done = new Set<string>();

/**
 * For the `user` confinement: the kit's secret folders (references, buggy implementations, hidden suites, fixtures)
 * and its working folder (submissions being graded) are made readable by their owner only, so a worker running as
 * a sandbox user id cannot open them. The worker needs nothing of the kit: it runs a copy of the test runtime, from
 * the grader's sandbox folder (sandboxFolder.ts), so this holds wherever the kit is, a private folder included.
 */
export function protectKitSecrets(kit: KitPaths): void {
  if (done.has(kit.root)) return;
  done.add(kit.root);
  for (const dir of [kit.solutions, kit.buggy, kit.wheats, kit.suites, kit.fixtures, path.join(kit.root, '.cardlab')]) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
    chmodSync(dir, 0o700);
  }
}
