// The repaired deck of Activity 5 is simply the finished deck of Activity 4: one source of truth.
export { Deck } from '../04-deck-shuffle/Deck.ts';
