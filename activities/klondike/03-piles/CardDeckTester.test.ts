// Your own tests for CardDeck. The grader runs them against a correct CardDeck (each must pass) and against several
// broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { Card } from '../01-card/Card.ts';
import { CardDeck } from './CardDeck.ts';

describe('CardDeckTester', () => {
  // Write your tests here.
});
