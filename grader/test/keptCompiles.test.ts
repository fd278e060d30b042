import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { CodeStore, mostRecent } from '../src/run/codeStore.ts';

// A student's own commands keep their files as compiled, so that the next `list` or `check` does not compile every
// stage again; a grade never keeps a submission's. What is found is keyed by content: never a stale compile.

function kitRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cardlab-kept-'));
  cpSync(path.join(KIT_ROOT, 'tsconfig.json'), path.join(root, 'tsconfig.json'));
  mkdirSync(path.join(root, 'work'));
  return root;
}

const compiledDir = (root: string) => path.join(root, '.cardlab', 'compiled');
const gradedStore = (root: string): Record<string, { code: string }> => {
  const name = readdirSync(compiledDir(root)).find((file) => file.startsWith('graded-'))!;
  return JSON.parse(readFileSync(path.join(compiledDir(root), name), 'utf8')) as Record<string, { code: string }>;
};

describe("the student's files, compiled and kept", () => {
  it('are_found_by_content_at_the_next_run_and_compiled_again_once_changed', () => {
    const root = kitRoot();
    const file = path.join(root, 'work', 'Card.ts');
    writeFileSync(file, 'export const rank: number = 1;\n');
    const first = new CodeStore(root);
    const { id } = first.compile(file, 'Card.ts', true, true);
    first.save();
    expect(Object.keys(gradedStore(root))).toEqual([id]);
    expect(gradedStore(root)[id]!.code).toContain('rank = 1');

    // The next process finds it there: a mark put in the store is what it gets, not a compile of its own.
    const store = gradedStore(root);
    store[id]!.code = '/* kept */';
    const name = readdirSync(compiledDir(root)).find((entry) => entry.startsWith('graded-'))!;
    writeFileSync(path.join(compiledDir(root), name), JSON.stringify(store));
    const second = new CodeStore(root);
    expect(second.compile(file, 'Card.ts', true, true).id).toBe(id);
    expect(second.code(id)).toBe('/* kept */');

    // Changed, it is another entry (its content is its key), compiled now; the older stays behind it.
    writeFileSync(file, 'export const rank: number = 2;\n');
    const third = new CodeStore(root);
    const changed = third.compile(file, 'Card.ts', true, true).id;
    expect(changed).not.toBe(id);
    expect(third.code(changed)).toContain('rank = 2');
    third.save();
    expect(Object.keys(gradedStore(root))).toEqual([changed, id]);
  });

  it('are_never_kept_by_a_grade', () => {
    const root = kitRoot();
    const file = path.join(root, 'work', 'Deck.ts');
    writeFileSync(file, 'export const size = 52;\n');
    const store = new CodeStore(root);
    store.compile(file, 'Deck.ts', true, false);
    store.save();
    expect(existsSync(compiledDir(root)) ? readdirSync(compiledDir(root)) : []).toEqual([]);
  });

  it('cost_nothing_but_the_shortcut_where_the_kit_cannot_be_written', () => {
    const root = kitRoot();
    mkdirSync(path.join(root, '.cardlab'));
    // Where the store's folder should be there is a file: no folder can be made, nothing written.
    writeFileSync(compiledDir(root), '');
    const file = path.join(root, 'work', 'Pile.ts');
    writeFileSync(file, 'export const top = 0;\n');
    const store = new CodeStore(root);
    const { id } = store.compile(file, 'Pile.ts', true, true);
    expect(() => store.save()).not.toThrow();
    expect(store.code(id)).toContain('top = 0');
  });

  it('keep_the_last_run_whole_then_the_most_recent_others_up_to_the_cap', () => {
    const before = { a: 1, b: 2, c: 3, d: 4 };
    expect(mostRecent(new Map([['x', 9]]), before, 3)).toEqual({ x: 9, a: 1, b: 2 });
    expect(Object.keys(mostRecent(new Map([['b', 2]]), before, 3))).toEqual(['b', 'a', 'c']);
    expect(
      Object.keys(
        mostRecent(
          new Map([
            ['x', 0],
            ['y', 0],
            ['z', 0],
            ['w', 0],
          ]),
          before,
          3,
        ),
      ),
    ).toEqual(['x', 'y', 'z', 'w']);
  });
});
