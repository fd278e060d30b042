import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Activity } from '../kit/activities.ts';
import { shown, type KitPaths } from '../kit/kit.ts';
import { resolveFile } from '../run/graph.ts';
import type { RunOutcome } from '../run/types.ts';
import { claim, type Check } from './claim.ts';

/**
 * The fixtures a suite reads (kit-relative, `fixtures/<lab>/<name>.json`): those it imports, and those the kit's
 * helpers it imports do (a suite helper reading the pinned games), followed through relative imports only.
 */
export function fixturesReadBy(kit: KitPaths, suite: string): string[] {
  const seen = new Set([suite]);
  const fixtures = new Set<string>();
  const queue = [suite];
  for (let file = queue.shift(); file; file = queue.shift()) {
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), fileName);
      if (target.startsWith(kit.fixtures + path.sep) && target.endsWith('.json')) {
        fixtures.add(shown(kit.root, target));
        continue;
      }
      const next = resolveFile(target);
      if (!next || seen.has(next) || !next.startsWith(kit.suites + path.sep)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return [...fixtures].sort();
}

/**
 * A fixture pins what the reference renders, and what proves it is a suite that reads it passing on the reference.
 * When such a suite fails there, the fixture is named, beside the failing tests: a fixture edited out of step with
 * the reference would otherwise show only as a failing hidden test, which points at the reference. `onReference`:
 * the outcome of each verified activity's hidden suites on its reference.
 */
export function fixtureDriftChecks(kit: KitPaths, onReference: ReadonlyMap<Activity, RunOutcome>): Check[] {
  const problems = new Map<string, string[]>();
  for (const [activity, outcome] of onReference) {
    for (const { suite } of activity.manifest.hidden) {
      const file = path.join(activity.suiteDir, suite);
      const read = fixturesReadBy(kit, file);
      const failing = [
        ...outcome.fileErrors.filter((e) => e.file === file).map((e) => e.message.split('\n')[0]!),
        ...outcome.tests.filter((t) => t.file === file && t.state !== 'passed').map((t) => t.name),
      ];
      for (const fixture of read) {
        const own = problems.get(fixture) ?? [];
        if (failing.length > 0) {
          own.push(
            `${shown(kit.root, file)} reads it and fails on the reference (${failing.slice(0, 3).join(', ')}): ` +
              `if ${fixture} was changed, put it back, or change the reference to render what it pins`,
          );
        }
        problems.set(fixture, own);
      }
    }
  }
  return [...problems].map(([fixture, found]) =>
    claim(fixture, 'matches what the reference renders (every suite that reads it passes on the reference)', found),
  );
}
