/**
 * Provided by the kit (do not edit): a RandomSource that makes a freshly built deck deal chosen cards first.
 *
 * A deck builds its cards suit by suit, shuffles them with the efficient selection shuffle (from the last
 * position down to 1, swapping with position nextInt(k + 1)) and deals from the end. `riggedRandom` works
 * out the numbers that shuffle must draw so that the cards in `firstDealt` come out first, in that order;
 * the rest keep their built order below them. Use it to set up an exact board in a test:
 *
 *   const board = new ElevensBoard(riggedRandom(RANKS, SUITS, ['K♠', '10♦', 'J♣', ...]));
 */
import { ScriptedRandom } from '../../shared/RandomSource.ts';
import { parseLabel } from './cardLabels.ts';

export function riggedRandom(
  ranks: readonly string[],
  suits: readonly string[],
  firstDealt: readonly string[],
): ScriptedRandom {
  const built = suits.flatMap((suit) => ranks.map((rank) => `${rank}/${suit}`));
  const wanted = firstDealt.map((label) => {
    const { rank, suit } = parseLabel(label);
    const key = `${rank}/${suit}`;
    if (!built.includes(key)) throw new Error(`${label} is not in a deck of these ranks and suits`);
    return key;
  });
  if (new Set(wanted).size !== wanted.length) throw new Error('a card cannot be dealt twice');

  // The deck deals from the end: the first card dealt must end up last.
  const rest = built.filter((key) => !wanted.includes(key));
  const target = [...rest, ...[...wanted].reverse()];
  const current = [...built];
  const draws: number[] = [];
  for (let k = current.length - 1; k > 0; k--) {
    const r = current.indexOf(target[k]!);
    [current[k], current[r]] = [current[r]!, current[k]!];
    draws.push(r);
  }
  return new ScriptedRandom(draws);
}
