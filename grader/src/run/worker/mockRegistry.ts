// What the spy library keeps of every mock (expectation.ts empties it before each file).
import * as spy from '@vitest/spy';

/**
 * The spy library's list of every mock made in the process (`REGISTERED_MOCKS`, for its `clearAllMocks`): each mock
 * stays on it with all it holds, its calls' arguments and results, its implementation and what graded code put on
 * it, for as long as the process lives. A file that kept 700 MB in a mock's calls made a later file's allocations fail
 * (the worker's memory is bounded: memoryBound.ts), and so decided its tests by the order the files ran in. The
 * library hands the list out nowhere: it is found once, while only the kit runs, as the set `clearAllMocks` walks.
 */
export function registeredMocks(): Set<unknown> {
  const forEach = Object.getOwnPropertyDescriptor(Set.prototype, 'forEach')!;
  let found: Set<unknown> | undefined;
  Object.defineProperty(Set.prototype, 'forEach', {
    ...forEach,
    value: function forEach(this: Set<unknown>) {
      found ??= this;
    },
  });
  try {
    spy.clearAllMocks();
  } finally {
    Object.defineProperty(Set.prototype, 'forEach', forEach);
  }
  if (!(found instanceof Set))
    throw new Error('the spy library no longer keeps its mocks in a set: drop them otherwise');
  return found;
}
