import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from './activities.ts';

/** Where one submitted file comes from. */
export type FileSource = 'reference' | 'stub' | 'omit' | `buggy:${string}` | { file: string } | { text: string };

/** Per activity id: one source for all its files, or a source per file (files not named come from `rest`). */
export type Recipe = Record<string, FileSource | { rest?: FileSource; files: Record<string, FileSource> }>;

const STAGE = /^\d{2}-/;

/**
 * A copied reference or buggy file keeps its imports of other stages (the binding rebinds them, as for any
 * student's file); its imports of anything else in the kit (shared helpers, provided files, the reference it
 * varies) point back at the kit by absolute path (assembled folders are temporary and never committed).
 */
function repointKitImports(source: string, fromDir: string): string {
  return source.replace(/(from\s+['"])(\.{1,2}\/[^'"]+)(['"])/g, (whole, open: string, specifier: string, close: string) => {
    const target = path.resolve(fromDir, specifier);
    const relativeToLab = path.relative(path.dirname(fromDir), target).split(path.sep);
    const isStageFile = relativeToLab.length === 2 && STAGE.test(relativeToLab[0]!) && !relativeToLab[0]!.startsWith('..');
    if (isStageFile && !fromDir.includes(`${path.sep}buggy${path.sep}`)) return whole;
    // Absolute: the assembled folder is copied again before grading, and must still find the kit.
    return `${open}${target.split(path.sep).join('/')}${close}`;
  });
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
      if (typeof source === 'string' && source.startsWith('buggy:')) {
        // A buggy implementation extends the reference from inside the kit: the submitted file only re-exports it.
        const target = from.split(path.sep).join('/');
        writeFileSync(dest, `// Assembled from a recipe: the kit's buggy implementation ${path.basename(from)}.\nexport * from '${target}';\n`);
      } else if (source === 'reference') {
        writeFileSync(dest, repointKitImports(readFileSync(from, 'utf8'), path.dirname(from)));
      } else {
        cpSync(from, dest);
      }
    }
  }
}
