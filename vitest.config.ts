import { defineConfig } from 'vitest/config';

// `npm test` runs only the grader's own tests here; activities, solutions and hidden suites are run by
// `cardlab verify`, which binds each suite to the implementation under test.
export default defineConfig({
  test: {
    include: ['grader/test/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
