import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { findActivity, listActivities } from '../src/kit/activities.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { compileSource } from '../src/run/compile.ts';
import { runTests } from '../src/run/runner.ts';
import { cardStage, kitScratch } from './support.ts';

const kit = kitPaths(KIT_ROOT);
const card = findActivity(listActivities(KIT_ROOT, 'elevens'), 'elevens/01');

describe('time limits', () => {
  it('every_kind_of_loop_gets_a_guard_on_the_same_line', () => {
    const code =
      'while (a) x();\ndo { y(); } while (b);\nfor (;;) {}\nfor (const k in o) z(k);\nfor (const v of w) { v(); }\n';
    const guarded = compileSource(code, 'elevens/01-card/Card.ts', { graded: true }).code!;
    expect(guarded.match(/__cardlabGuard\(\)/g)).toHaveLength(5);
    expect(guarded.split('\n').filter((line) => line.includes('__cardlabGuard')).length).toBeGreaterThanOrEqual(4);
  });

  it('code_without_loops_gets_no_guard_and_kit_code_none_at_all', () => {
    expect(
      compileSource('const a = 1; function f() { return a; }\nf();', 'elevens/01-card/Card.ts', { graded: true }).code,
    ).not.toContain('__cardlabGuard');
    expect(compileSource('for (;;) {}', 'elevens/01-card/Card.ts', { graded: false }).code).not.toContain(
      '__cardlabGuard',
    );
  });

  it('a_never_ending_loop_fails_only_the_tests_that_reach_it', async () => {
    const dir = kitScratch('loop');
    const file = path.join(dir, 'elevens', '01-card', 'Card.ts');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      readFileSync(path.join(card.referenceDir, 'Card.ts'), 'utf8').replace('return this.cardRank;', 'while (true) {}'),
    );
    const suite = path.join(card.suiteDir, 'Card.hidden.test.ts');
    const outcome = (
      await runTests(
        [
          {
            id: 'loop',
            binding: { kit, activity: card, subjects: { 'Card.ts': file }, workDirs: [kit.activities, dir] },
            files: [suite],
            timeoutMs: 300,
          },
        ],
        { root: KIT_ROOT },
      )
    ).get('loop')!;
    const failed = outcome.tests.filter((t) => t.state === 'failed');
    expect(failed.map((t) => t.name)).toContain('rank_returns_the_rank_given_to_the_constructor');
    expect(failed[0]!.message).toMatch(/ran past its time limit inside a loop/);
    expect(outcome.tests.find((t) => t.name === 'suit_returns_the_suit_given_to_the_constructor')!.state).toBe(
      'passed',
    );
  });

  it('a_before_all_stopped_by_its_cpu_limit_or_the_wait_limit_stops_its_file_which_runs_again_before_it_counts', async () => {
    const { stage, binding } = cardStage('hook');
    const testFile = (name: string, hook: string) => {
      const file = path.join(stage, name);
      writeFileSync(
        file,
        "import { beforeAll, describe, expect, it } from 'vitest';\nimport { Card } from './Card.ts';\n" +
          `describe('cards', () => {\n  beforeAll(${hook});\n` +
          "  it('rank', () => expect(new Card('ace', 'hearts', 1).rank()).toBe('ace'));\n});\n",
      );
      return file;
    };
    // A loop past the CPU limit, and a wait past the wall-clock one (what a machine busy or paused long enough does
    // to a hook that works): either way no test ran, and until now nothing said the file had been stopped, so the
    // verdict of its skipped tests was kept as if they had been the student's.
    const files = {
      cpu: testFile('LoopTester.test.ts', '() => {\n    let n = 0;\n    while (n >= 0) n++;\n  }'),
      wait: testFile('WaitTester.test.ts', '() => new Promise<void>(() => {})'),
    };
    const outcomes = await runTests(
      Object.entries(files).map(([id, file]) => ({ id, binding, files: [file], timeoutMs: 300 })),
      { root: KIT_ROOT },
    );
    for (const id of Object.keys(files)) {
      const outcome = outcomes.get(id)!;
      expect(outcome.stops, id).toEqual([expect.objectContaining({ reason: 'timeout', confirmed: true })]);
      expect(outcome.stops![0]!.test, id).toBeUndefined();
      expect(
        outcome.tests.filter((test) => test.state === 'passed'),
        id,
      ).toEqual([]);
    }
  });

  it('a_worker_that_runs_out_of_memory_costs_only_its_own_run', async () => {
    const dir = kitScratch('oom');
    const file = path.join(dir, 'elevens', '01-card', 'Card.ts');
    mkdirSync(path.dirname(file), { recursive: true });
    const hog = 'const hog: number[][] = []; for (;;) hog.push(new Array(1e6).fill(1));';
    writeFileSync(
      file,
      readFileSync(path.join(card.referenceDir, 'Card.ts'), 'utf8').replace('return this.cardRank;', hog),
    );
    const deck = findActivity(listActivities(KIT_ROOT, 'elevens'), 'elevens/02');
    const suite = (activity: typeof card, name: string) => path.join(activity.suiteDir, name);
    const outcomes = await runTests(
      [
        {
          id: 'hog',
          binding: { kit, activity: card, subjects: { 'Card.ts': file }, workDirs: [kit.activities, dir] },
          files: [suite(card, 'Card.hidden.test.ts')],
          timeoutMs: 20_000,
        },
        {
          id: 'deck',
          binding: {
            kit,
            activity: deck,
            subjects: { 'Deck.ts': path.join(deck.referenceDir, 'Deck.ts') },
            workDirs: [kit.activities],
          },
          files: [suite(deck, 'Deck.hidden.test.ts')],
          timeoutMs: 5_000,
        },
      ],
      { root: KIT_ROOT },
    );
    const deckTests = outcomes.get('deck')!.tests;
    expect(deckTests.length).toBeGreaterThan(0);
    expect(deckTests.every((t) => t.state === 'passed')).toBe(true);
    // The test that exhausted its worker fails, named; the rest of its file runs again in a fresh worker.
    const hogTests = outcomes.get('hog')!.tests;
    const rank = hogTests.find((t) => t.name === 'rank_returns_the_rank_given_to_the_constructor');
    expect(rank?.state).toBe('failed');
    expect(rank?.message).toMatch(/worker ended while this test ran/);
    expect(hogTests.find((t) => t.name === 'suit_returns_the_suit_given_to_the_constructor')?.state).toBe('passed');
  });

  it('the_permission_model_denies_writes_and_processes_even_to_kit_code', async () => {
    // Kit code is not held to the import policy, so this reaches the inner layer: Node's permission model.
    const dir = mkdtempSync(path.join(KIT_ROOT, '.cardlab-perm-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    // Outside the worker's scratch, wherever the kit is: in a sandbox /tmp is the worker's own scratch, which the
    // permission model lets it write, so a kit under /tmp cannot hold the target.
    const outside = mkdtempSync(path.join(os.homedir(), '.cardlab-perm-'));
    onTestFinished(() => rmSync(outside, { recursive: true, force: true }));
    const target = path.join(outside, 'should-not-exist');
    const file = path.join(dir, 'perm.test.ts');
    writeFileSync(
      file,
      `import { writeFileSync } from 'node:fs';\nimport { execSync } from 'node:child_process';\nimport { expect, it } from 'vitest';\n` +
        `it('write', () => { expect(() => writeFileSync(${JSON.stringify(target)}, 'x')).toThrow(/restricted|ERR_ACCESS_DENIED/); });\n` +
        `it('spawn', () => { expect(() => execSync('true')).toThrow(/restricted|ERR_ACCESS_DENIED/); });\n`,
    );
    const run = {
      id: 'perm',
      binding: { kit, activity: card, subjects: {}, workDirs: [kit.activities] },
      files: [file],
      timeoutMs: 5_000,
    };
    const outcome = (await runTests([run], { root: KIT_ROOT })).get('perm')!;
    expect(outcome.tests.map((t) => [t.name, t.state, t.message])).toEqual([
      ['write', 'passed', undefined],
      ['spawn', 'passed', undefined],
    ]);
    expect(existsSync(target)).toBe(false);
  });

  it('graded_code_may_not_import_node_built_ins', async () => {
    const dir = mkdtempSync(path.join(KIT_ROOT, '.cardlab-builtin-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'elevens', '01-card', 'Card.ts');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      `import { execSync } from 'node:child_process';\nexecSync('true');\n${readFileSync(path.join(card.referenceDir, 'Card.ts'), 'utf8')}`,
    );
    const suite = path.join(card.suiteDir, 'Card.hidden.test.ts');
    const outcome = (
      await runTests(
        [
          {
            id: 'builtin',
            binding: { kit, activity: card, subjects: { 'Card.ts': file }, workDirs: [kit.activities, dir] },
            files: [suite],
            timeoutMs: 5_000,
          },
        ],
        { root: KIT_ROOT },
      )
    ).get('builtin')!;
    expect(outcome.tests).toEqual([]);
    expect(outcome.fileErrors[0]?.message).toMatch(/'node:child_process' is not allowed/);
  });
});
