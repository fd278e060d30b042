import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { CodeStore, GRADED_IDLE_KEPT } from '../src/run/codeStore.ts';

// A grader process compiles each student's files for their runs; a class graded in one process must not keep every
// student's modules (about a megabyte a four-lab student): memory would grow with the class, not with the students
// graded at once. A module in use is never let go; the most recent idle ones stay, for a later identical file.

function studentFiles(count: number): { store: CodeStore; files: string[] } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cardlab-memory-'));
  cpSync(path.join(KIT_ROOT, 'tsconfig.json'), path.join(root, 'tsconfig.json'));
  mkdirSync(path.join(root, 'class'));
  const files = Array.from({ length: count }, (_, k) => {
    const file = path.join(root, 'class', `Card${k}.ts`);
    writeFileSync(file, `export const rank: number = ${k};\n`);
    return file;
  });
  return { store: new CodeStore(root), files };
}

/** One run of `file`: compiled, used while it runs, let go after. */
function runOnce(store: CodeStore, file: string): string {
  const { id } = store.compile(file, 'Card.ts', true);
  store.use([id])();
  return id;
}

describe('the student modules a grader process holds', () => {
  it('are_those_in_use_and_the_most_recent_idle_ones_never_every_student', () => {
    const { store, files } = studentFiles(GRADED_IDLE_KEPT + 40);
    const ids = files.map((file) => runOnce(store, file));
    expect(ids.filter((id) => store.code(id) !== undefined)).toHaveLength(GRADED_IDLE_KEPT);
    // The oldest were let go; the most recent are still compiled.
    expect(store.code(ids[0]!)).toBeUndefined();
    expect(store.code(ids.at(-1)!)).toContain('rank = ');
  });

  it('never_let_go_of_a_module_a_run_still_uses', () => {
    const { store, files } = studentFiles(GRADED_IDLE_KEPT + 10);
    const [held, ...others] = files;
    const { id } = store.compile(held!, 'Card.ts', true);
    const release = store.use([id]);
    for (const file of others) runOnce(store, file);
    expect(store.code(id)).toContain('rank = 0');
    expect(store.unit(id).code).toContain('rank = 0');
    release();
    release(); // Once is enough: a second call changes nothing.
    for (const file of others.slice(0, GRADED_IDLE_KEPT)) runOnce(store, file);
    expect(store.code(id)).toBeUndefined();
  });

  it('compile_a_file_let_go_again_when_a_later_run_needs_it', () => {
    const { store, files } = studentFiles(GRADED_IDLE_KEPT + 5);
    const first = runOnce(store, files[0]!);
    for (const file of files.slice(1)) runOnce(store, file);
    expect(store.code(first)).toBeUndefined();
    // The same file again in this process (no forgetGraded between): compiled again, under the same id.
    const { id } = store.compile(files[0]!, 'Card.ts', true);
    expect(id).toBe(first);
    expect(store.code(id)).toContain('rank = 0');
  });

  it('shared_by_two_runs_stay_until_both_are_done', () => {
    const { store, files } = studentFiles(GRADED_IDLE_KEPT + 5);
    const { id } = store.compile(files[0]!, 'Card.ts', true);
    const releaseA = store.use([id]);
    const releaseB = store.use([id, id]);
    releaseA();
    for (const file of files.slice(1)) runOnce(store, file);
    expect(store.code(id)).toContain('rank = 0');
    releaseB();
    for (const file of files.slice(1)) runOnce(store, file);
    expect(store.code(id)).toBeUndefined();
  });
});
