import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from './activities.ts';

/** Where one submitted file comes from. */
export type FileSource = 'reference' | 'stub' | 'omit' | `buggy:${string}` | { file: string } | { text: string };

/** Per activity id: one source for all its files, or a source per file (files not named come from `rest`). */
export type Recipe = Record<string, FileSource | { rest?: FileSource; files: Record<string, FileSource> }>;

const IMPORT = /((?:from|import)\s*['"])(\.{1,2}\/[^'"]+)(['"])/g;
// Where a copied kit file's own reference goes when a buggy implementation extends it (it cannot be the stage file
// itself, which the buggy implementation fills).
const PARENT_FOLDER = '__reference__';

function within(dir: string, file: string): string | undefined {
  const relative = path.relative(dir, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : relative;
}

/**
 * Copies kit files into a submission the way a student would hand them in: every import is written as a relative
 * path inside the submission (which has the layout of activities/ and solutions/). A reference-only helper
 * (`solutions/<lab>/shared/…`) is copied along as the student's own file; provided files and other stages are not,
 * since the binding supplies them from the kit. Nothing in an assembled submission points back at the kit.
 */
class SubmissionWriter {
  private readonly written = new Set<string>();

  constructor(
    private readonly kitRoot: string,
    private readonly outDir: string,
  ) {}

  private mapped(file: string): string | undefined {
    for (const dir of ['activities', 'solutions', 'buggy']) {
      const relative = within(path.join(this.kitRoot, dir), file);
      if (relative !== undefined) return path.join(this.outDir, relative);
    }
    return undefined;
  }

  /** Writes kit file `from` at `dest`, its imports rewritten, and whatever reference-only code it needs. */
  copy(from: string, dest: string): void {
    if (this.written.has(dest)) return;
    this.written.add(dest);
    const source = readFileSync(from, 'utf8').replace(IMPORT, (whole, open: string, specifier: string, close: string) => {
      const target = path.resolve(path.dirname(from), specifier);
      let landing = this.mapped(target);
      if (!landing) return whole;
      if (landing === dest) {
        landing = path.join(path.dirname(dest), PARENT_FOLDER, path.basename(dest));
        this.copy(target, landing);
      } else if (within(path.join(this.kitRoot, 'solutions'), target) !== undefined && !/^\d{2}-/.test(path.basename(path.dirname(target)))) {
        this.copy(target, landing);
      }
      const relative = path.relative(path.dirname(dest), landing).split(path.sep).join('/');
      return `${open}${relative.startsWith('.') ? relative : `./${relative}`}${close}`;
    });
    mkdirSync(path.dirname(dest), { recursive: true });
    writeFileSync(dest, source);
  }
}

function sourceFile(activity: Activity, name: string, source: FileSource, recipeDir: string): string | undefined {
  if (source === 'omit') return undefined;
  if (source === 'reference') return path.join(activity.referenceDir, name);
  if (source === 'stub') return path.join(activity.stubDir, name);
  if (typeof source === 'string') return path.join(activity.buggyDir, `${name.replace(/\.ts$/, '')}.${source.slice('buggy:'.length)}.ts`);
  if ('file' in source) return path.resolve(recipeDir, source.file);
  return undefined;
}

/**
 * Builds a submission folder from a recipe: the reference, the stub or a buggy implementation of each file,
 * or a file written as a student would. The example submission and the grader's own tests are made this way,
 * so none of them is a stale copy of a solution.
 */
export function assembleSubmission(kitRoot: string, activities: Activity[], recipe: Recipe, outDir: string, recipeDir = kitRoot): void {
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
      if (source === 'reference' || (typeof source === 'string' && source.startsWith('buggy:'))) writer.copy(from, dest);
      else cpSync(from, dest);
    }
  }
}
