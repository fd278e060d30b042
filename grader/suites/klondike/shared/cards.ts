/**
 * Helpers of the Klondike hidden suites: cards from their texts, and a scripted shuffle that deals a chosen
 * order. They take the Card class from the suite (which imports it by path, so it is bound to the implementation
 * under test) and never import a subject themselves.
 */
const SUIT_NAMES = ['Heart', 'Club', 'Spade', 'Diamond'];
const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** `Spade9` → 35 (hearts 1–13, clubs 14–26, spades 27–39, diamonds 40–52). */
export function indexOf(label: string): number {
  const match = /^(Heart|Club|Spade|Diamond)(A|[2-9]|10|J|Q|K)$/.exec(label);
  if (!match) throw new Error(`bad card label in a test: ${label}`);
  return SUIT_NAMES.indexOf(match[1]!) * 13 + RANK_NAMES.indexOf(match[2]!) + 1;
}

/** `cards(Card)('Spade9')` makes the nine of spades with the Card class under test. */
export function cardMaker<C>(CardClass: new (cardIndex: number) => C): (label: string) => C {
  return (label) => new CardClass(indexOf(label));
}

/**
 * The numbers a RandomSource must give so that the Fisher–Yates shuffle of the lab (indexes 1 to 52 in order, then
 * for i from 51 down to 1 a swap of positions i and nextInt(i + 1)) ends with `first` at the front, in that order,
 * and the other cards after them in index order.
 */
export function scriptFor(first: readonly string[]): number[] {
  const wanted = [...first.map(indexOf)];
  for (let index = 1; index <= 52; index++) if (!wanted.includes(index)) wanted.push(index);
  const array = Array.from({ length: 52 }, (_, i) => i + 1);
  const script: number[] = [];
  for (let i = 51; i >= 1; i--) {
    const j = array.indexOf(wanted[i]!);
    script.push(j);
    [array[i], array[j]] = [array[j]!, array[i]!];
  }
  return script;
}

/** The cards of a game as text: the deck's size and open card, the four stacks, the seven lists. */
export interface GameLike {
  getDeck(): { size(): number; currentCard(): unknown };
  getStacks(): readonly unknown[];
  getLists(): readonly unknown[];
}

export function snapshot(game: GameLike): string {
  const open = game.getDeck().currentCard();
  return [
    `deck ${game.getDeck().size()} open ${open === null ? '-' : String(open)}`,
    `stacks ${game.getStacks().map(String).join(' ')}`,
    ...game.getLists().map((list, i) => `${i + 1}: ${String(list)}`),
  ].join('\n');
}

/** The first 30 cards of the deal that leads to the handout's `Link Spade9 6` (lists 1 to 7, then the deck's first two). */
export const LINK_DEAL: readonly string[] = [
  'DiamondJ',
  'Heart2',
  'Diamond3',
  'Heart5',
  'Heart6',
  'DiamondQ',
  'Heart7',
  'Heart9',
  'Club8',
  'Spade9',
  'Heart10',
  'HeartJ',
  'HeartQ',
  'Spade2',
  'Heart4',
  'HeartK',
  'Club2',
  'Club3',
  'Club4',
  'Club5',
  'Diamond10',
  'Club6',
  'Club9',
  'Club10',
  'ClubJ',
  'ClubQ',
  'ClubK',
  'Spade5',
  'Heart8',
  'Club7',
];

/**
 * A deal that is won by sending every card: the deck holds HeartA … HeartK then ClubA … ClubJ, and each list, read
 * from its tail up, holds the next cards to send (ClubQ, ClubK, SpadeA … SpadeK, DiamondA … DiamondK).
 */
export function winningDeal(): { order: string[]; commands: string[] } {
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const fromLists = ['ClubQ', 'ClubK', ...ranks.map((r) => `Spade${r}`), ...ranks.map((r) => `Diamond${r}`)];
  const fromDeck = [...ranks.map((r) => `Heart${r}`), ...ranks.slice(0, 11).map((r) => `Club${r}`)];
  const order: string[] = [];
  let next = 0;
  for (let size = 1; size <= 7; size++) {
    order.push(...fromLists.slice(next, next + size).reverse());
    next += size;
  }
  order.push(...fromDeck);
  const commands = [
    ...fromDeck.flatMap((label) => ['DrawCard', `Send ${label}`]),
    ...fromLists.map((label) => `Send ${label}`),
  ];
  return { order, commands };
}
