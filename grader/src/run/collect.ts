import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { TestModule } from 'vitest/node';
import { withoutRunKeys } from './modules.ts';
import type { NotRunReason, RunOutcome, TestOutcome, TestRun, TestState } from './types.ts';

// Everything that crosses from a worker is untrusted data: names, messages and counts are bounded before any report
// is made of them (80 tests with 2-million-character names must not stop the report writer).
const NAME_LIMIT = 300;
const MESSAGE_LIMIT = 600;
const TESTS_PER_FILE = 2_000;
const COMPARED_LIMIT = 20_000;

export const NOT_RUN_MESSAGES: Record<NotRunReason, string> = {
  skipped: 'not run: skipped',
  limit: 'not run: the whole-run time limit was reached',
  crashed: 'not run: the test worker stopped while this file ran (out of memory, or the code ended the process)',
};

export function cap(text: string, limit = MESSAGE_LIMIT): string {
  const clean = withoutRunKeys(stripVTControlCharacters(text.length > 20 * limit ? text.slice(0, 20 * limit) : text));
  const firstLines = clean.split('\n').slice(0, 12).join('\n');
  return firstLines.length > limit ? `${firstLines.slice(0, limit)}…` : firstLines;
}

/** Cut to `limit` UTF-16 units without splitting a character made of two. */
function capText(text: string, limit = COMPARED_LIMIT): string {
  if (text.length <= limit) return text;
  const code = text.charCodeAt(limit - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit);
}

/** The two sides of the first failed comparison, as vitest's worker sent them (strings, or values it printed). */
function comparisonOf(errors: readonly { expected?: unknown; actual?: unknown }[]): TestOutcome['comparison'] {
  const error = errors.find((e) => typeof e.expected === 'string' && typeof e.actual === 'string');
  if (!error) return undefined;
  const text = (value: unknown) => capText(withoutRunKeys(value as string));
  return { expected: text(error.expected), actual: text(error.actual) };
}

export function capName(name: string): string {
  const line = name.replace(/\s+/g, ' ');
  return line.length > NAME_LIMIT ? `${line.slice(0, NAME_LIMIT)}…` : line;
}

/** Which run and which of its files a test file (a shim) of the vitest run stands for. */
export interface ShimInfo {
  run: TestRun;
  file: string;
}

/** A test stopped from outside, by the watchdog: its verdict is a failure, whatever the worker said. */
export interface Stopped {
  shim: string;
  fullName?: string;
  message: string;
}

export function outcomeOf(module: TestModule, shim: ShimInfo, stopped: Stopped | undefined, interrupted: boolean): RunOutcome {
  const { file } = shim;
  const tests: TestOutcome[] = [];
  const all = [...module.children.allTests()];
  for (const test of all.slice(0, TESTS_PER_FILE)) {
    const result = test.result();
    const fullName = capName(test.fullName);
    const durationMs = test.diagnostic()?.duration ?? 0;
    if (stopped?.fullName === test.fullName) {
      tests.push({ file, name: capName(test.name), fullName, state: 'failed', message: stopped.message, durationMs });
      continue;
    }
    const state: TestState = result.state === 'passed' ? 'passed' : result.state === 'failed' ? 'failed' : 'not-run';
    const notRun: NotRunReason | undefined = state !== 'not-run' ? undefined : interrupted ? 'limit' : stopped || module.errors().length > 0 ? 'crashed' : 'skipped';
    const message = result.state === 'failed' ? cap(result.errors.map((error) => error.message).join('\n')) : notRun ? NOT_RUN_MESSAGES[notRun] : undefined;
    const comparison = result.state === 'failed' ? comparisonOf(result.errors) : undefined;
    const extra = { ...(notRun ? { notRun } : {}), ...(comparison ? { comparison } : {}) };
    tests.push({ file, name: capName(test.name), fullName, state, ...extra, message, durationMs });
  }
  const fileErrors: RunOutcome['fileErrors'] = [];
  if (stopped && !stopped.fullName) fileErrors.push({ file, message: stopped.message });
  else if (module.errors().length > 0 && all.length === 0) fileErrors.push({ file, message: cap(module.errors().map((error) => error.stack ?? error.message).join('\n')) });
  else if (all.length === 0) fileErrors.push({ file, message: interrupted ? NOT_RUN_MESSAGES.limit : 'no tests found in this file' });
  if (all.length > TESTS_PER_FILE) fileErrors.push({ file, message: `only the first ${TESTS_PER_FILE} of ${all.length} tests in ${path.basename(file)} were kept` });
  return { tests, fileErrors };
}
