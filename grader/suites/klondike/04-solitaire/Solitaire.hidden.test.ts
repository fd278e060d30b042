import { describe, expect, it } from 'vitest';
import { Solitaire } from '../../../../solutions/klondike/04-solitaire/Solitaire.ts';
import { ScriptedRandom, SeededRandom, type RandomSource } from '../../../../activities/shared/RandomSource.ts';
import { LINK_DEAL, scriptFor, snapshot, winningDeal } from '../shared/cards.ts';

const dealOf = (first: readonly string[]) => new Solitaire(new ScriptedRandom(scriptFor(first)));
const linkGame = () => dealOf(LINK_DEAL);
const isWarning = (message: string) => message.startsWith('Invalid move.');

/** Plays the commands; every one must be allowed. */
function play(game: Solitaire, commands: readonly string[]): void {
  for (const command of commands) {
    const message = game.executeCommand(command);
    expect(isWarning(message), `the command "${command}" should be allowed (got "${message}")`).toBe(false);
  }
}

/** Plays a command that must be refused, and checks that nothing changed. */
function refused(game: Solitaire, command: string): string {
  const before = snapshot(game);
  const message = game.executeCommand(command);
  expect(
    isWarning(message),
    `"${command}" should be refused with a message starting "Invalid move." (got "${message}")`,
  ).toBe(true);
  expect(snapshot(game), `the game after the refused "${command}"`).toBe(before);
  return message;
}

