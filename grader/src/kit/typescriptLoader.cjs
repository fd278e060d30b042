// TypeScript, as the grader's threads load it (the analysis thread, and the compiler's syntax verdict): its 9 MB are
// compiled by V8 on every start, which is a good part of a quick `check`. They are loaded here with V8's code cache,
// kept beside the generated bundles (node_modules/.cardlab/), named by TypeScript's and Node's versions. V8 checks the
// cache against the source and its own version and refuses one that does not match (the module is then compiled as
// usual, and the cache written again), so a stale or damaged file costs time, never a wrong result. A kit whose
// packages cannot be written runs without it. (Node 22's module.enableCompileCache does the same, but not on 20.)
'use strict';
const { isAscii } = require('node:buffer');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { createRequire, wrap } = require('node:module');
const path = require('node:path');
const vm = require('node:vm');
const { threadId } = require('node:worker_threads');

// In a variable, so that a bundler leaves the calls for Node.
const NAME = 'typescript';
let loaded;
let script;
let cacheFile;
let fromCache = false;
let written = false;

/** Where the code cache of this TypeScript, for this Node, is kept. */
function codeCacheFile() {
  const file = require.resolve(NAME);
  const { version } = require(`${NAME}/package.json`);
  const packages = path.resolve(path.dirname(file), '..', '..');
  return path.join(packages, '.cardlab', `typescript-${version}-node${process.version}-${process.arch}.v8cache`);
}

/**
 * The module's text. TypeScript's 9 MB are ASCII: read as such (Latin-1, every byte a character, the same string) they
 * skip UTF-8's decoding, half the time of reading them; any other text is decoded as UTF-8.
 */
function sourceText(file) {
  const bytes = readFileSync(file);
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

/** The `typescript` package, loaded once per thread. */
function loadTypeScript() {
  if (loaded) return loaded;
  const file = require.resolve(NAME);
  cacheFile = codeCacheFile();
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  script = new vm.Script(wrap(sourceText(file)), { filename: file, cachedData });
  fromCache = cachedData !== undefined && !script.cachedDataRejected;
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  loaded = module.exports;
  return loaded;
}

/**
 * Writes the code cache where none was used, once TypeScript has done a thread's first piece of work: the cache then
 * holds the functions that work compiled too (the parser and the checker), not only the module's top level.
 */
function keepTypeScriptCodeCache() {
  if (!script || fromCache || written) return;
  written = true;
  try {
    mkdirSync(path.dirname(cacheFile), { recursive: true });
    const partial = `${cacheFile}.${process.pid}.${threadId}.partial`;
    writeFileSync(partial, script.createCachedData());
    renameSync(partial, cacheFile);
  } catch {
    // Packages that cannot be written: every start compiles TypeScript, as without a cache.
  }
}

/** Whether this thread's TypeScript was compiled from the code cache (for the kit's tests). */
function typeScriptFromCache() {
  return fromCache;
}

module.exports = { loadTypeScript, keepTypeScriptCodeCache, codeCacheFile, typeScriptFromCache };
