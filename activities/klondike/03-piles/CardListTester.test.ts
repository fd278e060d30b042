// Your own tests for CardList. The grader runs them against a correct CardList (each must pass) and against several
// broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { Card } from '../01-card/Card.ts';
import { CardList } from './CardList.ts';

describe('CardListTester', () => {
  // Write your tests here.
});
