// Public tests: `cardlab check klondike/05` runs them. The grader's hidden tests check much more.
import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../../shared/RandomSource.ts';
import { Solitaire } from '../04-solitaire/Solitaire.ts';
import { SolitaireCUI, screen } from './SolitaireCUI.ts';

describe('SolitaireCUI (public)', () => {
  it('a_screen_starts_with_the_step_line_and_the_closed_deck', () => {
    const lines = screen(new Solitaire(new SeededRandom(1))).split('\n');
    expect(lines.slice(0, 4)).toEqual([
      '-----Current Step-----',
      'Card Deck: Not Empty',
      'Card Stacks : Empty Empty Empty Empty',
      'Card Lists :',
    ]);
  });

  it('quit_ends_the_game', async () => {
    let output = '';
    await new SolitaireCUI('Quit\n', { write: (text: string) => (output += text) }).startGame(
      new Solitaire(new SeededRandom(1)),
    );
    expect(output).toContain('Your next move: ');
  });
});
