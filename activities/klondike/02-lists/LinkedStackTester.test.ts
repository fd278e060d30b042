// Your own tests for LinkedStack. The grader runs them against a correct LinkedStack (each must pass) and against several
// broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { LinkedStack } from './LinkedStack.ts';

describe('LinkedStackTester', () => {
  // Write your tests here.
});
