import { describe, expect, it } from 'vitest';
import { PyramidSolitaireTextualController } from '../../../../solutions/pyramid/03-controller/PyramidSolitaireTextualController.ts';
import { BasicPyramidSolitaire } from '../../../../solutions/pyramid/01-model/BasicPyramidSolitaire.ts';
import { PyramidSolitaireTextualView } from '../../../../solutions/pyramid/02-view/PyramidSolitaireTextualView.ts';
import type { TextInput } from '../../../../activities/pyramid/shared/TokenReader.ts';
import { IllegalArgumentError, IllegalStateError } from '../../../../activities/shared/errors.ts';
import { type FixtureGame, pyramidHelpers } from '../shared/games.ts';
import { Card } from '../../../../solutions/pyramid/01-model/Card.ts';
import pyramidGames from '../../../../fixtures/pyramid/pyramid-games.json' with { type: 'json' };

const { deckStartingWith } = pyramidHelpers(Card, BasicPyramidSolitaire);

/** Plays the ordered deck (or `first` cards first) with the given typed input; returns the model and the whole output. */
async function play(input: TextInput, rows = 7, draw = 3, first: string[] = []) {
  let output = '';
  const model = new BasicPyramidSolitaire();
  const controller = new PyramidSolitaireTextualController(input, { write: (text: string) => (output += text) });
  await controller.playGame(model, deckStartingWith(first), false, rows, draw);
  return { model, output };
}

/** A stream-like input that delivers the text in the given pieces, one at a time. */
async function* chunks(pieces: string[]): AsyncGenerator<string> {
  for (const piece of pieces) yield await Promise.resolve(piece);
}

/** What the controller shows after a move: the view and the score. */
function state(model: BasicPyramidSolitaire): string {
  return `${new PyramidSolitaireTextualView(model)}\nScore: ${model.getScore()}\n`;
}

const ORDERED_START = `${pyramidGames.games[0]!.view}\nScore: 185\n`;
const QUIT_AT_START = `Game quit!\nState of game when quit:\n${pyramidGames.games[0]!.view}\nScore: 185\n`;
const winGame = pyramidGames.games.find((game) => game.name === 'win') as FixtureGame;
/** A fixture's 0-based moves as typed 1-based commands. */
const typed = (moves: (string | number)[][]) =>
  moves.map(([op, ...n]) => [op, ...n.map((k) => Number(k) + 1)].join(' ')).join('\n');

