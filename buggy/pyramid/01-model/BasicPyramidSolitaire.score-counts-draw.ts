/**
 * @bug getScore adds the values of the draw cards to those of the pyramid.
 * @misconception The score is every card the player can see.
 * @hint Do your tests check the score of a game whose draw cards are not empty?
 */
import { BasicPyramidSolitaire as Reference } from '../../../solutions/pyramid/01-model/BasicPyramidSolitaire.ts';

export class BasicPyramidSolitaire extends Reference {
  override getScore(): number {
    return super.getScore() + this.getDrawCards().reduce((sum, card) => sum + card.value(), 0);
  }
}
