// Probes: each passes on the reference and fails on a wheat, so verify sees that every wheat's freedom shows.
import { describe, expect, it } from 'vitest';
import { PyramidSolitaireTextualController } from '../../../solutions/pyramid/03-controller/PyramidSolitaireTextualController.ts';
import { BasicPyramidSolitaire } from '../../../solutions/pyramid/01-model/BasicPyramidSolitaire.ts';

describe('what the controller leaves open', () => {
  it('a_missing_output_is_named', () => {
    expect(() => new PyramidSolitaireTextualController('q', null as never)).toThrow(/needs an input and an output/);
  });

  it('an_unknown_word_is_called_an_unknown_command', async () => {
    let text = '';
    const controller = new PyramidSolitaireTextualController('xyz q', { write: (chunk: string) => (text += chunk) });
    const model = new BasicPyramidSolitaire();
    await controller.playGame(model, model.getDeck(), false, 2, 1);
    expect(text).toContain('Unknown command');
  });
});
