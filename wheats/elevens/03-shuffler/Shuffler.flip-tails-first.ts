/**
 * @freedom flip gives tails when the random source draws 0 (and heads for 1 and 2): the README fixes the odds of
 * heads, not which numbers give it
 */
import { mathRandom, type RandomSource } from '../../../activities/shared/RandomSource.ts';

export {
  arePermutations,
  perfectShuffle,
  randomsThatReverse1234,
  selectionShuffle,
} from '../../../solutions/elevens/03-shuffler/Shuffler.ts';

export function flip(random: RandomSource = mathRandom): 'heads' | 'tails' {
  return random.nextInt(3) === 0 ? 'tails' : 'heads';
}
