/**
 * @bug With no card open, the deck line still shows "Open Card: null".
 * @misconception The open card is always printed; null is what there is to print.
 * @hint Do your tests look at the deck line before the first DrawCard?
 */
import type { Solitaire } from '../../../solutions/klondike/04-solitaire/Solitaire.ts';
import { screen as referenceScreen } from '../../../solutions/klondike/05-cui/SolitaireCUI.ts';

export { WELCOME, PROMPT, SolitaireCUI } from '../../../solutions/klondike/05-cui/SolitaireCUI.ts';

export function screen(game: Solitaire): string {
  return referenceScreen(game).replace(/^Card Deck: Not Empty\n/m, 'Card Deck: Not Empty      Open Card: null\n');
}
