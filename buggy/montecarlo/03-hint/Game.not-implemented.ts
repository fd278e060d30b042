/**
 * @bug isHintImplemented still returns false, as in stage 02, so the game screen never offers the hint.
 * @misconception A flag that describes the code forgotten when the code changed.
 * @hint Do your tests check what isHintImplemented says now that the hint exists?
 */
import { Game as ReferenceGame } from '../../../solutions/montecarlo/03-hint/Game.ts';

export class Game extends ReferenceGame {
  override isHintImplemented(): boolean {
    return false;
  }
}
