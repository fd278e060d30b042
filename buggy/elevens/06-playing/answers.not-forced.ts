/**
 * @bug Answers question 2 with "no": the last three cards could be anything.
 * @misconception The cards left at the end of a game depend only on luck.
 * @hint Count how many number cards a pair takes away, and how many jacks, queens and kings a triple takes away. What stays even, and what stays equal?
 */
export { QUESTION_BOARD, playsOnQuestionBoard } from '../../../solutions/elevens/06-playing/answers.ts';

export function mustLastThreeBeJQK(): boolean {
  return false;
}
