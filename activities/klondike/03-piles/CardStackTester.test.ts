// Your own tests for CardStack. The grader runs them against a correct CardStack (each must pass) and against several
// broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { Card } from '../01-card/Card.ts';
import { CardStack } from './CardStack.ts';

describe('CardStackTester', () => {
  // Write your tests here.
});
