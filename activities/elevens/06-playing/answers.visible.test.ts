// Public tests: `cardlab check elevens/06` runs them. The grader's hidden tests check the answers themselves.
import { describe, expect, it } from 'vitest';
import { mustLastThreeBeJQK, playsOnQuestionBoard, QUESTION_BOARD } from './answers.ts';

describe('answers (public)', () => {
  it('every_play_uses_cards_from_the_question_board', () => {
    const plays = playsOnQuestionBoard();
    expect(plays.length).toBeGreaterThan(0);
    for (const play of plays) {
      for (const label of play) expect(QUESTION_BOARD).toContain(label);
    }
  });

  it('every_play_has_two_or_three_cards', () => {
    for (const play of playsOnQuestionBoard()) expect([2, 3]).toContain(play.length);
  });

  it('question_2_is_answered_with_a_boolean', () => {
    expect(typeof mustLastThreeBeJQK()).toBe('boolean');
  });
});
