/**
 * @bug flip is a fair coin: heads and tails are equally likely.
 * @misconception Any coin that can give both answers counts, whatever the weights.
 * @hint Do your tests flip many times with a seeded source and check the share of heads?
 */
import { mathRandom, type RandomSource } from '../../../activities/shared/RandomSource.ts';

export {
  perfectShuffle,
  selectionShuffle,
  arePermutations,
  randomsThatReverse1234,
} from '../../../solutions/elevens/03-shuffler/Shuffler.ts';

export function flip(random: RandomSource = mathRandom): 'heads' | 'tails' {
  return random.nextInt(2) === 0 ? 'heads' : 'tails';
}
