import { describe, expect, it } from 'vitest';
import { SolitaireCUI, screen } from '../../../../solutions/klondike/05-cui/SolitaireCUI.ts';
import { Solitaire } from '../../../../solutions/klondike/04-solitaire/Solitaire.ts';
import { ScriptedRandom, SeededRandom } from '../../../../activities/shared/RandomSource.ts';
import { IllegalArgumentError } from '../../../../activities/shared/errors.ts';
import { LINK_DEAL, scriptFor } from '../shared/cards.ts';
import cuiGames from '../../../../fixtures/klondike/klondike-cui.json' with { type: 'json' };

interface FixtureGame {
  name: string;
  seed?: number;
  deal?: string[];
  commands: string[];
  output: string;
}

const gameFor = (fixture: FixtureGame) =>
  new Solitaire(fixture.deal ? new ScriptedRandom(scriptFor(fixture.deal)) : new SeededRandom(fixture.seed!));

async function run(game: Solitaire, input: string | Iterable<string>): Promise<string> {
  let output = '';
  await new SolitaireCUI(input, { write: (text: string) => (output += text) }).startGame(game);
  return output;
}

const games = cuiGames.games as FixtureGame[];
const fixture = (name: string) => games.find((game) => game.name === name)!;
/** The screens of a fixture's output, split at each step. */
const steps = (output: string) => output.split('-----Current Step-----\n').slice(1);

describe('SolitaireCUI', () => {
  it('the_first_screen_shows_the_closed_deck_empty_stacks_and_dealt_lists', () => {
    const game = new Solitaire(new ScriptedRandom(scriptFor(LINK_DEAL)));
    expect(screen(game), 'the screen of the chosen deal').toBe(
      [
        '-----Current Step-----',
        'Card Deck: Not Empty',
        'Card Stacks : Empty Empty Empty Empty',
        'Card Lists :',
        '1: DiamondJ',
        '2: Back-Diamond3',
        '3: Back-Back-DiamondQ',
        '4: Back-Back-Back-Spade9',
        '5: Back-Back-Back-Back-Heart4',
        '6: Back-Back-Back-Back-Back-Diamond10',
        '7: Back-Back-Back-Back-Back-Back-Spade5',
        '',
      ].join('\n'),
    );
  });

  it('the_deck_line_shows_the_open_card_after_six_spaces', () => {
    const game = new Solitaire(new ScriptedRandom(scriptFor(LINK_DEAL)));
    game.executeCommand('DrawCard');
    expect(screen(game).split('\n')[1], 'the deck line after one DrawCard').toBe(
      'Card Deck: Not Empty      Open Card: Heart8',
    );
  });

  it('the_stacks_line_shows_each_top_card_in_the_order_heart_club_spade_diamond', () => {
    const game = new Solitaire(new ScriptedRandom(scriptFor(['Heart2', 'Club2', 'ClubA'])));
    expect(game.executeCommand('Send Heart2'), 'Send Heart2 (no ace yet)').toMatch(/^Invalid move\./);
    game.executeCommand('Send ClubA');
    expect(screen(game).split('\n')[2], 'the stacks line after ClubA is sent').toBe(
      'Card Stacks : Empty ClubA Empty Empty',
    );
  });

  it('the_handouts_link_spade9_6_screen_is_reproduced', async () => {
    const game = fixture('link-spade9-6');
    const output = await run(gameFor(game), game.commands.map((c) => `${c}\n`).join(''));
    const last = steps(output).at(-1)!;
    expect(last, 'the screen after Link Spade9 6').toContain('4: Back-Back-Club8\n');
    expect(last, 'the screen after Link Spade9 6').toContain(
      '6: Back-Back-Back-Back-Back-Diamond10-Spade9-Heart8-Club7\n',
    );
    expect(output, 'the whole transcript').toBe(game.output);
  });

  it('a_bad_command_prints_invalid_move_and_the_prompt_on_one_line', async () => {
    const game = fixture('link-spade9-6');
    const output = await run(gameFor(game), game.commands.map((c) => `${c}\n`).join(''));
    expect(output, 'the end of the transcript: a refused Send Club8, then Quit').toMatch(
      /\nYour next move: Invalid move\. Your next move: \S.*\n$/,
    );
  });

  it('each_pinned_game_prints_exactly_the_pinned_transcript', async () => {
    for (const game of games) {
      expect(
        await run(gameFor(game), game.commands.map((c) => `${c}\n`).join('')),
        `the transcript of ${game.name}`,
      ).toBe(game.output);
    }
  });

  it('a_won_game_ends_with_a_congratulation', async () => {
    const game = fixture('won-by-sending-every-card');
    const output = await run(gameFor(game), game.commands.map((c) => `${c}\n`).join('') + 'DrawCard\n');
    expect(output.endsWith('7: Empty\nCongratulations, you have won!\n'), 'the end of a won game').toBe(true);
  });

  it('the_game_starts_with_a_welcome_and_stops_when_the_input_ends', async () => {
    const output = await run(new Solitaire(new SeededRandom(2)), ['DrawCard\nDraw', 'Card\n']);
    expect(output.split('\n')[0], 'the first line').toMatch(/welcome/i);
    expect(steps(output).length, 'the screens shown for two DrawCards typed in pieces').toBe(3);
    expect(output.endsWith('Your next move: '), 'the output ends at a prompt when the input ends').toBe(true);
  });

  it('startGame_without_a_game_is_refused', async () => {
    await expect(
      new SolitaireCUI('', { write: () => undefined }).startGame(null as unknown as Solitaire),
      'startGame without a game',
    ).rejects.toThrow(IllegalArgumentError);
  });
});