describe('Solitaire', () => {
  it('the_shuffle_is_fisher_yates_from_the_end_with_nextInt_of_i_plus_1', () => {
    const bounds: number[] = [];
    const recorder: RandomSource = { nextInt: (bound) => (bounds.push(bound), 0) };
    const order = Solitaire.shuffledIndexes(recorder);
    expect(bounds, 'the bounds passed to nextInt, in order').toEqual(Array.from({ length: 51 }, (_, i) => 52 - i));
    expect(order.slice(0, 3), 'the first indexes when nextInt always gives 0').toEqual([2, 3, 4]);
    expect(order[51], 'the last index when nextInt always gives 0').toBe(1);
    expect(
      [...order].sort((a, b) => a - b),
      'the shuffle is a permutation of 1 to 52',
    ).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
  });

  it('a_new_game_deals_lists_of_1_to_7_cards_with_only_the_tail_open', () => {
    const game = linkGame();
    expect(
      game.getLists().map((list) => String(list)),
      'the seven lists of the chosen deal',
    ).toEqual([
      'DiamondJ',
      'Back-Diamond3',
      'Back-Back-DiamondQ',
      'Back-Back-Back-Spade9',
      'Back-Back-Back-Back-Heart4',
      'Back-Back-Back-Back-Back-Diamond10',
      'Back-Back-Back-Back-Back-Back-Spade5',
    ]);
    expect(
      game.getLists().map((list) => String(list.get(0))),
      'the first card dealt to each list',
    ).toEqual(['DiamondJ', 'Heart2', 'Heart5', 'Heart7', 'Heart10', 'HeartK', 'Club6']);
  });

  it('a_new_game_has_four_empty_stacks_in_the_screen_order_and_a_closed_deck_of_24', () => {
    const game = new Solitaire(new SeededRandom(3));
    expect(
      game.getStacks().map((stack) => stack.getSuit()),
      'the suits of the stacks',
    ).toEqual(['Heart', 'Club', 'Spade', 'Diamond']);
    expect(
      game.getStacks().every((stack) => stack.isEmpty()),
      'every stack is empty',
    ).toBe(true);
    expect([game.getDeck().size(), game.getDeck().currentCard()], 'the deck').toEqual([24, null]);
    expect([game.isWon(), game.isQuit()], 'isWon and isQuit of a new game').toEqual([false, false]);
  });

  it('the_deck_holds_the_last_24_cards_of_the_shuffle_in_order', () => {
    const game = linkGame();
    // The message of a move that is made is the student's own (README): what the deck holds is graded.
    expect(isWarning(game.executeCommand('DrawCard')), 'the first DrawCard is allowed').toBe(false);
    expect(String(game.getDeck().currentCard()), 'the first card drawn').toBe('Heart8');
    game.executeCommand('DrawCard');
    expect(String(game.getDeck().currentCard()), 'the second card drawn').toBe('Club7');
  });

  it('drawcard_goes_round_the_deck', () => {
    const game = linkGame();
    for (let i = 0; i < 24; i++) game.executeCommand('DrawCard');
    expect(isWarning(game.executeCommand('DrawCard')), 'the draw after the last card is allowed').toBe(false);
    expect(game.getDeck().currentCard(), 'no card is open after the 25th draw').toBeNull();
    game.executeCommand('DrawCard');
    expect(String(game.getDeck().currentCard()), 'the 26th draw opens the first card again').toBe('Heart8');
  });

  it('deckto_moves_the_open_card_to_a_list_when_the_rules_allow', () => {
    const game = linkGame();
    play(game, ['DrawCard', 'DeckTo 4', 'DrawCard', 'DeckTo 4']);
    expect(String(game.getLists()[3]), 'list 4 after Heart8 and Club7 were moved to it').toBe(
      'Back-Back-Back-Spade9-Heart8-Club7',
    );
    expect(game.getDeck().size(), 'the deck after two cards left it').toBe(22);
  });

  it('deckto_is_refused_without_an_open_card_or_against_the_rules', () => {
    const game = linkGame();
    refused(game, 'DeckTo 4');
    game.executeCommand('DrawCard');
    refused(game, 'DeckTo 1');
    refused(game, 'DeckTo 8');
    refused(game, 'DeckTo 0');
    refused(game, 'DeckTo four');
  });

  it('link_moves_the_card_and_those_below_it_and_opens_the_card_above', () => {
    const game = linkGame();
    play(game, ['DrawCard', 'DeckTo 4', 'DrawCard', 'DeckTo 4', 'Link Spade9 6']);
    expect(String(game.getLists()[3]), 'list 4 after Link Spade9 6').toBe('Back-Back-Club8');
    expect(String(game.getLists()[5]), 'list 6 after Link Spade9 6').toBe(
      'Back-Back-Back-Back-Back-Diamond10-Spade9-Heart8-Club7',
    );
  });

  it('link_of_a_single_tail_card', () => {
    const game = linkGame();
    play(game, ['Link Spade9 6']);
    expect([String(game.getLists()[3]), String(game.getLists()[5])], 'lists 4 and 6').toEqual([
      'Back-Back-Club8',
      'Back-Back-Back-Back-Back-Diamond10-Spade9',
    ]);
  });

  it('link_is_refused_for_hidden_or_unknown_cards_the_same_list_and_against_the_rules', () => {
    const game = linkGame();
    refused(game, 'Link Club8 1');
    refused(game, 'Link Heart8 6');
    refused(game, 'Link Spade9 4');
    refused(game, 'Link Spade9 1');
    refused(game, 'Link Spade9 9');
    refused(game, 'Link Spade9');
  });

  it('send_moves_a_tail_card_or_the_open_deck_card_to_its_stack', () => {
    const game = dealOf(winningDeal().order);
    play(game, ['DrawCard', 'Send HeartA', 'DrawCard', 'Send Heart2']);
    expect(String(game.getStacks()[0]), 'the Heart stack').toBe('Heart2');
    expect(game.getDeck().size(), 'the deck after two cards were sent').toBe(22);
  });

  it('send_is_refused_when_the_stack_does_not_take_the_card_or_the_card_is_not_free', () => {
    const game = linkGame();
    refused(game, 'Send Spade9');
    refused(game, 'Send Club8');
    refused(game, 'Send HeartA');
    refused(game, 'Send Nothing');
    game.executeCommand('Link Spade9 6');
    refused(game, 'Send Club8');
    refused(game, 'Send Diamond10');
  });

  it('commands_ignore_case_and_extra_spaces', () => {
    const game = linkGame();
    play(game, ['  drawcard ', 'DECKTO   4', 'DrawCard', 'deckTo 4', ' link  spade9   6 ']);
    expect(String(game.getLists()[5]), 'list 6 after the commands').toBe(
      'Back-Back-Back-Back-Back-Diamond10-Spade9-Heart8-Club7',
    );
  });

  it('an_unknown_command_is_refused_with_the_list_of_commands', () => {
    const game = linkGame();
    for (const command of ['Jump', '', 'DrawCard 3', 'Send']) {
      const message = refused(game, command);
      expect(message, `the warning for "${command}"`).toMatch(/DrawCard.*DeckTo.*Link.*Send.*Restart.*Quit/);
    }
  });

  it('restart_deals_a_new_game_and_quit_ends_the_game', () => {
    const random = new SeededRandom(11);
    const game = new Solitaire(random);
    const first = snapshot(game);
    game.executeCommand('DrawCard');
    expect(isWarning(game.executeCommand('Restart')), 'Restart is allowed').toBe(false);
    const expected = new SeededRandom(11);
    Solitaire.shuffledIndexes(expected);
    expect(snapshot(game), 'the game after Restart is the next deal of the same random source').toBe(
      snapshot(new Solitaire(expected)),
    );
    expect(snapshot(game), 'a new deal').not.toBe(first);
    expect(isWarning(game.executeCommand('quit')), 'Quit is allowed').toBe(false);
    expect(game.isQuit(), 'isQuit after Quit').toBe(true);
  });

  it('sending_the_last_card_wins_and_congratulates', () => {
    const { order, commands } = winningDeal();
    const game = dealOf(order);
    play(game, commands.slice(0, -1));
    expect(game.isWon(), 'isWon before the last card').toBe(false);
    const message = game.executeCommand(commands.at(-1)!);
    expect(message, 'the message of the winning move').toMatch(/congratulations/i);
    expect(game.isWon(), 'isWon after the last card').toBe(true);
    expect(game.getStacks().map(String), 'the stacks of a won game').toEqual(['HeartK', 'ClubK', 'SpadeK', 'DiamondK']);
  });
});
