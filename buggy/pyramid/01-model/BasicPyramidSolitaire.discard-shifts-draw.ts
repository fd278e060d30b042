/**
 * @bug A used or discarded draw card is taken out of the list and the new stock card is added at the end, so the draw cards after it move left.
 * @misconception The draw cards are a queue: out at one place, in at the back.
 * @hint Do your tests discard a draw card that is not the last one and check where every draw card is afterwards?
 */
import { BasicPyramidSolitaire as Reference } from '../../../solutions/pyramid/01-model/BasicPyramidSolitaire.ts';

export class BasicPyramidSolitaire extends Reference {
  protected override replaceDraw(drawIndex: number): void {
    this.draw.splice(drawIndex, 1);
    const next = this.stock.shift();
    if (next !== undefined) this.draw.push(next);
  }
}
