// Your own tests for CircularlyLinkedList. The grader runs them against a correct CircularlyLinkedList (each must pass) and against several
// broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { CircularlyLinkedList } from './CircularlyLinkedList.ts';

describe('CircularlyLinkedListTester', () => {
  // Write your tests here.
});
