import { describe, expect, it } from 'vitest';
import { playPyramid } from '../../games/pyramid/play.ts';
import { UsageError } from '../../cli/context.ts';
import { fakeKit, testContext } from '../support.ts';

describe('cardlab play pyramid', () => {
  it('plays_the_reference_game_and_prints_the_seed', async () => {
    const ctx = testContext(['dd 1', 'q']);
    await playPyramid(ctx, { impl: 'reference', seed: 5 });
    expect(ctx.stdout.text).toContain('seed 5');
    expect(ctx.stdout.text).toContain('Game quit!');
    expect(ctx.stdout.text).toMatch(/Score: \d+\n$/);
  });

  it('the_same_seed_deals_the_same_game', async () => {
    const first = testContext(['q']);
    const second = testContext(['q']);
    await playPyramid(first, { impl: 'reference', seed: 42, rows: 4, draw: 2 });
    await playPyramid(second, { impl: 'reference', seed: 42, rows: 4, draw: 2 });
    expect(first.stdout.text).toBe(second.stdout.text);
    expect(first.stdout.text).toContain('4 rows, 2 draw cards');
  });

  it('input_that_ends_early_is_reported_without_an_error', async () => {
    const ctx = testContext(['dd 1']);
    await playPyramid(ctx, { impl: 'reference', seed: 1 });
    expect(ctx.stdout.text).toContain('The input ended before the game was over.');
  });

  it('a_game_too_big_for_the_deck_is_a_usage_error', async () => {
    await expect(playPyramid(testContext(['q']), { impl: 'reference', rows: 10 })).rejects.toThrow(UsageError);
  });

  it('the_student_stubs_give_a_clear_usage_error', async () => {
    await expect(playPyramid(testContext(['q']), { impl: 'student', seed: 1 })).rejects.toThrow(/not written yet.*pyramid\/01/);
  });

  it('a_missing_student_file_is_named', async () => {
    const kitRoot = fakeKit({ 'activities/shared/RandomSource.ts': 'export class SeededRandom { constructor(readonly seed: number) {} nextInt() { return 0; } }\n' });
    await expect(playPyramid(testContext(['q'], { kitRoot }), { impl: 'student' })).rejects.toThrow(/BasicPyramidSolitaire\.ts does not exist/);
  });
});
