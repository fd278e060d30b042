// Your own tests for Card. The grader runs them against a correct Card (each must pass) and against several
// broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { Card } from './Card.ts';

describe('CardTester', () => {
  // Write your tests here, for example:
  // it('index_14_is_the_ace_of_clubs', () => { ... });
});
