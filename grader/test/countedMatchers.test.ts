import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyEdits, MATCHER_EDITS } from '../src/kit/countedMatchers.ts';

const require = createRequire(import.meta.url);
const entryOf = (name: string, entry: string) =>
  readFileSync(path.join(path.dirname(require.resolve(`${name}/package.json`)), entry), 'utf8');

describe("the matcher libraries' recursion is counted in the worker's bundle", () => {
  it('every edit applies to the installed packages, each recursive function then counting a level', () => {
    for (const target of MATCHER_EDITS) {
      const edited = applyEdits(entryOf(target.name, target.entry), target);
      expect(edited, target.name).toMatch(/^import \{ enterCompared as __cardlabEnter/);
      for (const edit of target.edits) expect(edited.split(edit.replace).length - 1, edit.why).toBe(edit.count);
    }
    const vitest = applyEdits(entryOf('@vitest/expect', 'dist/index.js'), MATCHER_EDITS[0]!);
    expect(vitest).toContain(
      'function eq(a, b, aStack, bStack, customTesters, hasKey) { __cardlabEnter(); try { return eqUncounted(',
    );
  });

  it('a package whose code moved fails the bundle, naming the edit and the file to update', () => {
    const [target] = MATCHER_EDITS;
    expect(() => applyEdits('export function equals() {}', target!)).toThrow(
      /cardlab's edit of @vitest\/expect \(count the levels of eq\) found its code 0 times, not 1: .*countedMatchers\.ts/,
    );
  });
});
