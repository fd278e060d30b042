import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { stripVTControlCharacters } from 'node:util';
import type { CodeStore } from './codeStore.ts';
import type { RunGraph } from './graph.ts';
import type { ItemResult, Stops } from './pool.ts';
import type { TestResultOut } from './protocol.ts';
import type { NotRunReason, RunOutcome, TestOutcome } from './types.ts';

// Everything that crosses from a worker is untrusted data: names, messages and counts are bounded before any report
// is made of them (80 tests with 2-million-character names must not stop the report writer).
const NAME_LIMIT = 300;
const MESSAGE_LIMIT = 600;
// The most characters a compared value keeps, its `…` included: the grade report's schema
// (fixtures/schemas/grade-report.schema.json, a hand-written file) bounds comparison.expected and .actual by this
// maxLength, and a report past it is not written at all. Keep the two equal (uploadBounds.test.ts checks they are).
export const COMPARISON_LIMIT = 20_000;
// A file of generated tests (a loop over inputs) may hold tens of thousands: each is one small message from the
// worker and one line of the JSON report, so all of them are counted up to this bound, far past any honest file.
export const TESTS_PER_FILE = 50_000;

export const NOT_RUN_MESSAGES: Record<NotRunReason, string> = {
  skipped: 'not run: skipped',
  limit: 'not run: the whole-run time limit was reached',
  crashed: 'not run: the test worker stopped while this file ran (out of memory, or the code ended the process)',
};

export function cap(text: string, limit = MESSAGE_LIMIT): string {
  const clean = stripVTControlCharacters(text.length > 20 * limit ? text.slice(0, 20 * limit) : text);
  const firstLines = clean.split('\n').slice(0, 12).join('\n');
  return firstLines.length > limit ? `${firstLines.slice(0, limit)}…` : firstLines;
}

export function capName(name: string): string {
  const line = String(name).replace(/\s+/g, ' ');
  return line.length > NAME_LIMIT ? `${line.slice(0, NAME_LIMIT)}…` : line;
}

function capText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.length <= COMPARISON_LIMIT) return value;
  // One character fewer than the limit, for the `…` that says the value was cut; and never half of a character: a
  // cut inside a surrogate pair moves back by one.
  const kept = COMPARISON_LIMIT - 1;
  const end = /[\uD800-\uDBFF]/.test(value[kept - 1]!) ? kept - 1 : kept;
  return `${value.slice(0, end)}…`;
}

/**
 * Where `role:row:column` of compiled code lies in the student's TypeScript, if it does. The text may be graded
 * code's own (a message, a `stack` it set): a frame at line 0 made the map's lookup throw, which failed the whole
 * run's outcome, and the grade then called the stage ungradable, in a problem shown at once, exactly when the code
 * met a chosen hidden input. Such a frame is left as it was written.
 */
