import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KitCopy } from './support.ts';

/**
 * The import cycles among a folder's TypeScript files, type-only imports included (import-x/no-cycle leaves those
 * out): each cycle as its files, found with TypeScript's own import scanner.
 */
function importCycles(root: string, folder: string): string[][] {
  const files = (readdirSync(path.join(root, folder), { recursive: true }) as string[])
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
    .map((name) => path.join(root, folder, name));
  const known = new Set(files);
  const edges = new Map(
    files.map((file) => [
      file,
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.map(({ fileName }) => path.resolve(path.dirname(file), fileName))
        .filter((target) => known.has(target)),
    ]),
  );
  // Tarjan's strongly connected components: a component of two or more files is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of edges.get(file)!) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, low.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do component.push((member = stack.pop()!));
      while (member !== file);
      if (component.length > 1) cycles.push(component.map((name) => path.relative(root, name)).sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

/** The lint rules `npm test` runs (eslint.config.js), tried on mistakes made in a copy of the kit. */
describe('the lint of npm test', () => {
  let kit: KitCopy;

  beforeAll(() => {
    kit = new KitCopy();
  });

  afterAll(() => kit.remove());

  const lint = (...files: string[]) => {
    const run = spawnSync(
      process.execPath,
      [path.join(kit.root, 'node_modules', 'eslint', 'bin', 'eslint.js'), ...files],
      {
        cwd: kit.root,
        encoding: 'utf8',
      },
    );
    return { code: run.status, out: run.stdout + run.stderr };
  };

  it('passes_the_kit_as_it_is', () => {
    const run = lint('grader/src', 'grader/cli');
    expect(run.out).toBe('');
    expect(run.code).toBe(0);
  });

  it('refuses_an_import_cycle', () => {
    kit.write('grader/src/cycleA.ts', "import { b } from './cycleB.ts';\nexport const a = () => b;\n");
    kit.write('grader/src/cycleB.ts', "import { a } from './cycleA.ts';\nexport const b = () => a;\n");
    const run = lint('grader/src/cycleA.ts', 'grader/src/cycleB.ts');
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/cycleA\.ts[^]*Dependency cycle detected[^]*cycleB\.ts[^]*Dependency cycle detected/);
    kit.reset();
  });

  it('finds_no_import_cycle_in_the_grader_even_through_types_only_and_would_name_one', () => {
    expect(importCycles(kit.root, 'grader')).toEqual([]);
    kit.write('grader/src/cycleA.ts', "import type { B } from './cycleB.ts';\nexport type A = { b?: B };\n");
    kit.write('grader/src/cycleB.ts', "import type { A } from './cycleA.ts';\nexport type B = { a?: A };\n");
    expect(importCycles(kit.root, 'grader')).toEqual([['grader/src/cycleA.ts', 'grader/src/cycleB.ts']]);
    kit.reset();
  });

  it('refuses_an_import_across_the_layers_naming_the_rule', () => {
    kit.write('grader/src/upward.ts', "import { KIT_ROOT } from '../cli/context.ts';\nexport const root = KIT_ROOT;\n");
    kit.write(
      'grader/games/upward.ts',
      "import { KIT_ROOT } from '../cli/context.ts';\nexport const root = KIT_ROOT;\n",
    );
    kit.write(
      'solutions/elevens/upward.ts',
      "import { kitPaths } from '../../grader/src/kit/kit.ts';\nexport const paths = kitPaths;\n",
    );
    const run = lint('grader/src/upward.ts', 'grader/games/upward.ts', 'solutions/elevens/upward.ts');
    expect(run.code).toBe(1);
    expect(run.out).toContain('the engine must not depend on the command line');
    expect(run.out).toContain('the games must not depend on the command line');
    expect(run.out).toContain('lab code must not depend on the grader');
    kit.reset();
  });

  it('refuses_an_engine_room_that_imports_a_room_above_it_or_a_pipeline', () => {
    kit.write(
      'grader/src/kit/upward.ts',
      "import { gradeWasCut } from '../score/result.ts';\nexport const cut = gradeWasCut;\n",
    );
    kit.write(
      'grader/src/run/upward.ts',
      "import { checkActivity } from '../check.ts';\nexport const check = checkActivity;\n",
    );
    kit.write(
      'grader/src/score/downward.ts',
      "import { kitPaths } from '../kit/kit.ts';\nexport const paths = kitPaths;\n",
    );
    const run = lint('grader/src/kit/upward.ts', 'grader/src/run/upward.ts', 'grader/src/score/downward.ts');
    expect(run.code).toBe(1);
    expect(run.out).toContain("the engine's kit/ room must not depend on score/, a room above it");
    expect(run.out).toContain("the engine's run/ room must not depend on a pipeline (grader/src/*.ts)");
    expect(run.out).not.toContain('downward.ts');
    kit.reset();
  });

  it('refuses_a_command_that_imports_another_command', () => {
    kit.write(
      'grader/cli/commands/borrowing.ts',
      "import { registerCheck } from './check.ts';\nexport const again = registerCheck;\n",
    );
    const run = lint('grader/cli/commands/borrowing.ts');
    expect(run.code).toBe(1);
    expect(run.out).toContain('a command must not import another command');
    kit.reset();
  });
});
