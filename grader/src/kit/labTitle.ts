import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { KitPaths } from './kit.ts';

/**
 * A lab's own title, as its README's heading gives it (`# The Monte Carlo Solitaire lab` → `Monte Carlo Solitaire`):
 * the lab's folder name (`montecarlo`) is an id, not a name to show. A lab whose README has no such heading is
 * named by its folder, capitalised.
 */
export function labTitle(kit: KitPaths, lab: string): string {
  const readme = path.join(kit.activities, lab, 'README.md');
  const heading = existsSync(readme) ? /^# (?:The )?(.+?)(?: lab)?\s*$/m.exec(readFileSync(readme, 'utf8'))?.[1] : '';
  return heading || `${lab[0]!.toUpperCase()}${lab.slice(1)}`;
}