function mapped(map: TraceMap, role: string, row: number, column: number): string | undefined {
  if (!Number.isSafeInteger(row) || !Number.isSafeInteger(column) || row < 1 || column < 1) return undefined;
  try {
    const found = originalPositionFor(map, { line: row, column: column - 1 });
    return found.line ? `${role}:${found.line}:${(found.column ?? 0) + 1}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stack frames point into the compiled JavaScript of graded code (the only frames a worker shows): each
 * `role:line:column` of a frame is mapped back to the student's TypeScript through the compiled module's map.
 */
export function frameMapper(graph: RunGraph, store: CodeStore): (text: string) => string {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (role: string): TraceMap | null => {
    if (maps.has(role)) return maps.get(role)!;
    const entry = graph.modules[role];
    const json = entry ? store.sourceMap(entry.code) : undefined;
    const map = json ? new TraceMap(json) : null;
    maps.set(role, map);
    return map;
  };
  return (text) =>
    text
      .split('\n')
      .map((line) =>
        /^\s+at /.test(line)
          ? line.replace(/([\w./~-]+\.[mc]?[jt]s):(\d+):(\d+)/g, (whole, role: string, row: string, column: string) => {
              const map = mapOf(role);
              return map ? (mapped(map, role, Number(row), Number(column)) ?? whole) : whole;
            })
          : line,
      )
      .join('\n');
}

/** Which sides of a comparison were strings, kept only when one was not (two strings need no note). */
function stringSides(strings: unknown): { strings: { expected: boolean; actual: boolean } } | undefined {
  const { expected, actual } = (strings ?? {}) as { expected?: unknown; actual?: unknown };
  if (typeof expected !== 'boolean' || typeof actual !== 'boolean' || (expected && actual)) return undefined;
  return { strings: { expected, actual } };
}

/** What the report adds to the message of a stopped test or file: whether a run on its own confirmed it. */
function stopNote(stop: { confirmed?: boolean } | undefined): string {
  if (!stop) return '';
  return stop.confirmed
    ? ' (confirmed: it was stopped the same way when its file ran again on its own)'
    : ' (not confirmed: grading could not run its file again on its own before the whole-run limit)';
}

function outcomeOfTest(
  file: string,
  test: TestResultOut,
  mapFrames: (text: string) => string,
  stops: Stops,
): TestOutcome {
  const state = test.state === 'pass' ? 'passed' : test.state === 'fail' ? 'failed' : 'not-run';
  const expected = capText(test.expected);
  const actual = capText(test.actual);
  return {
    file,
    name: capName(test.name),
    fullName: capName(test.fullName),
    state,
    ...(state === 'not-run' ? { notRun: 'skipped' as const, message: NOT_RUN_MESSAGES.skipped } : {}),
    ...(state === 'failed'
      ? { message: cap(mapFrames(String(test.message ?? ''))) + stopNote(stops.get(test.fullName)) }
      : {}),
    ...(state === 'failed' && expected !== undefined && actual !== undefined
      ? { comparison: { expected, actual, ...stringSides(test.strings) } }
      : {}),
    ...(state === 'failed' && typeof test.where === 'string'
      ? { where: cap(mapFrames(`    at ${test.where}`).trim().slice(3)) }
      : {}),
    durationMs: Number.isFinite(test.durationMs) ? test.durationMs : 0,
  };
}

/**
 * The tests of a file that count, past the bound: those that did not pass first (a failure decides a verdict, on
 * the reference as on a buggy implementation, wherever it is in the file), then passing ones in the file's order.
 * Never silently the first ones: a file's real tests after a loop of generated ones count as much as the loop.
 */
function counted(tests: TestResultOut[]): TestResultOut[] {
  if (tests.length <= TESTS_PER_FILE) return tests;
  const notPassed = tests.filter((test) => test.state !== 'pass').slice(0, TESTS_PER_FILE);
  const room = TESTS_PER_FILE - notPassed.length;
  const kept = new Set([...notPassed, ...tests.filter((test) => test.state === 'pass').slice(0, room)]);
  return tests.filter((test) => kept.has(test));
}

/** Adds what became of one file of a run to the run's outcome, bounded and in the student's coordinates. */
export function addFileOutcome(
  outcome: RunOutcome,
  file: string,
  result: ItemResult | undefined,
  mapFrames: (text: string) => string,
): void {
  // A file the whole-run limit kept from running, or cut short, is not a file that failed to load.
  if (!result || result.neverRan) {
    outcome.limitReached ??= {};
    return;
  }
  const tests = [...result.tests.values()];
  for (const test of counted(tests)) outcome.tests.push(outcomeOfTest(file, test, mapFrames, result.stops));
  for (const [name, stop] of result.stops)
    (outcome.stops ??= []).push({
      file,
      ...(name ? { test: capName(name) } : {}),
      reason: stop.reason,
      confirmed: stop.confirmed === true,
    });
  if (tests.length > TESTS_PER_FILE)
    outcome.fileErrors.push({
      file,
      kind: 'truncated',
      message:
        `this file has ${tests.length.toLocaleString('en-US')} tests; at most ${TESTS_PER_FILE.toLocaleString('en-US')} ` +
        'a file are counted: every test that failed or did not run, then passing ones in the order of the file; ' +
        `${(tests.length - TESTS_PER_FILE).toLocaleString('en-US')} passing tests were not counted`,
    });
  if (result.stopped?.reason === 'limit') {
    const running = result.stopped.fullName ? capName(result.stopped.fullName) : outcome.limitReached?.running;
    outcome.limitReached = running ? { running } : {};
  } else if (result.error !== undefined)
    outcome.fileErrors.push({
      file,
      kind: result.error.kind,
      message: cap(mapFrames(String(result.error.message))) + stopNote(result.stops.get('')),
      ...(result.error.inOwnCode ? { inOwnCode: true as const } : {}),
    });
  else if (tests.length === 0) outcome.fileErrors.push({ file, kind: 'empty', message: 'no tests found in this file' });
}
