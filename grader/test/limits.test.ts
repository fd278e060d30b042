import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it, onTestFinished } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { findActivity, listActivities } from '../src/activities.ts';
import { kitPaths } from '../src/kit.ts';
import { confineGradedCode } from '../src/run/transforms.ts';
import { runTests } from '../src/run/runner.ts';

const kit = kitPaths(KIT_ROOT);
const card = findActivity(listActivities(KIT_ROOT, 'elevens'), 'elevens/01');

describe('time limits', () => {
  it('every_kind_of_loop_gets_a_guard', () => {
    const code = 'while (a) x(); do { y(); } while (b); for (;;) {} for (const k in o) z(k); for (const v of w) { v(); }';
    const guarded = confineGradedCode(code, (source) => parseAst(source)).code;
    expect(guarded.match(/__cardlabGuard\(\)/g)).toHaveLength(5);
    expect(() => parseAst(guarded)).not.toThrow();
  });

  it('code_without_loops_gets_no_guard', () => {
    expect(confineGradedCode('const a = 1; function f() { return a; }', (source) => parseAst(source)).code).not.toContain('__cardlabGuard()');
  });

  it('a_never_ending_loop_fails_only_the_tests_that_reach_it', async () => {
    mkdirSync(path.join(KIT_ROOT, '.cardlab'), { recursive: true });
    const dir = mkdtempSync(path.join(KIT_ROOT, '.cardlab', 'test-loop-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'elevens', '01-card', 'Card.ts');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, readFileSync(path.join(card.referenceDir, 'Card.ts'), 'utf8').replace('return this.cardRank;', 'while (true) {}'));
    const suite = path.join(card.suiteDir, 'Card.hidden.test.ts');
    const outcome = (await runTests([{ id: 'loop', binding: { kit, activity: card, subjects: { 'Card.ts': file }, workDirs: [kit.activities, dir] }, files: [suite], timeoutMs: 300 }], { root: KIT_ROOT })).get('loop')!;
    const failed = outcome.tests.filter((t) => t.state === 'failed');
    expect(failed.map((t) => t.name)).toContain('rank_returns_the_rank_given_to_the_constructor');
    expect(failed[0]!.message).toMatch(/ran past its time limit inside a loop/);
    expect(outcome.tests.find((t) => t.name === 'suit_returns_the_suit_given_to_the_constructor')!.state).toBe('passed');
  });

  it('a_worker_that_runs_out_of_memory_costs_only_its_own_run', async () => {
    mkdirSync(path.join(KIT_ROOT, '.cardlab'), { recursive: true });
    const dir = mkdtempSync(path.join(KIT_ROOT, '.cardlab', 'test-oom-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'elevens', '01-card', 'Card.ts');
    mkdirSync(path.dirname(file), { recursive: true });
    const hog = 'const hog: number[][] = []; for (;;) hog.push(new Array(1e6).fill(1));';
    writeFileSync(file, readFileSync(path.join(card.referenceDir, 'Card.ts'), 'utf8').replace('return this.cardRank;', hog));
    const deck = findActivity(listActivities(KIT_ROOT, 'elevens'), 'elevens/02');
    const suite = (activity: typeof card, name: string) => path.join(activity.suiteDir, name);
    const outcomes = await runTests(
      [
        { id: 'hog', binding: { kit, activity: card, subjects: { 'Card.ts': file }, workDirs: [kit.activities, dir] }, files: [suite(card, 'Card.hidden.test.ts')], timeoutMs: 20_000 },
        { id: 'deck', binding: { kit, activity: deck, subjects: { 'Deck.ts': path.join(deck.referenceDir, 'Deck.ts') }, workDirs: [kit.activities] }, files: [suite(deck, 'Deck.hidden.test.ts')], timeoutMs: 5_000 },
      ],
      { root: KIT_ROOT },
    );
    const deckTests = outcomes.get('deck')!.tests;
    expect(deckTests.length).toBeGreaterThan(0);
    expect(deckTests.every((t) => t.state === 'passed')).toBe(true);
    const rank = outcomes.get('hog')!.tests.find((t) => t.name === 'rank_returns_the_rank_given_to_the_constructor');
    expect(rank?.state).toBe('not-run');
    expect(rank?.message).toMatch(/test worker stopped/);
  });

  it('code_under_test_cannot_write_outside_the_working_area_or_start_a_process', async () => {
    mkdirSync(path.join(KIT_ROOT, '.cardlab'), { recursive: true });
    const dir = mkdtempSync(path.join(KIT_ROOT, '.cardlab', 'test-perm-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const target = path.join(os.tmpdir(), `cardlab-should-not-exist-${process.pid}`);
    const file = path.join(dir, 'elevens', '01-card', 'Card.ts');
    mkdirSync(path.dirname(file), { recursive: true });
    const reference = readFileSync(path.join(card.referenceDir, 'Card.ts'), 'utf8');
    writeFileSync(
      file,
      `import { writeFileSync } from 'node:fs';\nimport { execSync } from 'node:child_process';\n` +
        reference
          .replace('return this.cardRank;', `writeFileSync(${JSON.stringify(target)}, 'x'); return this.cardRank;`)
          .replace('return this.cardSuit;', `execSync('true'); return this.cardSuit;`),
    );
    const suite = path.join(card.suiteDir, 'Card.hidden.test.ts');
    const outcome = (await runTests([{ id: 'perm', binding: { kit, activity: card, subjects: { 'Card.ts': file }, workDirs: [kit.activities, dir] }, files: [suite], timeoutMs: 5_000 }], { root: KIT_ROOT })).get('perm')!;
    const byName = (name: string) => outcome.tests.find((t) => t.name === name)!;
    expect(byName('rank_returns_the_rank_given_to_the_constructor').state).toBe('failed');
    expect(byName('rank_returns_the_rank_given_to_the_constructor').message).toMatch(/ERR_ACCESS_DENIED|Access to this API has been restricted/);
    expect(byName('suit_returns_the_suit_given_to_the_constructor').state).toBe('failed');
    expect(byName('pointValue_returns_the_value_given_to_the_constructor').state).toBe('passed');
    expect(existsSync(target)).toBe(false);
  });
});
