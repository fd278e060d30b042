import { describe, expect, it } from 'vitest';
import { PyramidSolitaireTextualView } from '../../../../solutions/pyramid/02-view/PyramidSolitaireTextualView.ts';
import { BasicPyramidSolitaire } from '../../../../solutions/pyramid/01-model/BasicPyramidSolitaire.ts';
import { type FixtureGame, pyramidHelpers } from '../shared/games.ts';
import { Card } from '../../../../solutions/pyramid/01-model/Card.ts';
import pyramidGames from '../../../../fixtures/pyramid/pyramid-games.json' with { type: 'json' };

const { playFixture, startedGame } = pyramidHelpers(Card, BasicPyramidSolitaire);

const games = pyramidGames.games as (FixtureGame & { view: string })[];
const fixture = (name: string) => games.find((game) => game.name === name)!;
const viewOf = (name: string) => new PyramidSolitaireTextualView(playFixture(fixture(name))).toString();
const shown = (text: string) => text.replace(/ /g, '·');

function expectFixture(name: string): void {
  expect(shown(viewOf(name)), `the view of the fixture game ${name} (spaces shown as ·): ${fixture(name).about}`).toBe(
    shown(fixture(name).view),
  );
}

describe('PyramidSolitaireTextualView', () => {
  it('an_unstarted_game_renders_as_the_empty_string', () => {
    expect(
      new PyramidSolitaireTextualView(new BasicPyramidSolitaire()).toString(),
      'the view of a model before startGame',
    ).toBe('');
  });

  it('the_ordered_deal_matches_the_pinned_text', () => expectFixture('ordered-deck-seven-rows-three-draw'));

  it('a_removed_first_card_leaves_blank_spaces_at_the_start_of_its_row', () =>
    expectFixture('leading-blank-and-one-draw-slot-replaced'));

  it('removed_cards_inside_rows_are_blank_spaces', () => expectFixture('removals-in-rows-two-to-six'));

  it('an_emptied_row_is_a_blank_line', () => {
    expectFixture('bottom-row-emptied');
    expectFixture('five-rows-emptied');
  });

  it('no_line_ends_with_a_space', () => {
    for (const game of games) {
      const lines = viewOf(game.name).split('\n');
      lines.forEach((line, k) =>
        expect(line.endsWith(' '), `line ${k} of the view of ${game.name}: "${shown(line)}"`).toBe(false),
      );
    }
  });

  it('the_view_has_no_final_newline', () => {
    expect(viewOf('ordered-deck-seven-rows-three-draw').endsWith('\n'), 'the last character of the view').toBe(false);
  });

  it('draw_cards_are_joined_by_comma_and_space', () => expectFixture('draw-list-shrinks'));

  it('no_draw_cards_prints_draw_colon_alone', () => {
    expectFixture('no-draw-cards');
    expectFixture('draw-list-used-up');
  });

  it('a_single_row_is_not_indented', () => expectFixture('one-row'));

  it('nine_rows_are_indented_two_spaces_per_level', () => {
    const lines = viewOf('draw-list-shrinks').split('\n');
    for (let row = 0; row < 9; row++) {
      expect(lines[row]!.length - lines[row]!.trimStart().length, `spaces before row ${row} of a 9-row pyramid`).toBe(
        2 * (8 - row),
      );
    }
  });

  it('an_empty_pyramid_says_you_win', () => expectFixture('win'));

  it('a_game_with_no_move_left_says_game_over_and_the_score', () => {
    expectFixture('game-over-at-the-deal');
    expectFixture('game-over-after-a-move');
  });

  it('a_win_is_not_shown_as_game_over', () => {
    const model = startedGame(['8♣', '3♥', 'K♠', '10♦', '5♦'], 2, 1);
    model.remove(1, 1);
    model.removeUsingDraw(0, 1, 0);
    model.removeUsingDraw(0, 0, 0);
    expect(new PyramidSolitaireTextualView(model).toString(), 'the view once the pyramid is empty').toBe('You win!');
  });

  it('the_view_follows_the_model_as_it_changes', () => {
    const model = startedGame([], 1, 2); // A♣; draw 2♣ 3♣
    const view = new PyramidSolitaireTextualView(model);
    expect(view.toString(), 'the view of a 1-row game').toBe('A♣\nDraw: 2♣, 3♣');
    model.discardDraw(1);
    expect(view.toString(), 'the same view object after discardDraw(1)').toBe('A♣\nDraw: 2♣, 4♣');
  });

  it('every_fixture_game_matches_its_pinned_text', () => {
    for (const game of games)
      expect(shown(viewOf(game.name)), `the view of ${game.name} (spaces shown as ·)`).toBe(shown(game.view));
  });
});
