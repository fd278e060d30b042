/**
 * @freedom getHelpText explains the rules in other words (no "rank", "touch", "consolidate", "deck" or "52"): the
 * README lists what the help covers, in words of the student's own
 */
import { Game as Reference } from '../../../solutions/montecarlo/02-game/Game.ts';

const HELP = [
  'Take away two cards of the same value that lie next to each other: side by side, one above the other, or',
  'corner to corner. When no such cards are left, close up the gaps: the cards slide towards the top left, and',
  'fresh cards from the pile fill the places at the end. You win once every card of the pack is gone.',
].join('\n');

export class Game extends Reference {
  override getHelpText(): string {
    return HELP;
  }
}
