// Probes: each passes on the reference and fails on a wheat, so verify sees that every wheat's freedom shows.
import { describe, expect, it } from 'vitest';
import { SolitaireCUI } from '../../../solutions/klondike/05-cui/SolitaireCUI.ts';

describe('what the screen leaves open', () => {
  it('a_missing_output_is_named', () => {
    expect(() => new SolitaireCUI('', null as never)).toThrow(/needs an input and an output/);
  });
});
