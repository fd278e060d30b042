import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from '../kit/activities.ts';
import { kitPaths, type KitPaths } from '../kit/kit.ts';

/** Where one submitted file comes from. */
export type FileSource = 'reference' | 'stub' | 'omit' | `buggy:${string}` | { file: string } | { text: string };

/** Per activity id: one source for all its files, or a source per file (files not named come from `rest`). */
export type Recipe = Record<string, FileSource | { rest?: FileSource; files: Record<string, FileSource> }>;

const IMPORT = /((?:from|import)\s*['"])(\.{1,2}\/[^'"]+)(['"])/g;
const STAGE = /^\d{2}-/;

function within(dir: string, file: string): string | undefined {
  const relative = path.relative(dir, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : relative;
}

/** The relative import paths a file names (`../01-card/Card.ts`), read from its text without a parser. */
export function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => match[2]!);
}

/**
 * Copies kit files into a submission the way a student hands them in.
 *
 * A reference is copied verbatim: it imports exactly as a student's file does (`../shared/…`, `../01-card/…`; see
 * solutionsOverlay.ts). A reference-only helper it imports from its lab's folder (`solutions/<lab>/shared/…`) comes
 * along, verbatim too, as the student's own file; provided files and other stages do not, since the binding
 * supplies them from the kit.
 *
 * A buggy implementation lives outside the stage folders and imports the reference it varies by its path under
 * solutions/. Handed in as a student's file, its imports are spelled as the submission's layout needs, and the
 * reference it extends goes beside it as `<Name>.reference.ts` (verbatim, so its own imports hold). Nothing in an
 * assembled submission points back at the kit.
 */
class SubmissionWriter {
  private readonly written = new Set<string>();
  private readonly kit: KitPaths;

  constructor(
    kitRoot: string,
    private readonly outDir: string,
  ) {
    this.kit = kitPaths(kitRoot);
  }

  /** Writes reference `from` at `dest` as it is, and the reference-only helpers it imports. */
  copyReference(from: string, dest: string): void {
    if (this.written.has(dest)) return;
    this.written.add(dest);
    const text = readFileSync(from, 'utf8');
    mkdirSync(path.dirname(dest), { recursive: true });
    writeFileSync(dest, text);
    for (const specifier of importsOf(text)) {
      const target = path.resolve(path.dirname(from), specifier);
      const relative = within(this.kit.solutions, target);
      // Only a helper beside the stages (`<lab>/shared/…`): a stage file is another stage's, bound to the reference.
      if (relative === undefined || !existsSync(target) || STAGE.test(relative.split(path.sep)[1] ?? '')) continue;
      this.copyReference(target, path.join(this.outDir, relative));
    }
  }

  /** Writes buggy implementation `from` at `dest`, its imports spelled for the submission (see the class). */
  copyBuggy(from: string, dest: string): void {
    const text = readFileSync(from, 'utf8').replace(IMPORT, (whole, open: string, specifier: string, close: string) => {
      const target = path.resolve(path.dirname(from), specifier);
      const inSolutions = within(this.kit.solutions, target);
      const relative = inSolutions ?? within(this.kit.activities, target);
      if (relative === undefined) return whole;
      let landing = path.join(this.outDir, relative);
      if (landing === dest) {
        // The reference this implementation varies: the stage file itself is taken by the buggy one.
        landing = dest.replace(/\.ts$/, '.reference.ts');
        this.copyReference(target, landing);
      } else if (inSolutions !== undefined && !STAGE.test(inSolutions.split(path.sep)[1] ?? '')) {
        this.copyReference(target, landing);
      }
      const spelled = path.relative(path.dirname(dest), landing).split(path.sep).join('/');
      return `${open}${spelled.startsWith('.') ? spelled : `./${spelled}`}${close}`;
    });
    mkdirSync(path.dirname(dest), { recursive: true });
    writeFileSync(dest, text);
  }
}

function sourceFile(activity: Activity, name: string, source: FileSource, recipeDir: string): string | undefined {
  if (source === 'omit') return undefined;
  if (source === 'reference') return path.join(activity.referenceDir, name);
  if (source === 'stub') return path.join(activity.stubDir, name);
  if (typeof source === 'string') {
    return path.join(activity.buggyDir, `${name.replace(/\.ts$/, '')}.${source.slice('buggy:'.length)}.ts`);
  }
  if ('file' in source) return path.resolve(recipeDir, source.file);
  return undefined;
}

/**
 * Builds a submission folder from a recipe: the reference, the stub or a buggy implementation of each file,
 * or a file written as a student would. The example submission and the grader's own tests are made this way,
 * so none of them is a stale copy of a solution.
 */
export function assembleSubmission(
  kitRoot: string,
  activities: Activity[],
  recipe: Recipe,
  outDir: string,
  recipeDir = kitRoot,
): void {
  rmSync(outDir, { recursive: true, force: true });
  const writer = new SubmissionWriter(kitRoot, outDir);
  for (const [id, entry] of Object.entries(recipe)) {
    const activity = activities.find((a) => a.id === id);
    if (!activity) throw new Error(`the recipe names activity ${id}, which does not exist`);
    const destDir = path.join(outDir, activity.lab, activity.slug);
    mkdirSync(destDir, { recursive: true });
    const perFile = typeof entry === 'object' && 'files' in entry ? entry : { rest: entry as FileSource, files: {} };
    const names = [...activity.manifest.files.subject, ...activity.manifest.files.studentTests];
    for (const name of new Set([...names, ...Object.keys(perFile.files)])) {
      const source = perFile.files[name] ?? perFile.rest ?? 'reference';
      const dest = path.join(destDir, name);
      if (typeof source === 'object' && 'text' in source) {
        writeFileSync(dest, source.text);
        continue;
      }
      const from = sourceFile(activity, name, source, recipeDir);
      if (!from) continue;
      if (!existsSync(from)) {
        // A stage without student tests in the reference simply has none to copy.
        if (activity.manifest.files.studentTests.includes(name) && source !== 'stub') continue;
        throw new Error(`the recipe for ${id}/${name} needs ${from}, which does not exist`);
      }
      if (source === 'reference') writer.copyReference(from, dest);
      else if (typeof source === 'string' && source.startsWith('buggy:')) writer.copyBuggy(from, dest);
      else cpSync(from, dest);
    }
  }
}
