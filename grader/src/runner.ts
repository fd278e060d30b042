import path from 'node:path';
import type { Reporter, TestModule, TestRunEndReason } from 'vitest/node';
import { createVitest } from 'vitest/node';
import { bindingPlugin, type Binding } from './binding.ts';

/** One set of test files run under one binding: a vitest project of its own. */
export interface TestRun {
  id: string;
  binding: Binding;
  files: string[];
  timeoutMs: number;
}

export type TestState = 'passed' | 'failed' | 'not-run';

export interface TestOutcome {
  file: string;
  /** The test's own name, e.g. `deal_returns_null_when_empty`. */
  name: string;
  /** With its describe blocks: `Deck > deal_returns_null_when_empty`. */
  fullName: string;
  state: TestState;
  message?: string;
  durationMs: number;
}

export interface RunOutcome {
  tests: TestOutcome[];
  /** Files that could not run at all (syntax error, failed import, no tests), with the reason. */
  fileErrors: { file: string; message: string }[];
}

export interface RunOptions {
  root: string;
  /** Whole-run limit: tests still running then are stopped and reported as not run. */
  limitMs?: number;
  coverage?: { include: string[]; reportsDirectory: string; reporters: string[] };
}

const MESSAGE_LIMIT = 600;

function cap(text: string): string {
  const firstLines = text.split('\n').slice(0, 12).join('\n');
  return firstLines.length > MESSAGE_LIMIT ? `${firstLines.slice(0, MESSAGE_LIMIT)}…` : firstLines;
}

function collect(modules: ReadonlyArray<TestModule>, outcomes: Map<string, RunOutcome>, interrupted: boolean): void {
  for (const module of modules) {
    const outcome = outcomes.get(module.project.name);
    if (!outcome) continue;
    const tests = [...module.children.allTests()];
    const moduleErrors = module.errors();
    for (const test of tests) {
      const result = test.result();
      const state: TestState = result.state === 'passed' ? 'passed' : result.state === 'failed' ? 'failed' : 'not-run';
      const message =
        result.state === 'failed'
          ? cap(result.errors.map((error) => error.message).join('\n'))
          : state === 'not-run'
            ? interrupted
              ? 'not run: the whole-run time limit was reached'
              : 'not run: skipped'
            : undefined;
      outcome.tests.push({ file: module.moduleId, name: test.name, fullName: test.fullName, state, message, durationMs: test.diagnostic()?.duration ?? 0 });
    }
    if (moduleErrors.length > 0) {
      outcome.fileErrors.push({ file: module.moduleId, message: cap(moduleErrors.map((error) => error.message).join('\n')) });
    } else if (tests.length === 0) {
      outcome.fileErrors.push({ file: module.moduleId, message: interrupted ? 'not run: the whole-run time limit was reached' : 'no tests found in this file' });
    }
  }
}

/**
 * Runs every TestRun in one vitest instance (one project per run), so the costly start-up is paid once.
 * The runs' outcomes come from vitest's own results, never from what the code under test prints.
 */
export async function runTests(runs: TestRun[], options: RunOptions): Promise<Map<string, RunOutcome>> {
  const outcomes = new Map<string, RunOutcome>(runs.map((run) => [run.id, { tests: [], fileErrors: [] }]));
  const active = runs.filter((run) => run.files.length > 0);
  if (active.length === 0) return outcomes;
  let endReason: TestRunEndReason | undefined;
  let interrupted = false;
  const collector: Reporter = {
    onTestRunEnd(modules, _errors, reason) {
      endReason = reason;
      collect(modules, outcomes, interrupted);
    },
  };
  const vitest = await createVitest(
    'test',
    {
      root: options.root,
      config: false,
      watch: false,
      reporters: [collector],
      silent: true,
      passWithNoTests: true,
      coverage: options.coverage
        ? { enabled: true, provider: 'v8', include: options.coverage.include, allowExternal: true, reportsDirectory: options.coverage.reportsDirectory, reporter: options.coverage.reporters as never, clean: true, reportOnFailure: true }
        : { enabled: false },
      projects: active.map((run) => ({
        plugins: [bindingPlugin(run.binding)],
        test: {
          name: run.id,
          root: options.root,
          include: run.files.map((file) => path.relative(options.root, file).split(path.sep).join('/')),
          testTimeout: run.timeoutMs,
          hookTimeout: run.timeoutMs,
        },
      })),
    },
    { logLevel: 'silent' },
  );
  const timer = options.limitMs
    ? setTimeout(() => {
        interrupted = true;
        void vitest.cancelCurrentRun('keyboard-input');
      }, options.limitMs)
    : undefined;
  try {
    await vitest.start();
  } finally {
    if (timer) clearTimeout(timer);
    await vitest.close();
  }
  if (endReason === undefined) throw new Error('vitest ended without reporting a result');
  return outcomes;
}
