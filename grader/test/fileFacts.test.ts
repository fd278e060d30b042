import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileFacts, resolveFile } from '../src/run/graph.ts';

// A set of runs is planned from one view of the files: each path is asked of the file system once (a grade's some 300
// runs ask the same paths), and the next set of runs (the next check in `watch`) asks again.
describe('the file facts of a set of runs', () => {
  it('answer_each_path_once_and_a_new_set_asks_again', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-facts-'));
    const file = path.join(dir, 'Card.ts');
    writeFileSync(file, '');
    const link = path.join(dir, 'Linked.ts');
    symlinkSync(file, link);
    const facts = new FileFacts();
    expect(resolveFile(path.join(dir, 'Card'), facts.isFile)).toBe(file);
    expect(facts.isFile(dir)).toBe(false);
    expect(facts.realFile(link)).toBe(file);
    rmSync(file);
    // The same view for the rest of this set of runs.
    expect(facts.isFile(file)).toBe(true);
    expect(facts.realFile(link)).toBe(file);
    // The next set sees the file gone.
    const next = new FileFacts();
    expect(next.isFile(file)).toBe(false);
    expect(resolveFile(path.join(dir, 'Card'), next.isFile)).toBeUndefined();
    expect(next.realFile(link)).toBe(link);
  });
});
