// The `vitest` module as a student's test file gets it when cardlab runs it (grader/src/run/worker/testRunner.ts:
// `facade`): vitest's own runner, `expect` and spies, typed by vitest's own packages. activities/tsconfig.json maps
// `vitest` here, so the editor, `check` and `grade` accept exactly what the tests can use.
import type { ExpectStatic } from '@vitest/expect';
import type * as spy from '@vitest/spy';

export {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  it,
  onTestFailed,
  onTestFinished,
  suite,
  test,
} from '@vitest/runner';

export declare const expect: ExpectStatic;
export declare const assert: Chai.AssertStatic;
export declare const vi: {
  fn: typeof spy.fn;
  spyOn: typeof spy.spyOn;
  isMockFunction: typeof spy.isMockFunction;
  clearAllMocks(): void;
  resetAllMocks(): void;
  restoreAllMocks(): void;
  mocked<T>(value: T): T;
};
