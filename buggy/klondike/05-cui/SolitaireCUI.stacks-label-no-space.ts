/**
 * @bug The stacks line starts "Card Stacks:" without the space the screen has before the colon.
 * @misconception Labels are always written "Name:"; the exact spacing of the screen does not matter.
 * @hint Do your tests compare the stacks line of the screen character for character?
 */
import type { Solitaire } from '../../../solutions/klondike/04-solitaire/Solitaire.ts';
import { screen as referenceScreen } from '../../../solutions/klondike/05-cui/SolitaireCUI.ts';

export { WELCOME, PROMPT, SolitaireCUI } from '../../../solutions/klondike/05-cui/SolitaireCUI.ts';

export function screen(game: Solitaire): string {
  return referenceScreen(game).replace('Card Stacks : ', 'Card Stacks: ');
}
