// The Pyramid Solitaire lab's public API: the reference implementation of every stage, as the games and tools use it.
export { Card } from './01-model/Card.ts';
export { BasicPyramidSolitaire } from './01-model/BasicPyramidSolitaire.ts';
export { PyramidSolitaireTextualView } from './02-view/PyramidSolitaireTextualView.ts';
export {
  PyramidSolitaireTextualController,
  type TextOutput,
} from './03-controller/PyramidSolitaireTextualController.ts';
export type { PyramidSolitaireModel } from '../../activities/pyramid/shared/PyramidSolitaireModel.ts';
export { SUITS, TARGET_SUM, DECK_SIZE, type Suit } from '../../activities/pyramid/shared/cardFacts.ts';
export { TokenReader, type TextInput } from '../../activities/pyramid/shared/TokenReader.ts';
export { IllegalArgumentError, IllegalStateError } from '../../activities/shared/errors.ts';
export type { RandomSource } from '../../activities/shared/RandomSource.ts';
export { SeededRandom, ScriptedRandom, mathRandom } from '../../activities/shared/RandomSource.ts';
