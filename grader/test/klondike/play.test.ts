import { describe, expect, it } from 'vitest';
import { playKlondike } from '../../games/klondike/play.ts';
import { UsageError } from '../../cli/context.ts';
import { fakeKit, testContext } from '../support.ts';
import { CONGRATULATIONS, PROMPT, UNKNOWN_COMMAND, WELCOME } from '../../../solutions/klondike/index.ts';
import wonGame from '../../../fixtures/klondike/won-game.json' with { type: 'json' };

const SEEDED_RANDOM = 'export class SeededRandom { constructor(readonly seed: number) {} nextInt() { return 0; } }\n';

describe('cardlab play klondike', () => {
  it('the_fixture_game_is_won_with_the_congratulation', async () => {
    expect(wonGame.schema).toBe('klondike-won-game');
    const ctx = testContext(wonGame.commands);
    await playKlondike(ctx, { impl: 'reference', seed: wonGame.seed });
    const text = ctx.stdout.text;
    expect(text).toContain(`seed ${wonGame.seed}`);
    expect(text).toContain(WELCOME);
    expect(text).not.toContain('Invalid move.');
    expect(text).toContain('Card Stacks : HeartK ClubK SpadeK DiamondK\n');
    expect(text.endsWith(`${CONGRATULATIONS}\n`)).toBe(true);
    expect(text).not.toContain('The input ended');
  });

  it('the_last_command_of_the_fixture_is_the_winning_one', async () => {
    const ctx = testContext(wonGame.commands.slice(0, -1));
    await playKlondike(ctx, { impl: 'reference', seed: wonGame.seed });
    expect(ctx.stdout.text).not.toContain(CONGRATULATIONS);
    expect(ctx.stdout.text).toContain('The input ended before the game was over');
  });

  it('a_seed_is_chosen_and_printed_when_none_is_given', async () => {
    const ctx = testContext(['Quit']);
    await playKlondike(ctx, { impl: 'reference' });
    const seed = /no --seed given, so one was chosen: seed (\d+)/.exec(ctx.stdout.text)?.[1];
    expect(seed).toBeDefined();
    expect(ctx.stdout.text).toContain(`cardlab play klondike --seed ${seed}`);
    const again = testContext(['Quit']);
    await playKlondike(again, { impl: 'reference', seed: Number(seed) });
    const deal = (text: string) => text.slice(text.indexOf(WELCOME));
    expect(deal(again.stdout.text)).toBe(deal(ctx.stdout.text));
  });

  it('the_same_seed_deals_the_same_game', async () => {
    const first = testContext(['DrawCard', 'Quit']);
    const second = testContext(['DrawCard', 'Quit']);
    await playKlondike(first, { impl: 'reference', seed: 42 });
    await playKlondike(second, { impl: 'reference', seed: 42 });
    expect(first.stdout.text).toBe(second.stdout.text);
    expect(first.stdout.text).toMatch(/Open Card: \w+/);
  });

  it('input_that_ends_early_ends_cleanly', async () => {
    const ctx = testContext(['DrawCard']);
    await playKlondike(ctx, { impl: 'reference', seed: 1 });
    expect(ctx.stdout.text).toContain('The input ended before the game was over');
    const empty = testContext([]);
    await playKlondike(empty, { impl: 'reference', seed: 1 });
    expect(empty.stdout.text).toContain(PROMPT);
    expect(empty.stdout.text).toContain('The input ended before the game was over');
  });

  it('an_unknown_command_gets_the_labs_message', async () => {
    const ctx = testContext(['Fly away', 'Quit']);
    await playKlondike(ctx, { impl: 'reference', seed: 1 });
    expect(ctx.stdout.text).toContain(`${UNKNOWN_COMMAND} ${PROMPT}`);
    expect(ctx.stdout.text).not.toContain('The input ended');
  });

  it('the_student_stubs_give_a_clear_usage_error', async () => {
    const playing = playKlondike(testContext(['Quit']), { impl: 'student', seed: 1 });
    await expect(playing).rejects.toThrow(UsageError);
    await expect(playKlondike(testContext(['Quit']), { impl: 'student', seed: 1 })).rejects.toThrow(
      /activities\/klondike\/04-solitaire\/Solitaire\.ts is still a TODO stub.*klondike\/04.*--impl reference/,
    );
  });

  it('a_missing_student_file_is_named', async () => {
    const kitRoot = fakeKit({ 'activities/shared/RandomSource.ts': SEEDED_RANDOM });
    await expect(playKlondike(testContext(['Quit'], { kitRoot }), { impl: 'student' })).rejects.toThrow(/04-solitaire\/Solitaire\.ts does not exist.*klondike\/04/);
  });

  it('a_kit_without_solutions_says_to_use_impl_student', async () => {
    const kitRoot = fakeKit({ 'activities/shared/RandomSource.ts': SEEDED_RANDOM });
    await expect(playKlondike(testContext(['Quit'], { kitRoot }), { impl: 'reference' })).rejects.toThrow(/--impl student/);
  });
});
