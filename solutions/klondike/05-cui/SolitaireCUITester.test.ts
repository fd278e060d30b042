// Reference student tests for the CUI.
import { describe, expect, it } from 'vitest';
import { Solitaire } from '../04-solitaire/Solitaire.ts';
import { SolitaireCUI, screen } from './SolitaireCUI.ts';

/** nextInt always 0: lists Heart2 | Back-Heart4 | Back-Back-Heart7 | … and the deck starts with Spade4. */
const game = () => new Solitaire({ nextInt: () => 0 });

async function run(input: string): Promise<string> {
  let output = '';
  await new SolitaireCUI(input, { write: (text: string) => (output += text) }).startGame(game());
  return output;
}

describe('SolitaireCUITester', () => {
  it('screen_lines', () => {
    const g = game();
    g.executeCommand('DrawCard');
    const lines = screen(g).split('\n');
    expect(lines[1]).toBe('Card Deck: Not Empty      Open Card: Spade4');
    expect(lines[2]).toBe('Card Stacks : Empty Empty Empty Empty');
    expect(lines[4]).toBe('1: Heart2');
    expect(lines[5]).toBe('2: Back-Heart4');
  });

  it('closed_deck_has_no_open_card', () => {
    expect(screen(game()).split('\n')[1]).toBe('Card Deck: Not Empty');
  });

  it('invalid_move_then_prompt_on_the_same_line', async () => {
    const output = await run('Jump\nQuit\n');
    expect(output).toContain('Your next move: Invalid move.');
    expect(output.split('-----Current Step-----').length).toBe(2);
  });
});
