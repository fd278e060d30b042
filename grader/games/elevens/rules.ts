/** The three games of the Elevens lab as the kit's games explain them: a title, the rule in one sentence, the rules. */

export type ElevensGame = 'elevens' | 'thirteens' | 'tens';

export const ELEVENS_GAMES: readonly ElevensGame[] = ['elevens', 'thirteens', 'tens'];

/** The board class of each game, as the lab's stages name it. */
export const BOARD_CLASS: Readonly<Record<ElevensGame, 'ElevensBoard' | 'ThirteensBoard' | 'TensBoard'>> = {
  elevens: 'ElevensBoard',
  thirteens: 'ThirteensBoard',
  tens: 'TensBoard',
};

export interface GameRules {
  title: string;
  /** What may be removed, in one sentence: shown when a group is refused. */
  rule: string;
  /** The rules in full. */
  rules: readonly string[];
}

const ENDING = [
  'Removed cards are replaced from the deck while it lasts.',
  'You win when the deck is used up and the table is clear.',
];

export const RULES: Readonly<Record<ElevensGame, GameRules>> = {
  elevens: {
    title: 'Elevens',
    rule: 'In Elevens you may remove two cards worth 11 together, or a jack, a queen and a king.',
    rules: [
      'Nine cards lie face up on the table; the rest stay in the deck.',
      'Remove two cards whose values add up to 11 (an ace counts 1, 2 to 10 count their number),',
      'or remove a jack, a queen and a king together. Suits never matter.',
      ...ENDING,
    ],
  },
  thirteens: {
    title: 'Thirteens',
    rule: 'In Thirteens you may remove two cards worth 13 together, or a king on its own.',
    rules: [
      'Ten cards lie face up on the table; the rest stay in the deck.',
      'Remove two cards whose values add up to 13 (ace 1, 2 to 10 their number, jack 11, queen 12),',
      'or remove a king by itself. Suits never matter.',
      ...ENDING,
    ],
  },
  tens: {
    title: 'Tens',
    rule: 'In Tens you may remove two cards worth 10 together, or all four 10s, jacks, queens or kings.',
    rules: [
      'Thirteen cards lie face up on the table; the rest stay in the deck.',
      'Remove two cards whose values add up to 10 (an ace counts 1, 2 to 9 count their number),',
      'or remove all four cards of one rank among 10, jack, queen and king. Suits never matter.',
      ...ENDING,
    ],
  },
};
