// Setup file of every test run: gives each test a deadline that the loop guard (loopGuard.ts) checks.
import { beforeEach } from 'vitest';

const limit = Number(process.env.CARDLAB_TEST_TIMEOUT_MS ?? 5000);

beforeEach(() => {
  (globalThis as Record<string, unknown>).__cardlabDeadline = performance.now() + limit;
});
