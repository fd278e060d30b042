import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeWhole } from '../src/report/json.ts';

// A report, a JUnit file or a gradebook is written whole or not at all: a write that fails halfway (a full disk)
// must leave neither half a file a later run would read, nor its partial copy in the instructor's folder.
describe('an output written whole', () => {
  it('replaces_the_file_at_once_and_leaves_nothing_beside_it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-whole-'));
    const file = path.join(dir, 'gradebook.csv');
    writeWhole(file, 'first\n');
    writeWhole(file, 'second\n');
    expect(readFileSync(file, 'utf8')).toBe('second\n');
    expect(readdirSync(dir)).toEqual(['gradebook.csv']);
  });

  it('that_cannot_be_put_in_place_throws_and_leaves_no_partial_copy', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-whole-'));
    // A folder where the file goes: the partial copy is written, and renaming it over the folder fails.
    mkdirSync(path.join(dir, 'report.json'));
    expect(() => writeWhole(path.join(dir, 'report.json'), '{}\n')).toThrow();
    expect(readdirSync(dir)).toEqual(['report.json']);
  });
});
