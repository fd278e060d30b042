import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { listActivities, listLabs } from '../src/kit/activities.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { overlaidImport, overlayEsbuildPlugin, providedTwin } from '../src/kit/solutionsOverlay.ts';
import { kitCompilerOptions } from '../src/analysis/typecheck.ts';

const kit = kitPaths(KIT_ROOT);
const activities = listActivities(KIT_ROOT);
const at = (...parts: string[]) => path.join(KIT_ROOT, ...parts);
const shownFile = (file: string) => path.relative(KIT_ROOT, file).split(path.sep).join('/');

/** The import paths of a file, as the compiler reads them (imports, re-exports, dynamic imports; no comments). */
function importsOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((entry) => entry.fileName);
}

function tsFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return tsFilesUnder(file);
    return name.endsWith('.ts') ? [file] : [];
  });
}

/** Every file that sits in a stage folder: stubs, visible tests, student test files, references, reference tests. */
function stageFiles(): string[] {
  return activities.flatMap((activity) => [...tsFilesUnder(activity.stubDir), ...tsFilesUnder(activity.referenceDir)]);
}

// How a student's file names a file: one of its own stage, another stage's, its lab's provided code, every lab's.
const STUDENT_SPELLING = /^(\.\/[^/]+|\.\.\/(\d{2}-[a-z0-9-]+|shared)\/[^/]+|\.\.\/\.\.\/shared\/[^/]+)$/;

describe('one import spelling', () => {
  it('every_file_of_a_stage_folder_imports_as_a_students_file_does', () => {
    const files = stageFiles();
    expect(files.filter((file) => file.startsWith(kit.solutions + path.sep)).length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const file of files) {
      for (const specifier of importsOf(file).filter((s) => s !== 'vitest')) {
        const target = path.resolve(path.dirname(file), specifier);
        const found = existsSync(target) || overlaidImport(kit, file, specifier) !== undefined;
        const spelled = STUDENT_SPELLING.test(specifier);
        const problem = !spelled ? "is not spelled as a student's file" : found ? '' : 'names no file';
        if (problem) wrong.push(`${shownFile(file)}: '${specifier}' ${problem}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('hidden_suites_and_buggy_implementations_import_provided_code_at_its_one_place_under_activities', () => {
    const files = [...tsFilesUnder(kit.suites), ...tsFilesUnder(kit.buggy)];
    expect(files.length).toBeGreaterThan(100);
    const isProvided = (target: string) => {
      const parts = path.relative(kit.activities, target).split(path.sep);
      if (parts[0] === 'shared' || parts[1] === 'shared') return true;
      const owner = activities.find((a) => a.lab === parts[0] && a.slug === parts[1]);
      return owner?.manifest.files.provided?.includes(parts[2]!) ?? false;
    };
    const wrong: string[] = [];
    for (const file of files) {
      for (const specifier of importsOf(file).filter((s) => s.startsWith('.'))) {
        const target = path.resolve(path.dirname(file), specifier);
        if (!existsSync(target)) wrong.push(`${shownFile(file)}: '${specifier}' names no file where it points`);
        else if (target.startsWith(kit.activities + path.sep) && !isProvided(target)) {
          wrong.push(`${shownFile(file)}: '${specifier}' is a stub, not provided code`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('solutions/ laid over activities/', () => {
  const card = at('solutions', 'elevens', '01-card', 'Card.ts');
  const simulationTests = at('solutions', 'elevens', '11-simulation', 'SimulationTester.test.ts');

  it('a_reference_import_of_provided_code_lands_on_the_file_under_activities', () => {
    expect(overlaidImport(kit, card, '../../shared/errors.ts')).toBe(at('activities', 'shared', 'errors.ts'));
    const stage = ['elevens', '11-simulation'];
    expect(overlaidImport(kit, simulationTests, '../shared/riggedRandom.ts')).toBe(
      at('activities', 'elevens', 'shared', 'riggedRandom.ts'),
    );
    const provided = at('activities', ...stage, 'ElevensSimulation.ts');
    expect(overlaidImport(kit, simulationTests, './ElevensSimulation.ts')).toBe(provided);
    // A file that is in solutions/ is that file; a file that is nowhere is nothing; only solutions/ is overlaid.
    expect(overlaidImport(kit, simulationTests, './ElevensBoard.ts')).toBeUndefined();
    expect(overlaidImport(kit, simulationTests, '../shared/cardGroups.ts')).toBeUndefined();
    expect(overlaidImport(kit, card, '../../shared/nothing.ts')).toBeUndefined();
    const suite = at('grader', 'suites', 'elevens', '01-card', 'Card.hidden.test.ts');
    expect(overlaidImport(kit, suite, '../shared/errors.ts')).toBeUndefined();
    expect(providedTwin(kit, at('activities', 'shared', 'errors.ts'))).toBeUndefined();
    expect(providedTwin(kit, kit.solutions)).toBeUndefined();
  });

  it('typescript_resolves_a_reference_import_to_the_same_file_by_the_kits_rootDirs', () => {
    const options = kitCompilerOptions(KIT_ROOT);
    const resolved = (specifier: string, from: string) =>
      ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule?.resolvedFileName;
    expect(resolved('../../shared/errors.ts', card)).toBe(at('activities', 'shared', 'errors.ts'));
    const stage = ['elevens', '11-simulation'];
    const provided = at('activities', ...stage, 'ElevensSimulation.ts');
    expect(resolved('./ElevensSimulation.ts', simulationTests)).toBe(provided);
    expect(resolved('./ElevensBoard.ts', simulationTests)).toBe(at('solutions', ...stage, 'ElevensBoard.ts'));
  });

  it('esbuild_bundles_a_public_buggy_implementation_with_the_reference_and_the_provided_code', async () => {
    for (const file of readdirSync(at('buggy', 'elevens', '05-testing'))) {
      const result = await build({
        entryPoints: [at('buggy', 'elevens', '05-testing', file)],
        bundle: true,
        write: false,
        metafile: true,
        format: 'esm',
        logLevel: 'silent',
        absWorkingDir: KIT_ROOT,
        plugins: [overlayEsbuildPlugin(KIT_ROOT)],
      });
      const inputs = Object.keys(result.metafile.inputs);
      expect(inputs, file).toContain('solutions/elevens/02-deck/Deck.ts');
      expect(inputs, file).toContain('activities/shared/RandomSource.ts');
    }
  });

  it('the_kits_authoring_config_runs_hidden_suites_and_reference_tests_directly', () => {
    const labs = listLabs(kit);
    const dirs = labs.flatMap((lab) => [`grader/suites/${lab}`, `solutions/${lab}`]);
    const vitest = path.join(KIT_ROOT, 'node_modules', 'vitest', 'vitest.mjs');
    const output = execFileSync(process.execPath, [vitest, 'run', '--config', 'grader/vitest.kit.config.ts', ...dirs], {
      cwd: KIT_ROOT,
      encoding: 'utf8',
      // As a maintainer runs it: nothing of this test run's own vitest, no binding asked for.
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITEST|CARDLAB_)/.test(key))),
        NO_COLOR: '1',
      },
    });
    expect(output).toMatch(/Test Files\s+\d+ passed/);
    expect(output).not.toMatch(/failed/);
  });
});
