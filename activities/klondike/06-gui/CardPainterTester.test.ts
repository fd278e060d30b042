// Your own tests for the card painter. The grader runs them against a correct painter (each must pass) and against
// several broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { Card } from '../01-card/Card.ts';
import { paintBack, paintCard, paintEmpty } from './CardPainter.ts';

describe('CardPainterTester', () => {
  // Write your tests here.
});
