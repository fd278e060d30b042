import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { listActivities } from '../src/kit/activities.ts';
import { assembleSubmission, type Recipe } from '../src/intake/assemble.ts';
import { compileSource } from '../src/run/compile.ts';
import type { GradeReport } from '../src/score/result.ts';
import { testContext } from './support.ts';

// The worker loads a test file's graded modules before the file itself, so that what they throw as they load is
// known to hold nothing of a hidden suite (worker/modules.ts loadGradedOf). Only what a module loads as it loads:
// a module a dynamic import asks for loads when it is asked for, as the language says.

/** An Elevens submission of the references for stages 01 and 02, with `files` added or replaced; its grade. */
async function graded(activity: string, files: Record<string, string>): Promise<GradeReport> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-load-order-'));
  const stages = listActivities(KIT_ROOT, 'elevens').slice(0, 2);
  const recipe = Object.fromEntries(stages.map((a) => [a.id, 'reference'])) as Recipe;
  assembleSubmission(KIT_ROOT, stages, recipe, path.join(dir, 'sub'));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, 'sub', file), text);
  const ctx = testContext([], { cwd: dir });
  expect(await main(['grade', 'sub', '--activity', activity, '--json', 'report.json'], ctx)).toBe(0);
  return JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as GradeReport;
}

describe('the modules a compiled file loads as it loads', () => {
  it('are_its_imports_at_its_top_not_a_dynamic_import_nor_a_require_in_a_function', () => {
    const source = [
      "import { a } from './a.ts';",
      "export * from './b.ts';",
      "import './c.ts';",
      "export async function later() { return import('./d.ts'); }",
      'void a;',
    ].join('\n');
    const compiled = compileSource(source, 'elevens/01-card/Card.ts', { graded: true });
    expect(compiled.imports).toEqual(expect.arrayContaining(['./a.ts', './b.ts', './c.ts', './d.ts']));
    expect([...compiled.eager!].sort()).toEqual(['./a.ts', './b.ts', './c.ts']);
  });
});

describe('a module reached only by a dynamic import', () => {
  it('loads_when_it_is_asked_for_so_one_that_throws_costs_nothing_where_it_is_never_asked_for', async () => {
    const deck = readFileSync(path.join(KIT_ROOT, 'solutions', 'elevens', '02-deck', 'Deck.ts'), 'utf8');
    const report = await graded('elevens/02', {
      'elevens/02-deck/Deck.ts': `${deck}\nexport async function notes(): Promise<string> {\n  return (await import('./deckNotes.ts')).label;\n}\n`,
      'elevens/02-deck/deckNotes.ts': "throw new Error('not written yet');\nexport const label = 'x';\n",
    });
    const [activity] = report.activities;
    expect([activity!.points, activity!.problems]).toEqual([activity!.maxPoints, []]);
  });

  it('loads_after_what_the_test_did_before_asking_for_it', async () => {
    const tests = readFileSync(path.join(KIT_ROOT, 'solutions', 'elevens', '01-card', 'CardTester.test.ts'), 'utf8');
    const report = await graded('elevens/01', {
      'elevens/01-card/events.ts': 'export const events: string[] = [];\n',
      'elevens/01-card/lazyPart.ts':
        "import { events } from './events.ts';\nevents.push('lazy');\nexport const ready = true;\n",
      'elevens/01-card/CardTester.test.ts': `${tests}\nimport { events } from './events.ts';\nit('a_part_loads_when_asked_for', async () => {\n  events.push('asked');\n  expect((await import('./lazyPart.ts')).ready).toBe(true);\n  expect(events).toEqual(['asked', 'lazy']);\n});\n`,
    });
    const [activity] = report.activities;
    expect(activity!.testing.tests.every((test) => test.validOnReference)).toBe(true);
    expect(activity!.points).toBe(activity!.maxPoints);
  });
});
