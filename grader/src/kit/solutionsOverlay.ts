import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';
import { kitPaths, type KitPaths } from './kit.ts';

/**
 * solutions/ is laid over activities/. A reference sits in solutions/<lab>/<NN-slug>/ but imports exactly as the
 * student's file in activities/<lab>/<NN-slug>/ does (`../shared/x.ts`, `../../shared/x.ts`, `./Provided.ts`), so a
 * reference handed in as a student's file runs unchanged. Such a path names a file under solutions/ that is not
 * there: it is the file at the same place under activities/, the kit's provided code. tsconfig.json's `rootDirs`
 * tells TypeScript the same; the run graph, the vitest configs and esbuild resolve with the functions below.
 */

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** The file under activities/ that a missing file under solutions/ stands for; undefined for any other path. */
export function providedTwin(kit: KitPaths, file: string): string | undefined {
  const relative = path.relative(kit.solutions, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return path.join(kit.activities, relative);
}

/** Where a relative import from `importer` lands when it names a provided file through solutions/, else undefined. */
export function overlaidImport(kit: KitPaths, importer: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const wanted = path.resolve(path.dirname(importer), specifier);
  if (isFile(wanted)) return undefined;
  const twin = providedTwin(kit, wanted);
  return twin !== undefined && isFile(twin) ? twin : undefined;
}

/** For vite (vitest's configs): a kit file that imports through solutions/ gets the provided file. */
export function overlayVitePlugin(kitRoot: string): VitePlugin {
  const kit = kitPaths(kitRoot);
  return {
    name: 'cardlab-solutions-overlay',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer ? (overlaidImport(kit, importer.split('?')[0]!, source.split('?')[0]!) ?? null) : null;
    },
  };
}

/** For esbuild (bundling a buggy implementation with the reference it extends). */
export function overlayEsbuildPlugin(kitRoot: string): EsbuildPlugin {
  const kit = kitPaths(kitRoot);
  return {
    name: 'cardlab-solutions-overlay',
    setup(build) {
      build.onResolve({ filter: /^\./ }, (args) => {
        const twin = args.importer ? overlaidImport(kit, args.importer, args.path) : undefined;
        return twin ? { path: twin } : undefined;
      });
    },
  };
}
