// Reference student tests for Solitaire.
import { describe, expect, it } from 'vitest';
import { ScriptedRandom, type RandomSource } from '../../shared/RandomSource.ts';
import { Solitaire } from './Solitaire.ts';

/** nextInt always 0: the shuffle gives 2, 3, …, 52, 1. */
const zeros: RandomSource = { nextInt: () => 0 };
/** With zeros the deal is list 1: Heart2; list 2: Heart3 Heart4; … and the deck ends with HeartA. */
const zeroGame = () => new Solitaire(zeros);

describe('SolitaireTester', () => {
  it('shuffle_uses_bounds_52_down_to_2', () => {
    const bounds: number[] = [];
    Solitaire.shuffledIndexes({ nextInt: (bound) => (bounds.push(bound), bound - 1) });
    expect(bounds[0]).toBe(52);
    expect(bounds.at(-1)).toBe(2);
    expect(bounds.length).toBe(51);
  });

  it('lists_are_dealt_one_after_the_other', () => {
    const game = zeroGame();
    expect(String(game.getLists()[0])).toBe('Heart2');
    expect(String(game.getLists()[1])).toBe('Back-Heart4');
    expect(String(game.getLists()[2])).toBe('Back-Back-Heart7');
  });

  it('commands_ignore_case', () => {
    const game = zeroGame();
    expect(game.executeCommand('drawcard')).not.toMatch(/^Invalid/);
    expect(String(game.getDeck().currentCard())).toBe('Spade4');
  });

  it('a_refused_link_changes_nothing', () => {
    const game = zeroGame();
    // list 4 ends HeartJ (opened), list 5 ends Club3: a red jack cannot go on a black 3
    const before = game.getLists().map(String);
    expect(game.executeCommand('Link HeartJ 5')).toMatch(/^Invalid move\./);
    expect(game.getLists().map(String)).toEqual(before);
  });

  it('one_shuffle_per_game', () => {
    const script = new ScriptedRandom(Array.from({ length: 102 }, () => 0));
    const game = new Solitaire(script);
    game.executeCommand('Restart');
    expect(String(game.getLists()[0])).toBe('Heart2');
  });
});
