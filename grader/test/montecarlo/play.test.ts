import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { main } from '../../cli/main.ts';
import { create as monteCarlo, type MonteCarloView } from '../../games/montecarlo/driver.ts';
import { formatTableau } from '../../games/montecarlo/terminal.ts';
import { Coordinate, Game, GameWithoutHint } from '../../../solutions/montecarlo/index.ts';
import { WINNING_GAME, WINNING_MOVES } from '../../suites/montecarlo/shared/games.ts';
import { fakeKit, testContext } from '../support.ts';

interface PlayOptions {
  /** A folder of the student's stages (with --impl student). */
  dir?: string;
  game?: number;
}

/** `cardlab play montecarlo` with these lines typed; the output, or the error when the command fails. */
async function run(lines: string[], options: PlayOptions = {}) {
  const ctx = testContext(lines);
  const args = ['play', 'montecarlo', ...(options.game === undefined ? [] : ['--game', String(options.game)])];
  const code = await main([...args, ...(options.dir ? ['--impl', 'student', '--dir', options.dir] : [])], ctx);
  return { code, out: ctx.stdout.text, err: ctx.stderr.text };
}

async function play(lines: string[], options: PlayOptions = {}): Promise<string> {
  const { code, out, err } = await run(lines, options);
  expect(err).toBe('');
  expect(code).toBe(0);
  return out;
}

/** The tableau of a game number as the reference deals it, as the terminal prints it. */
function tableauOf(gameNumber: number): string {
  return formatTableau(
    monteCarlo({ Game, GameWithoutHint, Coordinate }, { game: gameNumber }).view!() as MonteCarloView,
  );
}

const read = (relative: string) => readFileSync(path.join(KIT_ROOT, relative), 'utf8');

/** A folder of the student's stages: each file's text at its place (`montecarlo/01-coordinate/Coordinate.ts`). */
const studentDir = (files: Record<string, string>) => fakeKit(files);

/** A reference solution as a student's file: as it is (it imports as a student's file does). */
const asStudentFile = (relative: string) => read(relative);

const STAGES = {
  coordinate: 'montecarlo/01-coordinate/Coordinate.ts',
  game: 'montecarlo/02-game/Game.ts',
  hint: 'montecarlo/03-hint/Game.ts',
};

describe('cardlab play montecarlo', () => {
  it('shows_the_tableau_with_rows_and_columns_the_cards_left_and_the_score', async () => {
    const out = await play(['quit'], { game: 12345 });
    expect(out).toContain('New game: number 12345 (`cardlab play montecarlo --game 12345` plays it again).');
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
    const game = monteCarlo({ Game, GameWithoutHint, Coordinate }, { game: 26 });
    expect(out).toContain(formatTableau((game.remove!(2, 3, 2, 4) as { view: MonteCarloView }).view));
    expect(out).toContain('Cards left in the deck: 27   Score: 2');
    expect(out).toContain(formatTableau(game.consolidate!() as MonteCarloView));
    expect(out).toContain('Cards left in the deck: 25   Score: 2');
    expect(out).toContain('Input ended. Goodbye.');
  });

  it('says_why_a_removal_is_refused_and_what_bad_input_is', async () => {
    const out = await play(
      [
        'remove 0 0 0 1',
        'remove 2 4 3 0',
        'remove 1 1 1 1',
        'r 2 3 2 4',
        'r 2 3 2 4',
        'remove 0 0 5 0',
        'remove 1 2',
        'remove a b c d',
        'dance',
        'new game -3',
        'new',
      ],
      { game: 26 },
    );
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
    const out = await play(['remove 2 3 2 4', 'replay', 'new game 12345', 'new 7', 'new random game', 'random'], {
      game: 26,
    });
    expect(out).toContain('Game 26 from the start.');
    expect(out.split(tableauOf(26)).length - 1).toBe(2);
    expect(out).toContain(tableauOf(12345));
    expect(out).toContain(tableauOf(7));
    expect(out.match(/New game: number \d+/g)).toHaveLength(5);
  });

  it('a_session_started_with_a_game_number_deals_the_same_random_games_every_time', async () => {
    const lines = ['new random game', 'random', 'quit'];
    const first = await play(lines, { game: 26 });
    expect(await play(lines, { game: 26 })).toBe(first);
    const numbers = [...first.matchAll(/New game: number (\d+)/g)].map((match) => Number(match[1]));
    expect(numbers).toHaveLength(3);
    expect(new Set(numbers).size, first).toBe(3);
    expect(first).toContain(tableauOf(numbers[2]!));
  });

  it('shows_the_rules_and_the_commands', async () => {
    const out = await play(['help'], { game: 1 });
    expect(out).toContain(new Game(5, 5).getHelpText());
    for (const command of [
      'remove r1 c1 r2 c2',
      'consolidate',
      'hint',
      'replay',
      'new game n',
      'new random game',
      'help',
      'quit',
    ])
      expect(out).toContain(command);
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
    expect((await run([], { game: -1 })).err).toContain('--game must be a whole number of at least 0, got "-1"');
    expect((await run([], { game: 1.5 })).err).toContain('--game must be a whole number of at least 0, got "1.5"');
  });
});

