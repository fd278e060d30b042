import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from '../kit/activities.ts';
import { shown, type KitPaths } from '../kit/kit.ts';
import { claim, type Check } from './claim.ts';

/**
 * Marks what `cardlab new` leaves for the maintainer to write (a title, a hint, a README's task, the example API).
 * A stage that still holds one is not finished, whatever its runs say: verify fails until each is replaced.
 */
export const PLACEHOLDER = 'SCAFFOLD:';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((name) => path.join(dir, String(name)))
    .filter((file) => statSync(file).isFile());
}

/** Every place of the stage's files (activities, solutions, buggy, wheats, suites) that still holds a placeholder. */
export function placeholderCheck(kit: KitPaths, activity: Activity): Check {
  const dirs = [activity.stubDir, activity.referenceDir, activity.buggyDir, activity.wheatDir, activity.suiteDir];
  const problems = dirs.flatMap(filesUnder).flatMap((file) => {
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (line.includes(PLACEHOLDER) ? [index + 1] : []));
    return lines.length > 0 ? [`${shown(kit.root, file)} (line ${lines.join(', ')})`] : [];
  });
  const text = `no "${PLACEHOLDER}" placeholder of \`cardlab new\` is left (write what each asks, then remove it)`;
  return claim(activity.id, text, problems);
}
