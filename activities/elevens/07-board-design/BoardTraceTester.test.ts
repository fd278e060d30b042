// Your own tests for printCards and tracedCardIndexes. The grader runs them against a correct boardTrace.ts
// (each must pass) and against several broken ones (a good set of tests fails on each of them).
// printCards only needs an object with cardIndexes() and cardAt(k): a small fake table is enough.
import { describe, expect, it } from 'vitest';
import { Card } from '../01-card/Card.ts';
import { printCards, tracedCardIndexes, type CardTable } from './boardTrace.ts';

describe('BoardTraceTester', () => {
  // Write your tests here, for example:
  // it('printCards_skips_the_empty_places', () => { ... });
});
