// Probes: each passes on the reference and fails on a wheat, so verify sees that every wheat's freedom shows.
import { describe, expect, it } from 'vitest';
import { Solitaire } from '../../../solutions/klondike/04-solitaire/Solitaire.ts';

describe('what the game leaves open', () => {
  it('quitting_says_goodbye', () => {
    expect(new Solitaire().executeCommand('Quit')).toBe('Goodbye.');
  });
});
