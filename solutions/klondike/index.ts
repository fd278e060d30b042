// The Klondike lab's public API: the reference implementation of every stage, as the games and tools use it.
export { Card } from './01-card/Card.ts';
export { SinglyLinkedList } from './02-lists/SinglyLinkedList.ts';
export { CircularlyLinkedList } from './02-lists/CircularlyLinkedList.ts';
export { LinkedStack } from './02-lists/LinkedStack.ts';
export { CardDeck } from './03-piles/CardDeck.ts';
export { CardList } from './03-piles/CardList.ts';
export { CardStack } from './03-piles/CardStack.ts';
export { Solitaire, INVALID_MOVE, UNKNOWN_COMMAND, CONGRATULATIONS } from './04-solitaire/Solitaire.ts';
export { SolitaireCUI, screen, WELCOME, PROMPT } from './05-cui/SolitaireCUI.ts';
export type { List } from '../../activities/klondike/shared/List.ts';
export type { CircularList } from '../../activities/klondike/shared/CircularList.ts';
export type { Stack } from '../../activities/klondike/shared/Stack.ts';
export { SUITS, RANKS, type Suit, type Colour } from '../../activities/klondike/shared/cardFacts.ts';
export { LineReader, type TextInput, type TextOutput } from '../../activities/klondike/shared/LineReader.ts';
export { IllegalArgumentError, IllegalStateError } from '../../activities/shared/errors.ts';
export type { RandomSource } from '../../activities/shared/RandomSource.ts';
export { SeededRandom, ScriptedRandom, mathRandom } from '../../activities/shared/RandomSource.ts';
