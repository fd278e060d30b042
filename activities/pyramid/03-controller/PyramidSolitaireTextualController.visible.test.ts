// Public tests: `cardlab check pyramid/03` runs them. The grader's hidden tests check more.
import { describe, expect, it } from 'vitest';
import { PyramidSolitaireTextualController } from './PyramidSolitaireTextualController.ts';
import { BasicPyramidSolitaire } from '../01-model/BasicPyramidSolitaire.ts';

async function play(input: string): Promise<{ model: BasicPyramidSolitaire; output: string }> {
  let output = '';
  const model = new BasicPyramidSolitaire();
  await new PyramidSolitaireTextualController(input, { write: (text: string) => (output += text) }).playGame(
    model,
    model.getDeck(),
    false,
    2,
    1,
  );
  return { model, output };
}

describe('PyramidSolitaireTextualController (public)', () => {
  it('quitting_at_once', async () => {
    const { output } = await play('q');
    expect(output).toBe(
      '  A♣\n2♣  3♣\nDraw: 4♣\nScore: 6\nGame quit!\nState of game when quit:\n  A♣\n2♣  3♣\nDraw: 4♣\nScore: 6\n',
    );
  });

  it('discarding_the_draw_card', async () => {
    const { model } = await play('dd 1 q');
    expect(model.getDrawCards().map(String)).toEqual(['5♣']);
  });
});
