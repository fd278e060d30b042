/**
 * @bug The lists are numbered 0 to 6 on the screen, while the commands number them 1 to 7.
 * @misconception Screens show positions as the program counts them, from 0.
 * @hint Do your tests check the number in front of the first list?
 */
import type { Solitaire } from '../../../solutions/klondike/04-solitaire/Solitaire.ts';
import { screen as referenceScreen } from '../../../solutions/klondike/05-cui/SolitaireCUI.ts';

export { WELCOME, PROMPT, SolitaireCUI } from '../../../solutions/klondike/05-cui/SolitaireCUI.ts';

export function screen(game: Solitaire): string {
  return referenceScreen(game).replace(/^([1-7]): /gm, (_, n: string) => `${Number(n) - 1}: `);
}
