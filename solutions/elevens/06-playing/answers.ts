/** The table of question 1, left to right (positions 0 to 8). */
export const QUESTION_BOARD = ['5♠', '4♥', '2♦', '6♣', 'A♠', 'J♥', 'K♦', '5♣', '2♠'] as const;

/**
 * Question 1: every legal play on QUESTION_BOARD. Only two pairs are worth 11 (a 5 with the 6, and there
 * are two 5s); there is no queen, so no jack-queen-king can be removed.
 */
export function playsOnQuestionBoard(): string[][] {
  return [
    ['5♠', '6♣'],
    ['6♣', '5♣'],
  ];
}

/**
 * Question 2: yes. The deck holds 40 number cards (ace to 10) and 12 face cards (4 each of J, Q, K).
 * A pair takes away two number cards, so the count of number cards left stays even: it can never be 3 or 1.
 * A triple takes away one jack, one queen and one king, so the three face ranks are always equally many.
 * Three cards left with the deck empty: an even number of them are number cards (0 or 2). With 2, the last
 * card would be a single face card, but the face cards left come in equal thirds: impossible. So all three
 * are face cards, one of each rank: a jack, a queen and a king.
 */
export function mustLastThreeBeJQK(): boolean {
  return true;
}