describe('PyramidSolitaireTextualController', () => {
  it('the_constructor_rejects_a_missing_input_or_output', () => {
    expect(
      () => new PyramidSolitaireTextualController(null as unknown as string, { write: () => undefined }),
      'a controller with a null input',
    ).toThrow(IllegalArgumentError);
    expect(
      () => new PyramidSolitaireTextualController('q', null as unknown as { write: () => void }),
      'a controller with a null output',
    ).toThrow(IllegalArgumentError);
  });

  it('playGame_rejects_a_missing_model', async () => {
    const controller = new PyramidSolitaireTextualController('q', { write: () => undefined });
    await expect(
      controller.playGame(null as unknown as BasicPyramidSolitaire, deckStartingWith(), false, 7, 3),
      'playGame with a null model',
    ).rejects.toThrow(IllegalArgumentError);
  });

  it('a_game_that_cannot_start_throws_illegal_state', async () => {
    await expect(play('q', 10, 3), 'playGame with 10 rows').rejects.toThrow(IllegalStateError);
  });

  it('quitting_at_once_shows_the_state_then_the_quit_summary', async () => {
    const { output } = await play('q');
    expect(output, 'the whole output of a game quit with q before any move').toBe(ORDERED_START + QUIT_AT_START);
  });

  it('a_capital_Q_quits_too', async () => {
    expect((await play('Q')).output, 'the whole output of a game quit with Q').toBe(ORDERED_START + QUIT_AT_START);
  });

  it('commands_use_numbers_counted_from_1', async () => {
    const { model } = await play('rm1 7 5 q');
    expect(model.getCardAt(6, 4), 'the card at row 7, card 5 (K♦) after "rm1 7 5"').toBeNull();
    expect(model.getCardAt(6, 3)?.toString(), 'its neighbour Q♦ should stay').toBe('Q♦');
  });

  it('each_move_is_followed_by_the_view_and_the_score', async () => {
    const { model, output } = await play('rm1 7 5 q');
    const afterKing = state(model);
    expect(output, 'the output of "rm1 7 5" then q').toBe(
      ORDERED_START + afterKing + `Game quit!\nState of game when quit:\n${afterKing.replace(/\n$/, '')}\n`,
    );
  });

  it('rm2_rmwd_and_dd_play_their_moves', async () => {
    const { model } = await play('rm2 7 4 7 6 rmwd 2 7 1 dd 1 q');
    expect(model.getCardAt(6, 3), 'Q♦ after "rm2 7 4 7 6"').toBeNull();
    expect(model.getCardAt(6, 5), 'A♥ after "rm2 7 4 7 6"').toBeNull();
    expect(model.getCardAt(6, 0), '9♦ after "rmwd 2 7 1"').toBeNull();
    expect(model.getDrawCards().map(String), 'the draw cards after "rmwd 2 7 1" and "dd 1"').toEqual([
      '7♥',
      '6♥',
      '5♥',
    ]);
  });

  it('an_illegal_move_says_invalid_move_and_the_game_goes_on', async () => {
    const { model, output } = await play('rm2 7 1 7 2 rm1 7 5 q');
    const lines = output.split('\n');
    expect(lines[9], 'the line written after "rm2 7 1 7 2" (9♦ and 10♦ are worth 19)').toMatch(
      /^Invalid move\. Play again\. \S/,
    );
    expect(model.getCardAt(6, 4), 'K♦ after the next command, "rm1 7 5"').toBeNull();
  });

  it('an_unknown_command_is_reported_and_the_next_word_read', async () => {
    const { model, output } = await play('hello rm1 7 5 q');
    expect(output.split('\n')[9], 'the line written after the word "hello"').toMatch(/^Invalid move\. Play again\. /);
    expect(model.getCardAt(6, 4), 'K♦ after "hello rm1 7 5"').toBeNull();
  });

  it('a_word_that_is_not_a_number_is_reported_and_read_again', async () => {
    const { model, output } = await play('rm1 seven 0 7 5 q');
    const lines = output.split('\n');
    expect(lines[9], 'the line written for "seven"').toMatch(/^Invalid move\. Play again\. /);
    expect(lines[10], 'the line written for "0" (numbers start at 1)').toMatch(/^Invalid move\. Play again\. /);
    expect(model.getCardAt(6, 4), 'K♦ after "rm1 seven 0 7 5"').toBeNull();
  });

  it('q_in_place_of_a_number_quits', async () => {
    for (const input of ['rm2 7 4 q', 'rmwd q', 'dd Q']) {
      const { model, output } = await play(input);
      expect(output, `the output for "${input}"`).toBe(ORDERED_START + QUIT_AT_START);
      expect(model.getScore(), `the score after "${input}" (no move was made)`).toBe(185);
    }
  });

  it('input_that_runs_out_throws_illegal_state', async () => {
    await expect(play(''), 'playGame with no input at all').rejects.toThrow(IllegalStateError);
    await expect(play('rm1 7'), 'playGame with input that stops inside a command').rejects.toThrow(IllegalStateError);
  });

  it('a_won_game_ends_with_you_win', async () => {
    const { model, output } = await play(`${typed(winGame.moves)}\nthese words are never read`);
    expect(model.getScore(), 'the score after the winning moves').toBe(0);
    expect(output.endsWith('\nScore: 1\nYou win!\n'), 'the end of the output of a won game').toBe(true);
  });

  it('a_lost_game_ends_with_game_over', async () => {
    const { output } = await play('rm2 3 1 3 2', 3, 0, ['2♣', '3♣', '4♣', '5♣', '8♣', '9♦']);
    expect(output, 'the whole output of a game lost after one move').toBe(
      '    2♣\n  3♣  4♣\n5♣  8♣  9♦\nDraw:\nScore: 31\nGame over. Score: 18\n',
    );
  });

  it('a_game_over_at_the_deal_reads_nothing', async () => {
    const { output } = await play('', 3, 0, ['2♣', '3♣', '4♣', '5♣', '6♣', '9♣']);
    expect(output, 'the output of a game with no move at the deal').toBe('Game over. Score: 29\n');
  });

  it('reads_commands_split_across_stream_chunks', async () => {
    const { model } = await play(chunks(['rm', '1 7', ' 5\nd', 'd 1\n', 'q\n']));
    expect(model.getCardAt(6, 4), 'K♦ after "rm1 7 5" arrived in pieces').toBeNull();
    expect(model.getDrawCards().map(String), 'the draw cards after "dd 1" arrived in pieces').toEqual([
      '6♥',
      '4♥',
      '5♥',
    ]);
  });
});
