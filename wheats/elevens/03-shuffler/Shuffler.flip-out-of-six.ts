/**
 * @freedom flip draws a number below 6 and gives heads for 0 to 3: the README fixes the odds of heads, not how many
 * numbers the coin draws from
 */
import { mathRandom, type RandomSource } from '../../../activities/shared/RandomSource.ts';

export {
  arePermutations,
  perfectShuffle,
  randomsThatReverse1234,
  selectionShuffle,
} from '../../../solutions/elevens/03-shuffler/Shuffler.ts';

export function flip(random: RandomSource = mathRandom): 'heads' | 'tails' {
  return random.nextInt(6) < 4 ? 'heads' : 'tails';
}
