import { readFileSync } from 'node:fs';
import path from 'node:path';
import { digest, filesUnder, kitSecrets } from './secrets.ts';
import { BUNDLE_MARK } from './studentKit.ts';

/**
 * Proves, by reading every file of a built student kit, that it holds nothing an instructor keeps back: no file
 * equal to a reference, hidden suite or buggy source; nothing under buggy/ but compiled bundles; no lab
 * fixture; and no hidden test's name anywhere. Returns the problems found (none is the goal).
 */
export function scanStudentKit(kitRoot: string, studentKit: string): string[] {
  const { digests, hiddenNames } = kitSecrets(kitRoot);
  const problems: string[] = [];
  for (const name of filesUnder(studentKit)) {
    const shown = name.split(path.sep).join('/');
    const text = readFileSync(path.join(studentKit, name), 'utf8');
    const copyOf = digests.get(digest(text));
    if (copyOf) problems.push(`${shown} is a copy of ${copyOf}`);
    if (shown.startsWith('solutions/') || shown.startsWith('grader/suites/')) {
      problems.push(`${shown} must not be in a student kit`);
    }
    if (shown.startsWith('buggy/') && !text.startsWith(BUNDLE_MARK)) {
      problems.push(`${shown} is buggy source, not a compiled bundle`);
    }
    if (shown.startsWith('fixtures/') && !shown.startsWith('fixtures/schemas/')) {
      problems.push(`${shown} is an instructor fixture`);
    }
    const leaked = [...hiddenNames].find((hidden) => text.includes(hidden));
    if (leaked && !shown.startsWith('buggy/')) problems.push(`${shown} names the hidden test ${leaked}`);
  }
  return problems;
}
