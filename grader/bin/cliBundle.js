// The command line as plain JavaScript: grader/cli/main.ts and what it imports, bundled by esbuild into chunks
// under node_modules/.cardlab/cli-<hash>/ (split at each lazy import, packages left to Node). Starting from the
// bundle takes a fraction of the time tsx needs to load the same modules one by one, which is most of a quick
// command's time. The hash covers every source file the bundle can hold, so an edited kit gets a new bundle; a
// kit whose node_modules cannot be written runs through tsx instead (cardlab.js).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SOURCES = ['grader/cli', 'grader/src', 'grader/games', 'grader/web'];
const SOURCE_FILE = /\.(ts|cts|mts|js|cjs|mjs|json)$/;
const SEAM = 'grader/games/modules.ts';

function* sourceFiles(kitRoot, relative) {
  const dir = path.join(kitRoot, relative);
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const child = `${relative}/${entry.name}`;
    if (entry.isDirectory()) yield* sourceFiles(kitRoot, child);
    else if (SOURCE_FILE.test(entry.name)) yield child;
  }
}

function bundleHash(kitRoot, esbuildVersion) {
  const hash = createHash('sha256')
    .update(esbuildVersion)
    .update(readFileSync(new URL(import.meta.url)));
  for (const relative of SOURCES) {
    for (const file of sourceFiles(kitRoot, relative))
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(kitRoot, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * bundleHash without reading the sources where none changed: a signature of every source file's size, modification
 * and change times and inode (and of this file's) is kept in the kit's .cardlab/ with the hash it stood for. An edited
 * file has a new change time, which no program can set back, so its signature differs and the sources are read and
 * hashed again. A signature taken less than a second after a file's last change is not trusted, as git does with its
 * index: a second edit within the same tick of the file system's clock would not show in it. Hashing the sources
 * was a twentieth of a quick command; their signature costs a few milliseconds.
 */
function sourcesHash(kitRoot, esbuildVersion) {
  const files = [fileURLToPath(import.meta.url), ...SOURCES.flatMap((relative) => [...sourceFiles(kitRoot, relative)])];
  const taken = BigInt(Date.now()) * 1_000_000n;
  let newest = 0n;
  const signature = createHash('sha256').update(esbuildVersion);
  for (const file of files) {
    const stat = statSync(path.resolve(kitRoot, file), { bigint: true });
    if (stat.ctimeNs > newest) newest = stat.ctimeNs;
    signature.update(`${file}\0${stat.size}\0${stat.mtimeNs}\0${stat.ctimeNs}\0${stat.ino}\n`);
  }
  const digest = signature.digest('hex');
  const record = path.join(kitRoot, '.cardlab', 'cli-sources.json');
  try {
    const kept = JSON.parse(readFileSync(record, 'utf8'));
    if (kept.signature === digest && BigInt(kept.taken) > newest + 1_000_000_000n) return kept.hash;
  } catch {
    // None kept yet, or unreadable: hashed below.
  }
  const hash = bundleHash(kitRoot, esbuildVersion);
  try {
    mkdirSync(path.dirname(record), { recursive: true });
    const partial = `${record}.${process.pid}.partial`;
    writeFileSync(partial, JSON.stringify({ signature: digest, taken: String(taken), hash }));
    renameSync(partial, record);
  } catch {
    // A kit that cannot be written hashes its sources at every command, as before.
  }
  return hash;
}

/** The game modules of the labs this kit carries (a lab's index and drivers), each a chunk of its own. */
function gameModules(kitRoot) {
  const games = path.join(kitRoot, 'grader', 'games');
  return readdirSync(games, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(games, entry.name, 'index.ts')))
    .flatMap((lab) =>
      readdirSync(path.join(games, lab.name))
        .filter((name) => name.endsWith('.ts'))
        .map((name) => `grader/games/${lab.name}/${name}`),
    );
}

/** The bundle's own loader of game modules: the bundled chunk of a kit module, and tsx for any other file. */
function seamSource(kitRoot) {
  const entries = gameModules(kitRoot).map(
    (file) =>
      `  ${JSON.stringify(file)}: () => import(${JSON.stringify(`./${path.posix.relative('grader/games', file)}`)}),`,
  );
  return `import path from 'node:path';
import { pathToFileURL } from 'node:url';
const bundled = {
${entries.join('\n')}
};
let loader;
export async function importGameModule(file) {
  const load = bundled[path.relative(globalThis.__cardlabKitRoot, file).split(path.sep).join('/')];
  if (load) return load();
  loader ??= import('tsx/esm/api').then((api) => api.register());
  await loader;
  return import(pathToFileURL(file).href);
}
`;
}

const META = { dirname: (relative) => path.posix.dirname(relative), filename: (relative) => relative };

/**
 * A kit source with `import.meta.dirname`, `.filename` and `.url` naming the file's own place in the kit. Found in
 * the syntax tree, not the text: a string that spells `import.meta.url` (a banner written for another bundle) stays.
 */
function withKitPlaces(ts, file, relative, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits = [];
  const visit = (node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isMetaProperty(node.expression) &&
      node.expression.keywordToken === ts.SyntaxKind.ImportKeyword
    ) {
      const name = node.name.text;
      const call =
        name === 'url'
          ? `__cardlabKitUrl(${JSON.stringify(relative)})`
          : name in META
            ? `__cardlabKitPath(${JSON.stringify(META[name](relative))})`
            : undefined;
      if (call) edits.push({ start: node.getStart(source), end: node.getEnd(), call });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.call + out.slice(edit.end);
  return out;
}

/** Source files of the kit read as they would be from where they are: `import.meta` names their own place. */
function kitSourcePlugin(kitRoot, ts) {
  const grader = path.join(kitRoot, 'grader') + path.sep;
  return {
    name: 'cardlab-kit-sources',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
        if (!args.path.startsWith(grader) || args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const relative = path.relative(kitRoot, args.path).split(path.sep).join('/');
        if (relative === SEAM)
          return { contents: seamSource(kitRoot), loader: 'js', resolveDir: path.dirname(args.path) };
        return { contents: withKitPlaces(ts, args.path, relative, readFileSync(args.path, 'utf8')), loader: 'ts' };
      });
    },
  };
}

// Where the kit is comes from cardlab.js at run time: the bundle holds no path of the machine it was built on.
const BANNER = `// generated by cardlab from grader/cli/main.ts (grader/bin/cliBundle.js); do not edit
import { createRequire as __cardlabCreateRequire } from 'node:module';
import { join as __cardlabJoin } from 'node:path';
import { pathToFileURL as __cardlabFileUrl } from 'node:url';
const require = __cardlabCreateRequire(import.meta.url);
const __cardlabKitPath = (relative) => __cardlabJoin(globalThis.__cardlabKitRoot, relative);
const __cardlabKitUrl = (relative) => __cardlabFileUrl(__cardlabKitPath(relative)).href;`;

async function build(esbuild, ts, kitRoot, dir) {
  const partial = `${dir}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { main: path.join(kitRoot, 'grader', 'cli', 'main.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outdir: partial,
    outExtension: { '.js': '.mjs' },
    banner: { js: BANNER },
    plugins: [kitSourcePlugin(kitRoot, ts)],
    logLevel: 'silent',
  });
  try {
    renameSync(partial, dir);
  } catch (error) {
    // Another cardlab built the same bundle meanwhile: theirs is as good.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  // Bundles of older sources are left a day, for a command still loading its chunks (or another kit sharing these
  // packages), then removed.
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of readdirSync(path.dirname(dir))) {
    const other = path.join(path.dirname(dir), name);
    if (
      /^cli-[0-9a-f]{16}$/.test(name) &&
      other !== dir &&
      (statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < dayAgo
    )
      rmSync(other, { recursive: true, force: true });
  }
}

/**
 * The URL of the bundle's entry for this kit, built if its sources changed, and the hash of those sources (the
 * grader's other bundles are named from it: kit/generated.ts); undefined when it cannot be made.
 */
export async function cliBundle(kitRoot) {
  if (process.env.CARDLAB_NO_BUNDLE === '1') return undefined;
  try {
    const require = createRequire(path.join(kitRoot, 'package.json'));
    // esbuild's version from its package.json: loading esbuild itself is needed only to build.
    const { version } = JSON.parse(readFileSync(require.resolve('esbuild/package.json'), 'utf8'));
    const hash = sourcesHash(kitRoot, version);
    const dir = path.join(kitRoot, 'node_modules', '.cardlab', `cli-${hash}`);
    const entry = path.join(dir, 'main.mjs');
    if (!existsSync(entry)) {
      mkdirSync(path.dirname(dir), { recursive: true });
      await build(require('esbuild'), require('typescript'), kitRoot, dir);
    }
    return { url: pathToFileURL(entry).href, sourcesHash: hash };
  } catch {
    return undefined;
  }
}