describe('cardlab play montecarlo --impl student', () => {
  it('names_the_missing_file_of_the_earliest_stage', async () => {
    expect((await run(['quit'], { dir: studentDir({}) })).err).toMatch(
      /01-coordinate\/Coordinate\.ts does not exist\. Finish stage montecarlo\/01 first, or use --impl reference\./,
    );
    const withCoordinate = studentDir({
      [STAGES.coordinate]: asStudentFile('solutions/montecarlo/01-coordinate/Coordinate.ts'),
    });
    expect((await run(['quit'], { dir: withCoordinate })).err).toMatch(
      /montecarlo\/02-game\/Game\.ts does not exist\. Finish stage montecarlo\/02 first, or use --impl reference\./,
    );
  });

  it('names_the_unfinished_stage_when_only_stubs_are_there', async () => {
    const dir = studentDir({
      [STAGES.coordinate]: read(`activities/${STAGES.coordinate}`),
      [STAGES.game]: read(`activities/${STAGES.game}`),
      [STAGES.hint]: read(`activities/${STAGES.hint}`),
    });
    expect((await run(['quit'], { dir })).err).toMatch(
      /01-coordinate\/Coordinate\.ts:\d+:\d+: Coordinate constructor is not written yet\. Finish stage montecarlo\/01/,
    );
  });

  it('plays_with_stage_02_when_the_hint_is_not_written_yet', async () => {
    const dir = studentDir({
      [STAGES.coordinate]: asStudentFile('solutions/montecarlo/01-coordinate/Coordinate.ts'),
      [STAGES.game]: asStudentFile('solutions/montecarlo/02-game/Game.ts'),
      [STAGES.hint]: read(`activities/${STAGES.hint}`),
    });
    const out = await play(['hint', 'remove 2 3 2 4', 'quit'], { dir, game: 26 });
    expect(out).toContain('(Playing with your stage 02 Game: finish montecarlo/03 to have the hint.)');
    expect(out).toContain('This game has no hint yet: it comes with stage montecarlo/03.');
    expect(out).toContain('Cards left in the deck: 27   Score: 2');
  });

  it('a_hint_or_rules_not_written_yet_are_said_in_one_line_and_the_game_goes_on', async () => {
    const todo = (text: string, method: string) =>
      text.replace(new RegExp(`(\\n  ${method}\\([^)]*\\)[^{]*\\{\\n)`), `$1    throw new Error('TODO: ${method}');\n`);
    const game = todo(asStudentFile('solutions/montecarlo/02-game/Game.ts'), 'getHelpText');
    const hint = todo(asStudentFile('solutions/montecarlo/03-hint/Game.ts'), 'getHint');
    expect(game).toContain("throw new Error('TODO: getHelpText')");
    expect(hint).toContain("throw new Error('TODO: getHint')");
    const dir = studentDir({
      [STAGES.coordinate]: asStudentFile('solutions/montecarlo/01-coordinate/Coordinate.ts'),
      [STAGES.game]: game,
      [STAGES.hint]: hint,
    });
    const out = await play(['hint', 'help', 'remove 2 3 2 4', 'quit'], { dir, game: 26 });
    expect(out).toMatch(
      /> \S*03-hint\/Game\.ts:\d+:\d+: Game\.getHint is not written yet \("TODO: getHint"\)\. Finish stage montecarlo\/03\.\n/,
    );
    expect(out).toMatch(
      /> \S*02-game\/Game\.ts:\d+:\d+: Game\.getHelpText is not written yet \("TODO: getHelpText"\)\. Finish stage montecarlo\/02\.\nCommands:/,
    );
    expect(out).toContain('Cards left in the deck: 27   Score: 2');
    expect(out).toContain('Goodbye. Game 26 ended with a score of 2.');
  });

  it('plays_exactly_like_the_reference_when_every_stage_is_finished', async () => {
    const dir = studentDir({
      [STAGES.coordinate]: asStudentFile('solutions/montecarlo/01-coordinate/Coordinate.ts'),
      [STAGES.game]: asStudentFile('solutions/montecarlo/02-game/Game.ts'),
      [STAGES.hint]: asStudentFile('solutions/montecarlo/03-hint/Game.ts'),
    });
    const lines = ['hint', 'remove 2 3 2 4', 'consolidate', 'hint', 'replay', 'quit'];
    const student = await play(lines, { dir, game: 26 });
    expect(student.replace(/ --impl student --dir [^\s`]+/g, '')).toBe(await play(lines, { game: 26 }));
  });

  it('an_error_thrown_by_the_students_game_names_the_file_and_line_that_threw', async () => {
    const broken = asStudentFile('solutions/montecarlo/02-game/Game.ts').replace(
      '  removeCards(first: Coordinate, second: Coordinate): boolean {\n',
      "  removeCards(first: Coordinate, second: Coordinate): boolean {\n    throw new Error('TODO: not yet');\n",
    );
    const line = broken.split('\n').indexOf("    throw new Error('TODO: not yet');") + 1;
    const dir = studentDir({
      [STAGES.coordinate]: asStudentFile('solutions/montecarlo/01-coordinate/Coordinate.ts'),
      [STAGES.game]: broken,
      [STAGES.hint]: asStudentFile('solutions/montecarlo/03-hint/Game.ts'),
    });
    const { code, err } = await run(['hint', 'remove 2 3 2 4'], { dir, game: 26 });
    expect(code).toBe(1);
    expect(err).toContain(
      `02-game/Game.ts:${line}:11: Game.removeCards is not written yet ("TODO: not yet"). Finish stage montecarlo/02`,
    );
  });
});
