import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import type { Plugin } from 'vite';
import type { Reporter, TestModule, TestRunEndReason } from 'vitest/node';
import { createVitest } from 'vitest/node';
import { reboundPath, type Binding } from './binding.ts';
import { loopGuardPlugin } from './loopGuard.ts';

/** One set of test files run under one binding. */
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
const CLOSE_GRACE_MS = 5_000;
const WORKER_MEMORY_MB = 1024;

/**
 * Node's permission model for the test workers: they may read anything but write only under the kit's
 * .cardlab folder (working copies), and start no child process or worker thread. Code under test that
 * tries gets an ERR_ACCESS_DENIED error, which fails its test.
 */
function permissions(options: RunOptions): string[] {
  // V8 coverage needs the inspector, which the permission model turns off: a coverage run goes without.
  if (options.coverage) return [];
  return ['--experimental-permission', '--allow-fs-read=*', `--allow-fs-write=${path.join(options.root, '.cardlab')}${path.sep}*`];
}

function stopAfter(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

function discard(): Writable {
  return new Writable({ write: (_chunk, _encoding, done) => done() });
}
const RUN_QUERY = /\?cardlab-run=(\d+)/;
const NO_TEST_FRAMEWORK = '\0cardlab:no-test-framework';

function cap(text: string): string {
  const clean = stripVTControlCharacters(text).replace(new RegExp(RUN_QUERY.source, 'g'), '');
  const firstLines = clean.split('\n').slice(0, 12).join('\n');
  return firstLines.length > MESSAGE_LIMIT ? `${firstLines.slice(0, MESSAGE_LIMIT)}…` : firstLines;
}

/**
 * Every run's modules carry `?cardlab-run=<k>`: the same file is a separate module in each run, and the plugin
 * knows from an importer's query which binding applies. So all runs share one vitest project (start-up is paid
 * once) while each still gets its own implementation under test.
 */
function runBindingPlugin(runs: TestRun[]): Plugin {
  const inKit = (file: string) => !file.includes(`${path.sep}node_modules${path.sep}`);
  return {
    name: 'cardlab-run-binding',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || source.includes('cardlab-run=')) return null;
      // The code being graded (not a test file) has no business with the test framework: it could bend the
      // assertions that judge it.
      const from0 = importer.split('?')[0]!;
      if (/^(vitest|@vitest\/|chai)/.test(source) && !/\.test\.[mc]?[jt]s$/.test(from0) && isStudentFile(runs, from0)) return NO_TEST_FRAMEWORK;
      const match = RUN_QUERY.exec(importer);
      if (!match) return null;
      const run = runs[Number(match[1])]!;
      const from = importer.replace(RUN_QUERY, '');
      const resolved = await this.resolve(source, from, { skipSelf: true });
      if (resolved?.external) return null;
      const file = resolved ? resolved.id.split('?')[0]! : source.startsWith('.') ? path.resolve(path.dirname(from), source) : undefined;
      if (!file || !path.isAbsolute(file) || !inKit(file)) return null;
      const target = reboundPath(run.binding, file, from) ?? file;
      // Data (JSON fixtures) has no imports to bind: it loads as usual.
      if (!/\.[mc]?[jt]sx?$/.test(target)) return target === file ? null : target;
      const query = resolved?.id.includes('?') ? `&${resolved.id.split('?')[1]}` : '';
      return `${target}?cardlab-run=${match[1]}${query}`;
    },
    load(id) {
      if (id === NO_TEST_FRAMEWORK) return `throw new Error('graded code may not import the test framework (vitest): only test files may');`;
      return null;
    },
  };
}

/** Student code: anything in a folder the runs treat as a student's (not the kit's solutions, suites or buggy code). */
function isStudentFile(runs: TestRun[], file: string): boolean {
  return runs.some(({ binding }) =>
    binding.workDirs.some((dir) => file.startsWith(dir + path.sep) && !file.startsWith(path.join(dir, 'shared') + path.sep) && !/[\\/]shared[\\/][^\\/]+$/.test(file.slice(dir.length))),
  );
}

function writeShims(runs: TestRun[], shimDir: string): Map<string, number> {
  const runOfShim = new Map<string, number>();
  runs.forEach((run, k) => {
    const dir = path.join(shimDir, String(k));
    mkdirSync(dir, { recursive: true });
    for (const file of run.files) {
      const shim = path.join(dir, path.basename(file));
      writeFileSync(shim, `// generated by cardlab for one run; deleted afterwards\nimport ${JSON.stringify(`${file}?cardlab-run=${k}`)};\n`);
      runOfShim.set(shim, k);
    }
  });
  return runOfShim;
}

const collected = new WeakSet<TestModule>();

function collect(modules: ReadonlyArray<TestModule>, runs: TestRun[], runOfShim: Map<string, number>, outcomes: Map<string, RunOutcome>, interrupted: boolean): void {
  for (const module of modules) {
    if (collected.has(module)) continue;
    collected.add(module);
    const k = runOfShim.get(module.moduleId);
    if (k === undefined) continue;
    const outcome = outcomes.get(runs[k]!.id)!;
    const file = runs[k]!.files.find((f) => path.basename(f) === path.basename(module.moduleId)) ?? module.moduleId;
    const tests = [...module.children.allTests()];
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
      outcome.tests.push({ file, name: test.name, fullName: test.fullName, state, message, durationMs: test.diagnostic()?.duration ?? 0 });
    }
    const moduleErrors = module.errors();
    if (moduleErrors.length > 0) {
      outcome.fileErrors.push({ file, message: cap(moduleErrors.map((error) => error.stack ?? error.message).join('\n')) });
    } else if (tests.length === 0) {
      outcome.fileErrors.push({ file, message: interrupted ? 'not run: the whole-run time limit was reached' : 'no tests found in this file' });
    }
  }
}

