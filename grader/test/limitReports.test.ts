import { describe, expect, it } from 'vitest';
import { toGradescope } from '../src/report/gradescope.ts';
import { toPrairieLearn } from '../src/report/prairielearn.ts';
import { renderTerminal } from '../src/report/terminal.ts';
import type { ActivityResult } from '../src/score/result.ts';
import { reportOf } from './reports.ts';

/** The student's tests ran on the reference; the limit then cut the run on one buggy implementation short. */
const cut: ActivityResult = {
  id: 'elevens/02-deck',
  title: 'Deck',
  points: 1,
  maxPoints: 5,
  problems: [],
  hidden: [{ name: 'deals', suite: 'Deck.hidden.test.ts', passed: true, points: 1, maxPoints: 1 }],
  testing: {
    points: 0,
    maxPoints: 4,
    tests: [{ name: 'DeckTester > deals', validOnReference: true }],
    buggy: [
      { id: 'Deck.deal-skips', caught: false, caughtBy: [], hint: 'deal twice and compare', notRun: true },
      { id: 'Deck.size-off', caught: false, caughtBy: [], hint: 'look at size after a deal' },
    ],
  },
  typeProblems: [],
  forbidden: [],
  stoppedAtLimit: {},
};
const report = reportOf('erin', [cut]);

describe('a buggy implementation the limit kept the student’s tests from', () => {
  it('reads_as_not_run_never_as_missed_in_the_terminal_gradescope_and_prairielearn', () => {
    const gradescope = toGradescope(report) as { tests: { name: string; output?: string }[] };
    const prairielearn = toPrairieLearn(report) as { tests: { name: string; output?: string }[] };
    const texts = [
      renderTerminal(report, false),
      ...[gradescope, prairielearn].map((r) => r.tests.find((t) => t.name.includes('your tests'))!.output!),
    ];
    for (const text of texts) {
      expect(text).toContain('not run on Deck.deal-skips: grading stopped at the whole-run time limit first');
      expect(text).not.toMatch(/missed Deck\.deal-skips|deal twice and compare/);
      // One that ran and was not caught is still missed, with its hint.
      expect(text).toContain('missed Deck.size-off: hint: look at size after a deal');
    }
  });
});
