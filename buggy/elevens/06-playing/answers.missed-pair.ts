/**
 * @bug Lists only one of the two pairs worth 11: the 6 is paired with one 5 but not with the other.
 * @misconception Once a card has found a partner, it is not looked at again.
 * @hint Can one card be part of more than one play? Check each card against every other card on the table.
 */
export { QUESTION_BOARD, mustLastThreeBeJQK } from '../../../solutions/elevens/06-playing/answers.ts';

export function playsOnQuestionBoard(): string[][] {
  return [['5♠', '6♣']];
}
