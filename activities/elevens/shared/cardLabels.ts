/**
 * Provided by the kit (do not edit): the short labels the games print (`A♠`, `10♦`, `K♣`) and their long
 * names (`ace` of `spades`, `10` of `diamonds`, `king` of `clubs`).
 */
const SHORT_RANKS: Readonly<Record<string, string>> = { ace: 'A', jack: 'J', queen: 'Q', king: 'K' };
const SUIT_SYMBOLS: Readonly<Record<string, string>> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

export interface RankAndSuit {
  rank: string;
  suit: string;
}

/** `ace`, `spades` → `A♠`; ranks 2–10 stay as they are. Unknown suits keep their name. */
export function shortLabel({ rank, suit }: RankAndSuit): string {
  return `${SHORT_RANKS[rank] ?? rank}${SUIT_SYMBOLS[suit] ?? ` of ${suit}`}`;
}

/** `A♠` → { rank: 'ace', suit: 'spades' }; throws on anything that is not a short label. */
export function parseLabel(label: string): RankAndSuit {
  const match = /^(A|J|Q|K|[2-9]|10)([♠♥♦♣])$/u.exec(label.trim());
  if (!match) throw new Error(`"${label}" is not a card label such as A♠, 10♦ or K♣`);
  const [, shortRank, symbol] = match;
  const rank = Object.keys(SHORT_RANKS).find((long) => SHORT_RANKS[long] === shortRank) ?? shortRank!;
  const suit = Object.keys(SUIT_SYMBOLS).find((long) => SUIT_SYMBOLS[long] === symbol)!;
  return { rank, suit };
}
