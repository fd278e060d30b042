/**
 * @bug Also lists three number cards that add up to 11 (4♥, 6♣ and A♠) as a play.
 * @misconception Any group of cards worth 11 together may be removed.
 * @hint Read the rules again: how many cards are in a play worth 11?
 */
export { QUESTION_BOARD, mustLastThreeBeJQK } from '../../../solutions/elevens/06-playing/answers.ts';

export function playsOnQuestionBoard(): string[][] {
  return [
    ['5♠', '6♣'],
    ['6♣', '5♣'],
    ['4♥', '6♣', 'A♠'],
  ];
}
