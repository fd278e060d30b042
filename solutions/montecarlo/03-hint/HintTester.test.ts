// Reference student tests: the standard a student's HintTester is compared with (`cardlab verify` proves they
// pass on the reference and catch every buggy hint).
import { describe, expect, it } from 'vitest';
import { Game } from './Game.ts';
import { Coordinate } from '../01-coordinate/Coordinate.ts';

const at = (row: number, column: number) => new Coordinate(row, column);

function game(gameNumber: number): Game {
  const g = new Game(5, 5);
  g.newGame(gameNumber);
  return g;
}

/** The hint as text, its two places in reading order, e.g. "(1, 2) (2, 1)"; "none" for null. */
function hintOf(g: Game): string {
  const hint = g.getHint();
  if (hint === null) return 'none';
  return hint
    .map((c) => c.toString())
    .sort()
    .join(' ');
}

describe('HintTester', () => {
  it('the_game_says_it_has_a_hint', () => {
    expect(game(0).isHintImplemented()).toBe(true);
  });

  it('the_only_pair_is_found_whichever_way_it_touches', () => {
    expect(hintOf(game(26))).toBe('(2, 3) (2, 4)'); // side by side
    expect(hintOf(game(37))).toBe('(1, 2) (2, 1)'); // corner to corner, along the / diagonal
  });

  it('there_is_no_hint_when_no_pair_touches', () => {
    expect(hintOf(game(38))).toBe('none');
  });

  it('empty_places_are_never_a_hint', () => {
    const g = game(26);
    g.removeCards(at(2, 3), at(2, 4));
    expect(hintOf(g)).toBe('none');
  });

  it('a_hint_can_be_played', () => {
    const g = game(2);
    const hint = g.getHint()!;
    expect(g.removeCards(hint[0], hint[1])).toBe(true);
  });
});
