// Your own tests for SinglyLinkedList. The grader runs them against a correct SinglyLinkedList (each must pass) and against several
// broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { SinglyLinkedList } from './SinglyLinkedList.ts';

describe('SinglyLinkedListTester', () => {
  // Write your tests here.
});
