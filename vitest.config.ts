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
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
