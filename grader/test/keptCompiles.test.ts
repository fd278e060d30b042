import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { COMPILER, CodeStore } from '../src/run/codeStore.ts';
import { moduleReferences } from '../src/run/modulePaths.ts';
import { CompiledStore } from '../src/run/compiledStore.ts';

// A student's own commands keep their files as compiled, so that the next `list` or `check` does not compile every
// stage again; a grade never keeps a submission's. What is found is keyed by content: never a stale compile.

function kitRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cardlab-kept-'));
  cpSync(path.join(KIT_ROOT, 'tsconfig.json'), path.join(root, 'tsconfig.json'));
  mkdirSync(path.join(root, 'work'));
  return root;
}

const compiledDir = (root: string) => path.join(root, '.cardlab', 'compiled');
const gradedDir = (root: string) =>
  path.join(
    compiledDir(root),
    readdirSync(compiledDir(root)).find((name) => name.startsWith('graded-'))!,
  );
/** The student files kept, by code id: the most recently used first. */
const gradedStore = (root: string): Record<string, { code: string }> => {
  const dir = gradedDir(root);
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => statSync(path.join(dir, b)).mtimeMs - statSync(path.join(dir, a)).mtimeMs);
  const kept = (name: string) =>
    JSON.parse((JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { text: string }).text) as {
      code: string;
    };
  return Object.fromEntries(names.map((name) => [name.slice(0, -'.json'.length), kept(name)]));
};
/** The store of student files as the grader opens it, to put an entry in it as a run would. */
const openGradedStore = (root: string) =>
  new CompiledStore(compiledDir(root), 'graded', path.basename(gradedDir(root)).slice('graded-'.length));
/** Sets an entry's last use `secondsAgo` in the past. */
const usedAgo = (file: string, secondsAgo: number) => {
  const then = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, then, then);
};

describe('what a compiled module depends on', () => {
  it('counts_every_module_of_the_run_folder_that_the_compiler_imports', () => {
    // A module the compiler imports and the list lacks would keep modules compiled before a change to it.
    const run = path.join(KIT_ROOT, 'grader', 'src', 'run');
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file) || path.dirname(file) !== run) return;
      reached.add(file);
      for (const name of moduleReferences(readFileSync(file, 'utf8'), file).imports)
        if (name.startsWith('.')) visit(path.resolve(run, name));
    };
    visit(path.join(run, 'compile.ts'));
    expect([...reached].sort()).toEqual([...COMPILER].sort());
  });
});

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
    const entry = path.join(gradedDir(root), `${id}.json`);
    openGradedStore(root).put(id, { ...gradedStore(root)[id]!, imports: [], code: '/* kept */' });
    usedAgo(entry, 60);
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

  it('are_compiled_again_where_an_entry_is_damaged', () => {
    const root = kitRoot();
    const file = path.join(root, 'work', 'Hand.ts');
    writeFileSync(file, 'export const cards = 5;\n');
    const first = new CodeStore(root);
    const { id } = first.compile(file, 'Hand.ts', true, true);
    first.save();
    const entry = path.join(gradedDir(root), `${id}.json`);
    const written = readFileSync(entry, 'utf8');
    // Well formed, under the digest it was written with, but its code changed since: not what was kept.
    const { digest } = JSON.parse(written) as { digest: string };
    const changed = JSON.stringify({ digest, text: JSON.stringify({ code: '', imports: [] }) });
    for (const damage of ['{"code": "cut sho', '{"code": "/* no imports */"}', '[]', changed]) {
      writeFileSync(entry, damage);
      const next = new CodeStore(root);
      next.compile(file, 'Hand.ts', true, true);
      expect(next.code(id)).toContain('cards = 5');
      next.save();
      // Written again whole: the run after finds it sound.
      expect(gradedStore(root)[id]!.code).toContain('cards = 5');
    }
  });

  it('leave_the_one_file_stores_of_earlier_versions_behind', () => {
    const root = kitRoot();
    mkdirSync(compiledDir(root), { recursive: true });
    writeFileSync(path.join(compiledDir(root), 'graded-0123456789abcdef.json'), '{}');
    const file = path.join(root, 'work', 'Rank.ts');
    writeFileSync(file, 'export const ace = 1;\n');
    const store = new CodeStore(root);
    store.compile(file, 'Rank.ts', true, true);
    store.save();
    expect(readdirSync(compiledDir(root))).toEqual([path.basename(gradedDir(root))]);
  });

  it('keep_the_last_run_whole_then_the_most_recently_used_others_up_to_the_cap', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-store-'));
    const store = new CompiledStore(dir, 'graded', 'salt');
    const put = (id: string, secondsAgo: number) => {
      store.put(id, { code: id, imports: [] });
      usedAgo(path.join(dir, 'graded-salt', `${id}.json`), secondsAgo);
    };
    const kept = () =>
      readdirSync(path.join(dir, 'graded-salt'))
        .map((name) => name.replace('.json', ''))
        .sort();
    ['a', 'b', 'c', 'd'].forEach((id, k) => put(id, 10 * (k + 1)));
    store.trim(3, new Set(['x']));
    expect(kept()).toEqual(['a', 'b', 'c']);
    // The run's own entries stay, however old their last use looks; the most recent others fill the room left.
    put('x', 100);
    store.trim(3, new Set(['x', 'c']));
    expect(kept()).toEqual(['a', 'c', 'x']);
    store.touch(['b', 'c']);
    put('y', 0);
    store.trim(2, new Set(['y', 'x', 'a', 'c']));
    expect(kept()).toEqual(['a', 'c', 'x', 'y']);
  });
});
