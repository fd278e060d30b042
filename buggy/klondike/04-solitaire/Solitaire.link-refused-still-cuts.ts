/**
 * @bug Link cuts the list before asking whether the target list takes the card; when it does not, the cut-off cards are lost.
 * @misconception cut and link can be done one after the other, and link will say if the move is wrong.
 * @hint Do your tests check the lists after a Link that is refused?
 */
import { Solitaire as Reference, INVALID_MOVE } from '../../../solutions/klondike/04-solitaire/Solitaire.ts';

export { INVALID_MOVE, UNKNOWN_COMMAND, CONGRATULATIONS } from '../../../solutions/klondike/04-solitaire/Solitaire.ts';

export class Solitaire extends Reference {
  protected override link(cardText: string, listText: string): string {
    const target = this.listAt(listText);
    if (target === null) return INVALID_MOVE;
    for (const list of this.lists) {
      for (let index = list.getOpenedIndex(); index < list.size(); index++) {
        if (list.get(index).toString().toLowerCase() !== cardText.toLowerCase() || list === target) continue;
        try {
          list.cut(index).link(target);
        } catch {
          return INVALID_MOVE;
        }
        return 'Moved.';
      }
    }
    return INVALID_MOVE;
  }
}
