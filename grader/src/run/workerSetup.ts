// Setup file run before each test file in a worker, after the process-wide hardening (workerHardening.ts). It is
// fetched afresh for every file, so it stays small.
import { beforeEach } from 'vitest';
import { BETWEEN_FILES, CLOCK } from './names.ts';

const realm = globalThis as unknown as Record<PropertyKey, unknown>;
const limit = Number(process.env.CARDLAB_TEST_TIMEOUT_MS ?? 5000);
const now = performance.now.bind(performance);
const clock = realm[CLOCK] as { deadline: number };
// Nothing an earlier file of this process scheduled runs during this one, and the console is as the runner left it.
(realm[BETWEEN_FILES] as () => void)();
// Loading the test file (graded code's top level runs then) gets one test's limit too.
clock.deadline = now() + limit;
const skip = new Map<string, string[]>(Object.entries(JSON.parse(process.env.CARDLAB_SKIP ?? '{}') as Record<string, string[]>));

// Told to the grader at once, on the worker's own channel: which test runs now (see sandbox/hosts.ts TestNews).
const send = process.send?.bind(process);
const tell = (kind: 'test-start' | 'test-end', file: string, name: string) => send?.({ __cardlab: kind, file, name });

beforeEach((context) => {
  const { file, fullTestName } = context.task;
  // A rerun after a worker was stopped for a hang runs only the tests that have no result yet.
  if (skip.get(file.filepath)?.includes(fullTestName)) context.skip();
  tell('test-start', file.filepath, fullTestName);
  clock.deadline = now() + limit;
  return () => tell('test-end', file.filepath, fullTestName);
});
