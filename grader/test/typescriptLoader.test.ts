import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';

const LOADER = path.join(KIT_ROOT, 'grader', 'src', 'kit', 'typescriptLoader.cjs');
const { codeCacheFile } = createRequire(import.meta.url)(LOADER) as { codeCacheFile(): string };

/** A fresh Node process that loads TypeScript as the grader's threads do, uses it, and keeps the cache. */
function freshLoad(): { fromCache: boolean; parsed: string } {
  const script = `
    const loader = require(${JSON.stringify(LOADER)});
    const ts = loader.loadTypeScript();
    const file = ts.createSourceFile('x.ts', 'class A { b(): number { return 1; } }', ts.ScriptTarget.ES2022);
    const parsed = ts.SyntaxKind[file.statements[0].kind];
    loader.keepTypeScriptCodeCache();
    process.stdout.write(JSON.stringify({ fromCache: loader.typeScriptFromCache(), parsed }));`;
  const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as { fromCache: boolean; parsed: string };
}

describe("TypeScript's code cache", () => {
  it('is_named_by_the_versions_of_typescript_and_node_beside_the_generated_bundles', () => {
    const { version } = JSON.parse(
      readFileSync(path.join(KIT_ROOT, 'node_modules', 'typescript', 'package.json'), 'utf8'),
    );
    // The packages folder as Node resolves it (a kit copy may link to another's).
    expect(codeCacheFile()).toBe(
      path.join(
        realpathSync(path.join(KIT_ROOT, 'node_modules')),
        '.cardlab',
        `typescript-${version}-node${process.version}-${process.arch}.v8cache`,
      ),
    );
  });

  it('a_damaged_cache_is_refused_by_v8_typescript_still_works_and_the_cache_is_written_again', () => {
    // Another test's grader may be loading it now: a damaged file only costs that one its cache.
    writeFileSync(codeCacheFile(), 'not a code cache');
    const first = freshLoad();
    expect(first).toEqual({ fromCache: false, parsed: 'ClassDeclaration' });
    expect(existsSync(codeCacheFile())).toBe(true);
    expect(readFileSync(codeCacheFile(), 'utf8')).not.toBe('not a code cache');
    // The next start compiles TypeScript from it, and reads code alike.
    expect(freshLoad()).toEqual({ fromCache: true, parsed: 'ClassDeclaration' });
  });
});
