// Your own tests for the CUI. The grader runs them against a correct CUI (each must pass) and against several
// broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { SolitaireCUI, screen } from './SolitaireCUI.ts';

describe('SolitaireCUITester', () => {
  // Write your tests here.
});
