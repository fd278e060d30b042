/**
 * Klondike 05: complete this file. See README.md in this folder.
 * Keep the names and parameters: the grader uses them.
 */
import type { Solitaire } from '../04-solitaire/Solitaire.ts';
import type { TextInput, TextOutput } from '../shared/LineReader.ts';

export const WELCOME = 'Welcome to Klondike Solitaire! Commands: DrawCard, DeckTo x, Link c x, Send c, Restart, Quit.';
export const PROMPT = 'Your next move: ';

export function screen(game: Solitaire): string {
  throw new Error('TODO: screen is not written yet');
}

export class SolitaireCUI {
  // TODO: a LineReader (from ../shared/LineReader.ts) over the input, and the output.

  constructor(input: TextInput, output: TextOutput) {
    throw new Error('TODO: SolitaireCUI constructor is not written yet');
  }

  async startGame(game: Solitaire): Promise<void> {
    throw new Error('TODO: SolitaireCUI.startGame is not written yet');
  }
}
