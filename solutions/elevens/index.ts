// The Elevens lab's public API: the reference implementation of every stage, as the games and tools use it.
export { Card } from './01-card/Card.ts';
export { Deck } from './04-deck-shuffle/Deck.ts';
export { perfectShuffle, selectionShuffle, flip, arePermutations } from './03-shuffler/Shuffler.ts';
export { Board } from './08-abstract-board/Board.ts';
export { BOARD_SIZE, RANKS, SUITS, POINT_VALUES } from './09-elevens-board/ElevensBoard.ts';
export { ElevensBoard } from './11-simulation/ElevensBoard.ts';
export { ThirteensBoard } from './11-simulation/ThirteensBoard.ts';
export { TensBoard } from './11-simulation/TensBoard.ts';
export type { RandomSource } from '../../activities/shared/RandomSource.ts';
export { SeededRandom, ScriptedRandom, mathRandom } from '../../activities/shared/RandomSource.ts';
export { shortLabel, parseLabel } from '../../activities/elevens/shared/cardLabels.ts';
export { riggedRandom } from '../../activities/elevens/shared/riggedRandom.ts';
