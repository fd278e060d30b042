import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { Activity } from './activities.ts';
import type { KitPaths } from './kit.ts';

/**
 * Which implementation each import gets while one activity's tests run (DESIGN.md contract 2).
 *
 * A hidden suite imports the reference by path; a student's test imports `./Card.ts`. Both are rebound to the
 * implementation under test (reference, stub, a buggy one, or a submission's file). Every other stage the code
 * imports is bound to the reference, so one stage's mistake never costs points in another.
 */
export interface Binding {
  kit: KitPaths;
  activity: Activity;
  /** subject file name → the file to run in its place */
  subjects: Record<string, string>;
  /** Folders shaped like activities/ (`<lab>/<slug>/<file>`) whose files a binding maps too: the kit's activities, a submission. */
  workDirs: string[];
}

interface StageFile {
  lab: string;
  slug: string;
  file: string;
}

function stageFileUnder(dir: string, file: string): StageFile | undefined {
  const relative = path.relative(dir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const parts = relative.split(path.sep);
  if (parts.length !== 3) return undefined;
  const [lab, slug, name] = parts as [string, string, string];
  return { lab, slug, file: name };
}

/** The file that `resolved` must be replaced with under this binding, or undefined to keep it. */
export function reboundPath(binding: Binding, resolved: string, importer: string | undefined): string | undefined {
  const { kit, activity } = binding;
  if (importer?.startsWith(kit.buggy + path.sep)) {
    // A buggy implementation extends the reference it varies: its own imports are never rebound.
    return undefined;
  }
  for (const dir of [kit.solutions, ...binding.workDirs]) {
    const stage = stageFileUnder(dir, resolved);
    if (!stage) continue;
    if (stage.lab === activity.lab && stage.slug === activity.slug) {
      return binding.subjects[stage.file];
    }
    if (dir === kit.solutions) return undefined;
    const reference = path.join(kit.solutions, stage.lab, stage.slug, stage.file);
    return existsSync(reference) ? reference : undefined;
  }
  return undefined;
}

export function bindingPlugin(binding: Binding): Plugin {
  return {
    name: 'cardlab-binding',
    enforce: 'pre',
    async resolveId(source, importer) {
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved || resolved.external) return null;
      const file = resolved.id.split('?')[0]!;
      const target = reboundPath(binding, file, importer?.split('?')[0]);
      return target && target !== file ? target : null;
    },
  };
}
