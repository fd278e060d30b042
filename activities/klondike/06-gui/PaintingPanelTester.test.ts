// Your own tests for the painting panel. The grader runs them against a correct panel (each must pass) and against
// several broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { Solitaire } from '../04-solitaire/Solitaire.ts';
import { PaintingPanel } from './PaintingPanel.ts';

describe('PaintingPanelTester', () => {
  // Write your tests here.
});
