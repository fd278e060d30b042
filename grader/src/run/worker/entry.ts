// The worker runtime: what a confined worker process runs. It is bundled (runtimeBundle.ts) with vitest's runner
// and assertion libraries into one plain JavaScript file, the only file of the kit the process can read. The
// grader sends it compiled modules and test files to run (protocol.ts); it answers with results, as data.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import v8 from 'node:v8';
import { setSafeTimers } from '@vitest/utils/timers';
import type { CoverageOut, FileResultOut, FromWorker, TestResultOut, ToWorker } from '../protocol.ts';
import { guardEqualityMatchers, lockAssertions } from './expectation.ts';
import { addUnits, gradedUnitNamed, shadowGlobals } from './modules.ts';
import { coverageScripts } from './coverageScripts.ts';
import { hardenRealm } from './realm.ts';
import { callSession, openSession } from './session.ts';
import { keepOldestLanguage } from './oldestLanguage.ts';
import { installStackFormat } from './stacks.ts';
import { runItem } from './testRunner.ts';
import { optimizeLater } from '../optimizeLater.cjs';

// First: a worker lives for seconds; the optimizing compiler waits longer before it starts on a function.
optimizeLater();
// Then the language of Node 20 on every Node (oldestLanguage.ts), before the kit adds to it or hardens the realm.
keepOldestLanguage();

const send = process.send!.bind(process) as (message: FromWorker) => boolean;
const coverageDir = process.env.NODE_V8_COVERAGE;

// The runner keeps the real timer functions; graded code gets wrapped ones (realm.ts).
setSafeTimers();
// Errors graded code leaves behind (a stray rejection, a throwing timer) cost it nothing and stop nothing.
process.on('unhandledRejection', () => {});
process.on('uncaughtException', () => {});
installStackFormat();
guardEqualityMatchers();
lockAssertions();
shadowGlobals(['require', 'module', 'exports', '__filename', '__dirname', 'global']);
const realm = hardenRealm();

/**
 * V8's coverage of the graded modules since the last call (NODE_V8_COVERAGE is set for coverage workers only):
 * takeCoverage resets V8's counters, and its files are removed once read, so that each work item is credited with
 * what its own tests ran. Several stages' tests share a process; one stage's tests must not cover another's lines.
 */
function coverage(item: number): CoverageOut[] {
  if (!coverageDir) return [];
  v8.takeCoverage();
  const entries: CoverageOut[] = [];
  for (const name of readdirSync(coverageDir)) {
    const file = `${coverageDir}/${name}`;
    const scripts = coverageScripts(readFileSync(file, 'utf8'), (url) => gradedUnitNamed(url) !== undefined);
    rmSync(file, { force: true });
    for (const script of scripts) {
      const unit = gradedUnitNamed(script.url)!;
      entries.push({ item, code: unit.id, wrapperLength: unit.wrapperLength, functions: script.functions });
    }
  }
  return entries;
}

async function handle(message: ToWorker): Promise<void> {
  if (message.type === 'code') return addUnits(message.units);
  if (message.type === 'session') {
    // A game session starts as a test file does: nothing left of what ran before, Math.random from its start.
    realm.betweenFiles();
    const failure = openSession(message.session);
    send({ type: 'reply', id: -1, ...(failure ? { failure } : { value: null }) });
    return;
  }
  if (message.type === 'call') {
    send({ type: 'reply', id: message.id, ...callSession(message.command, message.args) });
    return;
  }
  if (message.type === 'finish') {
    send({ type: 'finished' });
    return;
  }
  realm.betweenFiles();
  const { work } = message;
  let running: string | undefined;
  const reporter = {
    testStarted: (fullName: string, ended: TestResultOut[]) => {
      running = fullName;
      send({ type: 'test-start', item: work.item, fullName, ...(ended.length > 0 ? { ended } : {}) });
    },
    testEnded: () => {
      running = undefined;
    },
  };
  let result: FileResultOut;
  try {
    result = await runItem(work, reporter);
  } catch (error) {
    const where = running === undefined ? '' : ` in ${running}`;
    result = {
      item: work.item,
      tests: [],
      error: `the test runner failed${where}: ${thrownText(error)}`,
      retire: true,
      ...(running === undefined ? {} : { failedIn: running }),
    };
  }
  if (coverageDir) send({ type: 'coverage', entries: coverage(work.item) });
  send({ type: 'file-done', result });
}

/**
 * What a value the runner rethrew says, read once and never trusted: graded code chose it. A test that threw an error
 * whose `message` getter throws it again ends vitest's runner that way; reading the message here threw once more, no
 * result was sent, and the worker sat silent until the grader's wait limits stopped it, twice (the stop confirmed):
 * 90 s of a grade under `--limit 10`, 420 s under the default, for one line of a test.
 */
function thrownText(error: unknown): string {
  try {
    return error instanceof Error ? String(error.message) : String(error);
  } catch {
    return 'a test threw a value that cannot be read (reading its message threw): throw an Error with a text message';
  }
}

let queue = Promise.resolve();
process.on('message', (message: ToWorker) => {
  // Each message in turn; one that failed (it should not) leaves the next ones to run.
  queue = queue.then(() => handle(message)).catch(() => {});
});
send({ type: 'ready' });
