/**
 * @bug findQuartet accepts four cards of any rank, such as the four 2s, not only 10s, jacks, queens and kings.
 * @misconception Every rank tried in turn, as if any four of a kind could be removed.
 * @hint Do your tests call findQuartet on cards holding all four cards of a number rank?
 */
import { RANKS } from '../../../solutions/elevens/09-elevens-board/ElevensBoard.ts';
import { TensBoard as ReferenceBoard } from '../../../solutions/elevens/11-simulation/TensBoard.ts';

const TRIED = [
  '10',
  'jack',
  'queen',
  'king',
  ...RANKS.filter((rank) => !['10', 'jack', 'queen', 'king'].includes(rank)),
];

export class TensBoard extends ReferenceBoard {
  override findQuartet(selectedCards: readonly number[]): number[] {
    for (const rank of TRIED) {
      const places = selectedCards.filter((k) => this.cardAt(k)?.rank() === rank);
      if (places.length >= 4) return places.slice(0, 4);
    }
    return [];
  }
}