/** After a run stopped at its limit without a final report: every run with nothing reported is said to be cut short. */
function markUnfinished(runs: TestRun[], outcomes: Map<string, RunOutcome>): void {
  for (const run of runs) {
    const outcome = outcomes.get(run.id)!;
    if (outcome.tests.length > 0 || outcome.fileErrors.length > 0) continue;
    for (const file of run.files) outcome.fileErrors.push({ file, message: 'not run: the whole-run time limit was reached' });
  }
}

/**
 * Runs every TestRun in one vitest instance and one project. The outcomes come from vitest's own results,
 * never from what the code under test prints.
 */
export async function runTests(runs: TestRun[], options: RunOptions): Promise<Map<string, RunOutcome>> {
  const { outcomes, interrupted } = await runOnce(runs, options, false);
  // Runs share test workers for speed. If one crashed its worker (out of memory, process.exit…), the runs that
  // worker still had never finished: run those again, each file in a fresh worker, so only the culprit loses.
  const unfinished = interrupted ? [] : runs.filter((run) => !finished(run, outcomes.get(run.id)!));
  if (unfinished.length > 0) {
    const retry = await runOnce(unfinished, { ...options, coverage: undefined }, true);
    for (const run of unfinished) outcomes.set(run.id, explainCrash(retry.outcomes.get(run.id)!));
  }
  return outcomes;
}

const CRASHED = 'not run: the test worker stopped while this file ran (out of memory, or the code ended the process)';

/** In the isolated retry, a test still not run was cut short by its own file's crash: say so. */
function explainCrash(outcome: RunOutcome): RunOutcome {
  return { ...outcome, tests: outcome.tests.map((t) => (t.state === 'not-run' && t.message === 'not run: skipped' ? { ...t, message: CRASHED } : t)) };
}

/** Every file of the run reported (tests or a load error) and no test was left not run. */
function finished(run: TestRun, outcome: RunOutcome): boolean {
  const reported = new Set([...outcome.tests.map((t) => t.file), ...outcome.fileErrors.map((e) => e.file)]);
  return run.files.every((file) => reported.has(file)) && outcome.tests.every((t) => t.state !== 'not-run');
}

async function runOnce(runs: TestRun[], options: RunOptions, isolate: boolean): Promise<{ outcomes: Map<string, RunOutcome>; interrupted: boolean }> {
  const outcomes = new Map<string, RunOutcome>(runs.map((run) => [run.id, { tests: [], fileErrors: [] }]));
  if (runs.every((run) => run.files.length === 0)) return { outcomes, interrupted: false };
  const shimDir = path.join(options.root, '.cardlab', 'runs', `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`);
  const runOfShim = writeShims(runs, shimDir);
  let endReason: TestRunEndReason | undefined;
  let interrupted = false;
  // Each file's results are kept as soon as it ends, so a run stopped at its limit loses nothing already done.
  const collector: Reporter = {
    onTestModuleEnd(module) {
      collect([module], runs, runOfShim, outcomes, interrupted);
    },
    onTestRunEnd(modules, _errors, reason) {
      endReason = reason;
      collect(modules, runs, runOfShim, outcomes, interrupted);
    },
  };
  const timeoutMs = Math.max(...runs.map((run) => run.timeoutMs));
  try {
    const plugins = [runBindingPlugin(runs), loopGuardPlugin((file) => isStudentFile(runs, file))];
    const testOptions = {
      root: options.root,
      isolate,
      testTimeout: timeoutMs,
      hookTimeout: timeoutMs,
      setupFiles: [path.join(import.meta.dirname, 'workerSetup.ts')],
      // A memory cap per test worker: code that allocates without end crashes its worker, not the machine.
      execArgv: [`--max-old-space-size=${WORKER_MEMORY_MB}`, ...permissions(options)],
      env: { CARDLAB_TEST_TIMEOUT_MS: String(timeoutMs) },
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
        // One project for every run: its workers start once. What one run's code could do to a shared worker is
        // contained by the worker setup (frozen built-ins, no process control) and by retrying crashed runs alone.
        projects: [{ plugins, test: { ...testOptions, name: 'cardlab', include: [...runOfShim.keys()].map((file) => path.relative(options.root, file).split(path.sep).join('/')) } }],
      },
      { logLevel: 'silent' },
      // Vitest's own logging (e.g. coverage skipping a file that does not parse) is not for the student: the
      // report says what went wrong, from the results.
      { stdout: discard(), stderr: discard() },
    );
    const timer = options.limitMs
      ? setTimeout(() => {
          interrupted = true;
          void vitest.cancelCurrentRun('keyboard-input');
        }, options.limitMs)
      : undefined;
    try {
      await (options.limitMs ? Promise.race([vitest.start(), stopAfter(options.limitMs + CLOSE_GRACE_MS)]) : vitest.start());
    } finally {
      if (timer) clearTimeout(timer);
      // A worker stuck in code that never yields cannot be closed politely: give up waiting after a grace period
      // (the CLI exits anyway once its report is written).
      await Promise.race([vitest.close(), stopAfter(CLOSE_GRACE_MS)]);
    }
  } finally {
    rmSync(shimDir, { recursive: true, force: true });
  }
  if (endReason === undefined) {
    if (!interrupted) throw new Error('vitest ended without reporting a result');
    markUnfinished(runs, outcomes);
  }
  return { outcomes, interrupted };
}
