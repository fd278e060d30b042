import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { kitPaths } from '../kit/kit.ts';

export function filesUnder(dir: string): string[] {
  try {
    return (readdirSync(dir, { recursive: true }) as string[]).filter(
      (name) => !name.split(path.sep).includes('node_modules') && statSync(path.join(dir, name)).isFile(),
    );
  } catch {
    return [];
  }
}

export const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** What an instructor keeps back, in forms a leak can be found by. */
export interface KitSecrets {
  /** The digest of every reference, hidden suite and buggy source file, and its path in the kit. */
  digests: Map<string, string>;
  /** Every hidden test's name: a public file that shows one (a README, a visible test) gives it away. */
  hiddenNames: Set<string>;
  /** Lines of that code long enough to be its own and not in any public file (stubs share signatures). */
  sourceLines: Set<string>;
}

const MIN_LINE = 30;
/** A test's name as suites write it: `it('what_the_test_checks_in_snake_case', …)` (or `test`, any quotes). */
const TEST_NAME = /\b(?:it|test)\(\s*['"`]([a-z0-9_]{12,})['"`]/gi;
/**
 * A test made from cases, `it.each(cases)('name_%s_of_%i', …)`: its name is a template whose fixed parts every one
 * of its tests shares; the longest stands for them all.
 */
const CASES_TEST_NAME = /\b(?:it|test)\.each\b[^]*?\)\s*\(\s*['"`]([a-z0-9_%$.#]{12,})['"`]/gi;

function fixedPart(template: string): string {
  const parts = template.split(/%[a-z#%]|\$[\w.]+/i).sort((a, b) => b.length - a.length);
  return parts[0]!;
}

/** The names of the hidden tests of a suite, as they are written: plain, or the fixed part of a template. */
function testNames(text: string): string[] {
  const plain = [...text.matchAll(TEST_NAME)].map((match) => match[1]!);
  const templates = [...text.matchAll(CASES_TEST_NAME)].map((match) => fixedPart(match[1]!));
  return [...plain, ...templates.filter((part) => part.length >= 12)];
}

export function kitSecrets(kitRoot: string): KitSecrets {
  const kit = kitPaths(kitRoot);
  const files = [kit.solutions, kit.suites, kit.buggy, kit.wheats].flatMap((dir) =>
    filesUnder(dir).map((name) => path.join(dir, name)),
  );
  const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const digests = new Map([...texts].map(([file, text]) => [digest(text), path.relative(kitRoot, file)]));
  const publicText = filesUnder(kit.activities)
    .filter((name) => !name.endsWith('activity.json'))
    .map((name) => readFileSync(path.join(kit.activities, name), 'utf8'))
    .join('\n');
  const hiddenNames = new Set(
    [...texts]
      .filter(([file]) => file.startsWith(kit.suites + path.sep) && file.endsWith('.ts'))
      .flatMap(([, text]) => testNames(text)),
  );
  const sourceLines = new Set(
    [...texts.values()]
      .flatMap((text) => text.split('\n').map((line) => line.trim()))
      .filter(
        (line) =>
          line.length >= MIN_LINE && !line.startsWith('*') && !line.startsWith('//') && !publicText.includes(line),
      ),
  );
  return { digests, hiddenNames, sourceLines };
}

/** The secrets `text` gives away: hidden test names and lines of instructor-only code, each once. */
export function leaksIn(text: string, secrets: KitSecrets): string[] {
  const names = [...secrets.hiddenNames].filter((name) => text.includes(name)).map((name) => `the hidden test ${name}`);
  const lines = [...secrets.sourceLines].filter((line) => text.includes(line)).map((line) => `the line "${line}"`);
  return [...names, ...lines];
}
