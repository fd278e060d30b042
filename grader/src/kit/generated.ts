import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { applyEdits, MATCHER_EDITS, type PackageEdits } from './countedMatchers.ts';

const require = createRequire(import.meta.url);

/** The folder that holds the kit's packages: generated bundles are written there, beside them. */
export function packagesFolder(): string {
  return path.dirname(path.dirname(require.resolve('vitest/package.json')));
}

export interface BundleSpec {
  /** The module bundled, and the name the generated file starts with. */
  entry: string;
  name: string;
  /** Files and folders whose content the bundle depends on (besides the packages below). */
  sources: string[];
  /** Packages bundled in: a new version of any makes a new bundle. */
  packages: string[];
  /** Whether `typescript` is loaded at run time, with `require` (typescriptRequired.cjs), instead of bundled. */
  typescript?: boolean;
  /** Bundled packages taken with edits made to their code (kit/countedMatchers.ts). */
  edits?: PackageEdits[];
  /** Packages left out of the bundle and loaded from the kit's packages folder (esbuild finds its binary there). */
  external?: string[];
}

function addTree(hash: ReturnType<typeof createHash>, entry: string): void {
  if (!statSync(entry).isDirectory()) {
    hash.update(entry).update(readFileSync(entry));
    return;
  }
  for (const name of readdirSync(entry).sort()) addTree(hash, path.join(entry, name));
}

/**
 * The folders whose every source file the command line's bundle hash covers (grader/bin/cliBundle.js), and that hash,
 * where the command runs from its bundle (grader/bin/cardlab.js sets it). A source within them is stood for by it:
 * the bundle of a thread or a worker is then named without reading the grader's sources a second time (they change
 * the hash as surely; any change to the others names a new bundle too, which costs a build and nothing else).
 */
const CLI_SOURCES = ['cli', 'src', 'games', 'web'].map((folder) => path.join(import.meta.dirname, '..', '..', folder));
const cliSourcesHash = () => (globalThis as { __cardlabSourcesHash?: string }).__cardlabSourcesHash;

function sourceHash(spec: BundleSpec): string {
  const hash = createHash('sha256').update(process.version).update(spec.entry);
  const known = cliSourcesHash();
  const covered = (source: string) =>
    CLI_SOURCES.some((folder) => source === folder || source.startsWith(folder + path.sep));
  if (known !== undefined) hash.update(`sources ${known}`);
  for (const source of spec.sources) if (known === undefined || !covered(source)) addTree(hash, source);
  for (const name of [...spec.packages, 'esbuild'])
    hash
      .update(name)
      .update(
        (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version,
      );
  return hash.digest('hex').slice(0, 16);
}

const built = new Map<string, string>();

/**
 * Bundles of older sources of the same module (and kept code of older versions of the same schema, schemas.ts) go
 * once a day has passed: a command started before the change may still be loading its copy, and anything older is
 * stale for good (an edited kit would otherwise pile them up).
 */
export function pruneOlder(name: string, current: string): void {
  const dayAgo = Date.now() - 24 * 3600_000;
  const folder = path.dirname(current);
  const same = new RegExp(`^${name}-[0-9a-f]{16}\\.[cm]js$`);
  for (const entry of readdirSync(folder)) {
    const file = path.join(folder, entry);
    if (
      same.test(entry) &&
      file !== current &&
      (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < dayAgo
    )
      rmSync(file, { force: true });
  }
}

/**
 * A module of the grader bundled with what it imports into one plain JavaScript file under the kit's packages
 * folder, for a process or thread that loads it natively (a confined worker can read nothing else). Generated when
 * its sources change: the file's name carries the hash of its sources and of the bundled packages' versions, so a
 * stale copy is never used.
 */
export function generatedBundle(spec: BundleSpec): string {
  const known = built.get(spec.name);
  if (known && existsSync(known)) return known;
  const file = path.join(packagesFolder(), '.cardlab', `${spec.name}-${sourceHash(spec)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const edited = editedCopies(spec.edits ?? [], file);
    try {
      build(spec, file, edited);
    } finally {
      for (const copy of Object.values(edited)) rmSync(copy, { force: true });
    }
    pruneOlder(spec.name, file);
  }
  built.set(spec.name, file);
  return file;
}

/**
 * Each edited package's entry, edited, in a file of its own beside the bundle (`at`), for the bundle to take in the
 * package's place: what the copy imports is still found, from the kit's packages folder above it.
 */
function editedCopies(edits: PackageEdits[], at: string): Record<string, string> {
  return Object.fromEntries(
    edits.map((target) => {
      const entry = path.join(path.dirname(require.resolve(`${target.name}/package.json`)), target.entry);
      const copy = `${at}.${process.pid}.${target.name.replace(/\W+/g, '-')}.mjs`;
      writeFileSync(copy, applyEdits(readFileSync(entry, 'utf8'), target));
      return [target.name, copy];
    }),
  );
}

/** Bundles `spec` into `file`, written whole or not at all (a command started beside may be reading it). */
function build(spec: BundleSpec, file: string, edited: Record<string, string>): void {
  const result = buildSync({
    entryPoints: [spec.entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minify: true,
    write: false,
    logLevel: 'silent',
    external: spec.external ?? [],
    alias: {
      ...(spec.typescript ? { typescript: path.join(import.meta.dirname, 'typescriptRequired.cjs') } : {}),
      ...edited,
    },
    // CommonJS packages bundled into an ES module still find Node's `require`.
    banner: {
      js: `// generated by cardlab from ${path.relative(path.dirname(packagesFolder()), spec.entry)}; do not edit\nimport { createRequire as __cardlabCreateRequire } from 'node:module'; const require = __cardlabCreateRequire(import.meta.url);`,
    },
  });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, result.outputFiles[0]!.contents);
  renameSync(partial, file);
}

/** The confined worker's runtime (run/worker/entry.ts with vitest's runner, expect and spies). */
export function workerRuntime(): string {
  const run = path.join(import.meta.dirname, '..', 'run');
  return generatedBundle({
    entry: path.join(run, 'worker', 'entry.ts'),
    name: 'worker-runtime',
    sources: [
      path.join(run, 'worker'),
      path.join(run, 'protocol.ts'),
      path.join(import.meta.dirname, 'countedMatchers.ts'),
    ],
    packages: ['@vitest/runner', '@vitest/expect', '@vitest/spy', '@vitest/utils', 'chai'],
    edits: MATCHER_EDITS,
  });
}
