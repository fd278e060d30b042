/**
 * Why a Klondike command was refused. The lab's game only answers "Invalid move." (its screen is pinned by the
 * handout), so the games explain the refusal themselves, from what the table shows: the deck, the stacks' top cards
 * and the lists as their texts write them (`Back-Back-Spade9-Heart8`).
 */

export interface TableText {
  deckEmpty: boolean;
  /** The deck's open card (`Spade4`), or null. */
  openCard: string | null;
  /** The stacks in the order Heart, Club, Spade, Diamond: each `{ suit, top }`, top null when empty. */
  stacks: { suit: string; top: string | null }[];
  /** The seven lists, each a list of card texts with `Back` for a face-down card. */
  lists: string[][];
}

const SUIT_COLOUR: Readonly<Record<string, 'red' | 'black'>> = {
  Heart: 'red',
  Diamond: 'red',
  Club: 'black',
  Spade: 'black',
};
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const COMMANDS =
  'the commands are DrawCard, DeckTo x, Link c x, Send c, Restart and Quit ' +
  '(x a list from 1 to 7, c a card such as Spade9)';

interface CardName {
  text: string;
  suit: string;
  value: number;
}

/** `spade9` → Spade9 (suit, value 9); null for anything that does not name a card. */
export function readCard(text: string): CardName | null {
  const match = /^(heart|club|spade|diamond)(a|[2-9]|10|j|q|k)$/i.exec(text);
  if (!match) return null;
  const suit = match[1]![0]!.toUpperCase() + match[1]!.slice(1).toLowerCase();
  const rank = match[2]!.toUpperCase();
  return { text: `${suit}${rank}`, suit, value: RANKS.indexOf(rank) + 1 };
}

/** Why `card` cannot go at the end of list `number`, or null when it can. */
function listRefuses(table: TableText, card: CardName, number: number): string | null {
  const list = table.lists[number - 1]!;
  if (list.length === 0)
    return card.value === 13 ? null : `${card.text} cannot start list ${number}: only a king goes on an empty list.`;
  const tail = readCard(list[list.length - 1]!);
  if (tail === null) return null;
  if (SUIT_COLOUR[tail.suit] === SUIT_COLOUR[card.suit]) {
    return `${card.text} cannot go on ${tail.text} (list ${number}): a card goes on a card of the other colour.`;
  }
  if (tail.value !== card.value + 1) {
    const wanted = tail.value === 1 ? 'nothing goes on an ace' : `only a ${RANKS[tail.value - 2]} goes there`;
    return `${card.text} cannot go on ${tail.text} (list ${number}): ${wanted}.`;
  }
  return null;
}

function listNumber(text: string): number | string {
  return /^[1-7]$/.test(text) ? Number(text) : `"${text}" is not a list: the lists are numbered 1 to 7.`;
}

/** Where a card is open on the table: in a list, or as the deck's open card (face-down cards show as Back). */
function findCard(table: TableText, card: CardName): { list: number; index: number } | 'open card' | null {
  for (let i = 0; i < table.lists.length; i++) {
    const index = table.lists[i]!.findIndex((text) => text.toLowerCase() === card.text.toLowerCase());
    if (index >= 0) return { list: i + 1, index };
  }
  return table.openCard?.toLowerCase() === card.text.toLowerCase() ? 'open card' : null;
}

function deckTo(table: TableText, listText: string): string | null {
  const number = listNumber(listText);
  if (typeof number === 'string') return number;
  if (table.openCard === null)
    return table.deckEmpty ? 'The deck is empty.' : 'No card of the deck is open: DrawCard opens one.';
  const card = readCard(table.openCard);
  return card && listRefuses(table, card, number);
}

function link(table: TableText, cardText: string, listText: string): string | null {
  const card = readCard(cardText);
  if (card === null) return `"${cardText}" is not a card: cards are written like Spade9, HeartA or Diamond10.`;
  const number = listNumber(listText);
  if (typeof number === 'string') return number;
  const where = findCard(table, card);
  if (where === 'open card')
    return `${card.text} is the deck's open card: DeckTo ${number} moves it to list ${number}.`;
  if (where === null)
    return `${card.text} is not an open card of any list: only open cards of the lists can be linked.`;
  if (where.list === number) return `${card.text} is already in list ${number}.`;
  return listRefuses(table, card, number);
}

function send(table: TableText, cardText: string): string | null {
  const card = readCard(cardText);
  if (card === null) return `"${cardText}" is not a card: cards are written like Spade9, HeartA or Diamond10.`;
  const where = findCard(table, card);
  if (where === null) return `${card.text} is neither the last card of a list nor the deck's open card.`;
  if (where !== 'open card' && where.index !== table.lists[where.list - 1]!.length - 1) {
    return `${card.text} is not the last card of list ${where.list}: only a list's last card can be sent to a stack.`;
  }
  const stack = table.stacks.find((candidate) => candidate.suit === card.suit);
  if (!stack) return null;
  const top = stack.top === null ? null : readCard(stack.top);
  const next = top === null ? 1 : top.value + 1;
  if (next === card.value) return null;
  if (top === null) return `The ${stack.suit} stack is empty: it starts with ${stack.suit}A.`;
  return next > 13
    ? `The ${stack.suit} stack is full.`
    : `The ${stack.suit} stack has ${top.text}: the next card it takes is ${stack.suit}${RANKS[next - 1]}.`;
}

/**
 * A reason as the rest of a sentence, after a colon (`"DrawCard" was refused: the deck is empty…`): a first word
 * written as one starts a sentence is lower-cased; a name keeps its capitals (a card such as Spade9 or HeartA, a
 * command such as DrawCard), as does a quoted word.
 */
export function asClause(reason: string): string {
  return reason.replace(/^[A-Z][a-z]*(?=[\s,.:;]|$)/, (word) => word.toLowerCase());
}

/**
 * Why the rules refuse `command` on this table, or null when they allow it (then the lab's game refused a move the
 * rules allow, and the caller says so).
 */
export function whyRefused(table: TableText, command: string): string | null {
  const [name = '', ...args] = command.trim().split(/\s+/);
  const word = name.toLowerCase();
  if (word === 'drawcard' && args.length === 0)
    return table.deckEmpty ? 'The deck is empty: all its cards are in play.' : null;
  if (word === 'deckto' && args.length === 1) return deckTo(table, args[0]!);
  if (word === 'link' && args.length === 2) return link(table, args[0]!, args[1]!);
  if (word === 'send' && args.length === 1) return send(table, args[0]!);
  if ((word === 'restart' || word === 'quit') && args.length === 0) return null;
  return command.trim() === ''
    ? `An empty line is not a command: ${COMMANDS}.`
    : `"${command.trim()}" is not a command: ${COMMANDS}.`;
}
