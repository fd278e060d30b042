/**
 * What graded code may import: its own files and the kit's provided files, by a plain relative path; test files also
 * `vitest`. No package, no Node built-in, no absolute path, URL, query or fragment. Checked when the code is compiled
 * (static imports, and dynamic ones with a literal path), when it runs (dynamic imports of a computed path) and when
 * an import is resolved (on the real path it leads to: plugin.ts).
 *
 * Kept free of imports: the worker setup uses it too.
 */
export function importPolicyError(source: unknown, fromTestFile: boolean): string | undefined {
  if (typeof source !== 'string') return 'an import path must be a string';
  if (source === 'vitest' && fromTestFile) return undefined;
  if (!/^\.\.?\//.test(source))
    return `graded code may import only its own files and the kit's provided files, by a relative path: '${source}' is not allowed`;
  if (/[?#\0\\:]/.test(source))
    return `an import path may not carry a query, a fragment or a URL: '${source}' is not allowed`;
  return undefined;
}
