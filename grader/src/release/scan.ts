import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { kitPaths } from '../kit.ts';
import { BUNDLE_MARK } from './studentKit.ts';

function filesUnder(dir: string): string[] {
  try {
    return (readdirSync(dir, { recursive: true }) as string[]).filter((name) => !name.split(path.sep).includes('node_modules') && statSync(path.join(dir, name)).isFile());
  } catch {
    return [];
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Proves, by reading every file of a built student kit, that it holds nothing an instructor keeps back: no file
 * equal to a reference, hidden suite or buggy source; nothing under buggy/ but compiled bundles; no lab
 * fixture; and no hidden test's name anywhere. Returns the problems found (none is the goal).
 */
export function scanStudentKit(kitRoot: string, studentKit: string): string[] {
  const kit = kitPaths(kitRoot);
  const secretSources = [kit.solutions, kit.suites, kit.buggy].flatMap((dir) => filesUnder(dir).map((name) => path.join(dir, name)));
  const secretDigests = new Map(secretSources.map((file) => [digest(readFileSync(file, 'utf8')), path.relative(kitRoot, file)]));
  const hiddenNames = new Set(
    filesUnder(kit.suites)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) => [...readFileSync(path.join(kit.suites, name), 'utf8').matchAll(/\bit\(\s*'([a-z0-9_]{12,})'/gi)].map((match) => match[1]!)),
  );
  // A name the kit's own public files already show (a visible test checking the same thing) is no secret.
  const publicText = filesUnder(kit.activities)
    .filter((name) => !name.endsWith('activity.json'))
    .map((name) => readFileSync(path.join(kit.activities, name), 'utf8'))
    .join('\n');
  for (const name of hiddenNames) if (publicText.includes(name)) hiddenNames.delete(name);
  const problems: string[] = [];
  for (const name of filesUnder(studentKit)) {
    const shown = name.split(path.sep).join('/');
    const text = readFileSync(path.join(studentKit, name), 'utf8');
    const copyOf = secretDigests.get(digest(text));
    if (copyOf) problems.push(`${shown} is a copy of ${copyOf}`);
    if (shown.startsWith('solutions/') || shown.startsWith('grader/suites/')) problems.push(`${shown} must not be in a student kit`);
    if (shown.startsWith('buggy/') && !text.startsWith(BUNDLE_MARK)) problems.push(`${shown} is buggy source, not a compiled bundle`);
    if (shown.startsWith('fixtures/') && !shown.startsWith('fixtures/schemas/')) problems.push(`${shown} is an instructor fixture`);
    const leaked = [...hiddenNames].find((hidden) => text.includes(hidden));
    if (leaked && !shown.startsWith('buggy/')) problems.push(`${shown} names the hidden test ${leaked}`);
  }
  return problems;
}
