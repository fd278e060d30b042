// Reference student tests: the standard a student's controller tests are compared with (`cardlab verify`
// proves they pass on the reference and catch every buggy controller).
import { describe, expect, it } from 'vitest';
import { PyramidSolitaireTextualController } from './PyramidSolitaireTextualController.ts';
import { BasicPyramidSolitaire } from '../01-model/BasicPyramidSolitaire.ts';
import { IllegalStateError } from '../../shared/errors.ts';

/** Plays the ordered deck with 2 rows (A♣ / 2♣ 3♣) and 1 draw card (4♣, then 5♣, 6♣ …). */
async function play(input: string, rows = 2, draw = 1): Promise<{ model: BasicPyramidSolitaire; output: string }> {
  let output = '';
  const model = new BasicPyramidSolitaire();
  await new PyramidSolitaireTextualController(input, { write: (text: string) => (output += text) }).playGame(
    model,
    model.getDeck(),
    false,
    rows,
    draw,
  );
  return { model, output };
}

const START = '  A♣\n2♣  3♣\nDraw: 4♣\nScore: 6\n';

describe('PyramidSolitaireControllerTester', () => {
  it('a_move_shows_the_view_and_the_score_again', async () => {
    const { output } = await play('dd 1 q');
    expect(output).toBe(
      `${START}  A♣\n2♣  3♣\nDraw: 5♣\nScore: 6\nGame quit!\nState of game when quit:\n  A♣\n2♣  3♣\nDraw: 5♣\nScore: 6\n`,
    );
  });

  it('numbers_count_from_1', async () => {
    const { model } = await play('rm1 7 5 q', 7, 3);
    expect(model.getCardAt(6, 4)).toBeNull();
  });

  it('a_refused_move_is_reported_and_play_goes_on', async () => {
    const { model, output } = await play('rm2 2 1 2 2 dd 1 q');
    expect(output).toContain('Invalid move. Play again.');
    expect(model.getDrawCards().map(String)).toEqual(['5♣']);
  });

  it('q_inside_a_command_quits', async () => {
    const { output } = await play('rm2 2 q');
    expect(output.endsWith('Game quit!\nState of game when quit:\n  A♣\n2♣  3♣\nDraw: 4♣\nScore: 6\n')).toBe(true);
  });

  it('running_out_of_input_is_an_illegal_state', async () => {
    await expect(play('dd')).rejects.toThrow(IllegalStateError);
  });
});
