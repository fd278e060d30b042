import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { overlayVitePlugin } from './grader/src/kit/solutionsOverlay.ts';

// `npm test` runs only the grader's own tests here; activities, solutions and hidden suites are run by
// `cardlab verify`, which binds each suite to the implementation under test.
export default defineConfig({
  // The grader's tests import references, which import provided code as students' files do (`../shared/x.ts`).
  plugins: [overlayVitePlugin(import.meta.dirname)],
  test: {
    include: ['grader/test/**/*.test.ts'],
    globalSetup: ['grader/test/scratchFolder.ts'],
    // vitest's default on two cores is one file at a time; most of our files wait on processes of their own (the
    // grader's workers, a browser, a kit's CLI), so a second file runs in those waits. Nothing here depends on the
    // clock being quiet: grades count CPU time, and every wait has a generous backstop.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 300_000,
    // expect.poll waits for a page or a process to catch up: its default gives up after 1 s, which a busy machine can
    // pass between a click and the page drawn anew, and checks every 50 ms, which is most of a fast move's wait.
    expect: { poll: { timeout: 60_000, interval: 10 } },
    hookTimeout: 300_000,
  },
});
