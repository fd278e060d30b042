import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { Activity } from './activities.ts';
import type { KitPaths } from './kit.ts';

/**
 * Which implementation each import gets while one activity's tests run (docs/DESIGN.md, contract 2).
 *
 * A hidden suite imports the reference by path; a student's test imports `./Card.ts`. Both are rebound to the
 * implementation under test (reference, stub, a buggy one, or a submission's file). Every other stage the code
 * imports is bound to the reference, so one stage's mistake never costs points in another; and provided files
 * (activities/shared/…, a stage's provided files) always come from the kit, whatever a submission holds.
 */
/**
 * The activity of a binding that runs no stage of its own (a game session, a helper compiled alone): it matches no
 * stage, so every stage binds as the binding's other rules say.
 */
export const NO_STAGE = {
  id: '',
  lab: '',
  slug: '',
  manifest: { files: { subject: [], provided: [] } },
} as unknown as Activity;

export interface Binding {
  kit: KitPaths;
  activity: Activity;
  /** subject file name → the file to run in its place */
  subjects: Record<string, string>;
  /**
   * Folders shaped like activities/ (`<lab>/<slug>/<file>`) whose files a binding maps too: the kit's activities, a
   * submission.
   */
  workDirs: string[];
  /**
   * The submission's other stages are its own, none bound to the reference: check and list run a stage as the
   * student's program runs, and a game is played with the student's own classes (run/session.ts). Grading leaves
   * this off. Provided files still come from the kit.
   */
  ownStages?: boolean;
  /**
   * With `ownStages`, for a type check only: another stage is its stub as released, laid out in this folder (also one
   * of `workDirs`), and so is the stage itself to the student's tests of it, so that each is typed against the API
   * grading runs it with (a reference has its stub's API) rather than what the student's own code adds
   * (analysis/beyondStubs.ts).
   */
  stubStages?: string;
}

const STAGE = /^\d{2}-[a-z0-9-]+$/;
const TEST_FILE = /\.test\.[cm]?ts$/;

/** The parts of `file`'s path inside `dir`, or undefined outside it. */
export function inside(dir: string, file: string): string[] | undefined {
  const relative = path.relative(dir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep);
}

function existing(file: string): string | undefined {
  return existsSync(file) ? file : undefined;
}

/** The file that `resolved` must be replaced with under this binding, or undefined to keep it. */
export function reboundPath(binding: Binding, resolved: string, importer: string | undefined): string | undefined {
  const { kit, activity } = binding;
  // A buggy implementation or a wheat extends the reference it varies: its own imports are never rebound. (A wheats
  // folder's probe tests are tests, bound as the hidden suites are.)
  if (importer?.startsWith(kit.buggy + path.sep)) return undefined;
  if (importer?.startsWith(kit.wheats + path.sep) && !importer.endsWith('.test.ts')) return undefined;
  for (const dir of [kit.solutions, ...binding.workDirs]) {
    const parts = inside(dir, resolved);
    if (!parts) continue;
    const isKitCopy = dir === kit.solutions || dir === kit.activities;
    if (parts.length !== 3 || !STAGE.test(parts[1]!)) {
      // activities/shared/… and activities/<lab>/shared/…: provided, so a submission's copy is replaced by the kit's.
      return isKitCopy ? undefined : existing(path.join(kit.activities, ...parts));
    }
    const [lab, slug, file] = parts as [string, string, string];
    if (lab === activity.lab && slug === activity.slug) {
      // The student's tests of the stage are typed against its stub, as grading runs them on the kit's implementation.
      const stub = binding.stubStages && importer && TEST_FILE.test(importer) && dir !== binding.stubStages;
      if (stub && existing(path.join(binding.stubStages!, lab, slug, file)))
        return path.join(binding.stubStages!, lab, slug, file);
      const subject = binding.subjects[file];
      if (subject) return subject;
      const provided = activity.manifest.files.provided?.includes(file);
      return provided && !isKitCopy ? existing(path.join(activity.stubDir, file)) : undefined;
    }
    if (dir === kit.solutions) return undefined;
    if (binding.ownStages) {
      // Another stage as the student wrote it, whoever imports it (a visible test runs from the kit's copy of the
      // stage). A stage the submission lacks stays missing, so the message names the student's missing file.
      const own = binding.workDirs[binding.workDirs.length - 1]!;
      if (binding.stubStages) {
        if (dir === binding.stubStages) return undefined;
        const stub = existing(path.join(binding.stubStages, lab, slug, file));
        if (stub) return stub;
      }
      return dir === own ? undefined : path.join(own, lab, slug, file);
    }
    // Another stage: the reference where the kit has one (a student kit has none, and keeps the student's own).
    return existing(path.join(kit.solutions, lab, slug, file));
  }
  return undefined;
}

export function bindingPlugin(binding: Binding): Plugin {
  return {
    name: 'cardlab-binding',
    enforce: 'pre',
    async resolveId(source, importer) {
      const from = importer?.split('?')[0];
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (resolved?.external) return null;
      // A relative import of a file the submission does not have (a provided file, an earlier stage) may still
      // be one the kit supplies.
      const file = resolved
        ? resolved.id.split('?')[0]!
        : from && source.startsWith('.')
          ? path.resolve(path.dirname(from), source)
          : undefined;
      if (!file) return null;
      const target = reboundPath(binding, file, from);
      return target && target !== file ? target : null;
    },
  };
}
