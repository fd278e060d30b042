import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT, UsageError } from '../../cli/context.ts';
import { formatTableau, playMonteCarlo } from '../../games/montecarlo/play.ts';
import { Coordinate, Game } from '../../../solutions/montecarlo/index.ts';
import { WINNING_GAME, WINNING_MOVES } from '../../suites/montecarlo/shared/games.ts';
import { fakeKit, testContext } from '../support.ts';

async function play(lines: string[], options: { impl?: 'reference' | 'student'; game?: number; kitRoot?: string } = {}) {
  const ctx = testContext(lines, options.kitRoot ? { kitRoot: options.kitRoot } : {});
  await playMonteCarlo(ctx, { impl: options.impl ?? 'reference', game: options.game });
  return ctx.stdout.text;
}

function referenceGame(gameNumber: number): Game {
  const game = new Game(5, 5);
  game.newGame(gameNumber);
  return game;
}

const at = (row: number, column: number) => new Coordinate(row, column);

const read = (relative: string) => readFileSync(path.join(KIT_ROOT, relative), 'utf8');

/** A kit holding the provided files and, for each stage given, a file's text at its place in activities/. */
function studentKit(files: Record<string, string>): string {
  return fakeKit({
    'activities/shared/errors.ts': read('activities/shared/errors.ts'),
    'activities/shared/RandomSource.ts': read('activities/shared/RandomSource.ts'),
    'activities/montecarlo/shared/JavaRandom.ts': read('activities/montecarlo/shared/JavaRandom.ts'),
    'activities/montecarlo/shared/cards.ts': read('activities/montecarlo/shared/cards.ts'),
    ...files,
  });
}

/** A reference solution rewritten with the imports a student's file has. */
const asStudentFile = (relative: string) =>
  read(relative).replaceAll("'../../../activities/montecarlo/shared/", "'../shared/").replaceAll("'../../../activities/shared/", "'../../shared/");

const STAGES = {
  coordinate: 'activities/montecarlo/01-coordinate/Coordinate.ts',
  game: 'activities/montecarlo/02-game/Game.ts',
  hint: 'activities/montecarlo/03-hint/Game.ts',
};

describe('cardlab play montecarlo', () => {
  it('shows_the_tableau_with_rows_and_columns_the_cards_left_and_the_score', async () => {
    const out = await play(['quit'], { game: 12345 });
    expect(out).toContain('New game: number 12345 (play it again later with --game 12345).');
    expect(out).toContain(
      [
        'Game 12345',
        '        0   1   2   3   4',
        '  0    6♥  2♠  5♠  8♦  9♠',
        '  1    A♦  5♦  A♥  9♥  Q♠',
        '  2    K♥  7♥  5♣  2♦  7♣',
        '  3    7♦  8♠  K♠ 10♣  2♣',
        '  4    3♣  3♦  Q♦  8♥  Q♥',
        'Cards left in the deck: 27   Score: 0',
      ].join('\n'),
    );
    expect(out).toContain('Goodbye. Game 12345 ended with a score of 0.');
  });

  it('removes_a_pair_consolidates_and_keeps_the_score', async () => {
    const out = await play(['remove 2 3 2 4', 'consolidate'], { game: 26 });
    const game = referenceGame(26);
    game.removeCards(new Coordinate(2, 3), new Coordinate(2, 4));
    expect(out).toContain(formatTableau(game, 26, at));
    expect(out).toContain('Cards left in the deck: 27   Score: 2');
    game.consolidate();
    expect(out).toContain(formatTableau(game, 26, at));
    expect(out).toContain('Cards left in the deck: 25   Score: 2');
    expect(out).toContain('Input ended. Goodbye.');
  });

  it('says_why_a_removal_is_refused_and_what_bad_input_is', async () => {
    const out = await play(['remove 0 0 0 1', 'remove 2 4 3 0', 'remove 1 1 1 1', 'r 2 3 2 4', 'r 2 3 2 4', 'remove 0 0 5 0', 'remove 1 2', 'remove a b c d', 'dance', 'new game -3', 'new'], { game: 26 });
    expect(out).toContain('2♠ at (0, 0) and 9♣ at (0, 1) are not of the same rank.');
    expect(out).toContain('Those are the same place: choose two different cards.');
    expect(out).toContain('(2, 3) is empty.');
    expect(out).toContain('There is no place (5, 0): rows go from 0 to 4 and columns from 0 to 4.');
    expect(out).toContain('remove needs four numbers: remove r1 c1 r2 c2, for example remove 0 1 1 2.');
    expect(out).toContain('"a" is not a row or column number (they go from 0 to 4).');
    expect(out).toContain('Unknown command "dance". Type help for the commands.');
    expect(out).toContain('"-3" is not a game number');
    expect(out).toContain('Type "new game n" with a game number n');
    const notTouching = await play(['remove 2 4 3 0'], { game: 5 });
    expect(notTouching).toContain('9♦ at (2, 4) and 9♠ at (3, 0) do not touch (rows and columns do not wrap around).');
  });

  it('gives_a_hint_and_says_when_a_game_is_over', async () => {
    const out = await play(['hint'], { game: 26 });
    expect(out).toContain('Hint: 10♦ at (2, 3) and 10♣ at (2, 4).');
    const stuck = await play(['hint'], { game: 38 });
    expect(stuck).toContain('No pair can be removed and consolidating changes nothing: this game is over. Score: 0.');
    const afterRemoval = await play(['remove 2 3 2 4', 'hint'], { game: 26 });
    expect(afterRemoval).toContain('No pair can be removed now: consolidate.');
  });

  it('replays_and_starts_new_games', async () => {
    const out = await play(['remove 2 3 2 4', 'replay', 'new game 12345', 'new 7', 'new random game', 'random'], { game: 26 });
    expect(out).toContain('Game 26 from the start.');
    expect(out.split(formatTableau(referenceGame(26), 26, at)).length - 1).toBe(2);
    expect(out).toContain(formatTableau(referenceGame(12345), 12345, at));
    expect(out).toContain(formatTableau(referenceGame(7), 7, at));
    expect(out.match(/New game: number \d+/g)).toHaveLength(5);
  });

  it('shows_the_rules_and_the_commands', async () => {
    const out = await play(['help'], { game: 1 });
    expect(out).toContain(referenceGame(1).getHelpText());
    for (const command of ['remove r1 c1 r2 c2', 'consolidate', 'hint', 'replay', 'new game n', 'new random game', 'help', 'quit']) expect(out).toContain(command);
  });

  it('a_whole_game_can_be_played_and_won', async () => {
    const lines = WINNING_MOVES.map((move) => (move === 'c' ? 'consolidate' : `remove ${move.join(' ')}`));
    const out = await play([...lines, 'quit'], { game: WINNING_GAME });
    expect(out).toContain(`You won game ${WINNING_GAME}: all 52 cards are removed!`);
    expect(out).toContain('Cards left in the deck: 0   Score: 52');
    expect(out).not.toContain('cannot be removed');
    expect(out).toContain(`Goodbye. Game ${WINNING_GAME} ended with a score of 52.`);
  });

  it('a_game_number_given_must_be_a_whole_number', async () => {
    await expect(play([], { game: -1 })).rejects.toThrow(UsageError);
    await expect(play([], { game: 1.5 })).rejects.toThrow(/--game must be a whole number/);
  });
});

describe('cardlab play montecarlo --impl student', () => {
  it('names_the_missing_file', async () => {
    await expect(play(['quit'], { impl: 'student', kitRoot: studentKit({}) })).rejects.toThrow(
      /activities\/montecarlo\/01-coordinate\/Coordinate\.ts does not exist\. Finish stage montecarlo\/01 first, or use --impl reference\./,
    );
    const withCoordinate = studentKit({ [STAGES.coordinate]: asStudentFile('solutions/montecarlo/01-coordinate/Coordinate.ts') });
    await expect(play(['quit'], { impl: 'student', kitRoot: withCoordinate })).rejects.toThrow(
      /activities\/montecarlo\/02-game\/Game\.ts does not exist\. Finish stage montecarlo\/02 first, or use --impl reference\./,
    );
  });

  it('the_reference_game_needs_a_kit_with_solutions', async () => {
    await expect(play(['quit'], { kitRoot: studentKit({}) })).rejects.toThrow(/this kit has no reference solutions: play your own game with --impl student/);
  });

  it('names_the_unfinished_stage_when_only_stubs_are_there', async () => {
    const kit = studentKit({ [STAGES.coordinate]: read(STAGES.coordinate), [STAGES.game]: read(STAGES.game), [STAGES.hint]: read(STAGES.hint) });
    await expect(play(['quit'], { impl: 'student', kitRoot: kit })).rejects.toThrow(/02-game\/Game\.ts: new Game\(5, 5\) is not written yet .*Finish stage montecarlo\/02/);
  });

  it('plays_with_stage_02_when_the_hint_is_not_written_yet', async () => {
    const kit = studentKit({
      [STAGES.coordinate]: asStudentFile('solutions/montecarlo/01-coordinate/Coordinate.ts'),
      [STAGES.game]: asStudentFile('solutions/montecarlo/02-game/Game.ts'),
      [STAGES.hint]: read(STAGES.hint),
    });
    const out = await play(['hint', 'remove 2 3 2 4', 'quit'], { impl: 'student', kitRoot: kit, game: 26 });
    expect(out).toContain('(Playing with your stage 02 Game: finish montecarlo/03 to have the hint.)');
    expect(out).toContain('This game has no hint yet: it comes with stage montecarlo/03.');
    expect(out).toContain('Cards left in the deck: 27   Score: 2');
  });

  it('plays_exactly_like_the_reference_when_every_stage_is_finished', async () => {
    const kit = studentKit({
      [STAGES.coordinate]: asStudentFile('solutions/montecarlo/01-coordinate/Coordinate.ts'),
      [STAGES.game]: asStudentFile('solutions/montecarlo/02-game/Game.ts'),
      [STAGES.hint]: asStudentFile('solutions/montecarlo/03-hint/Game.ts'),
    });
    const lines = ['hint', 'remove 2 3 2 4', 'consolidate', 'hint', 'replay', 'quit'];
    expect(await play(lines, { impl: 'student', kitRoot: kit, game: 26 })).toBe(await play(lines, { game: 26 }));
  });

  it('an_error_thrown_by_the_students_game_names_the_file', async () => {
    const broken = asStudentFile('solutions/montecarlo/02-game/Game.ts').replace('  removeCards(first: Coordinate, second: Coordinate): boolean {\n', "  removeCards(first: Coordinate, second: Coordinate): boolean {\n    throw new Error('TODO: not yet');\n");
    const kit = studentKit({
      [STAGES.coordinate]: asStudentFile('solutions/montecarlo/01-coordinate/Coordinate.ts'),
      [STAGES.game]: broken,
      [STAGES.hint]: asStudentFile('solutions/montecarlo/03-hint/Game.ts'),
    });
    await expect(play(['hint', 'remove 2 3 2 4'], { impl: 'student', kitRoot: kit, game: 26 })).rejects.toThrow('activities/montecarlo/03-hint/Game.ts: Game.removeCards() is not written yet');
  });
});
