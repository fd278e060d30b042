import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { main } from '../../cli/main.ts';
import type { MoveResult, PyramidView } from '../../games/pyramid/driver.ts';
import { formatPyramid, HELP, parseMove } from '../../games/pyramid/terminal.ts';
import { BasicPyramidSolitaire, PyramidSolitaireTextualView, SeededRandom } from '../../../solutions/pyramid/index.ts';
import { listActivities } from '../../src/kit/activities.ts';
import { assembleSubmission, type Recipe } from '../../src/intake/assemble.ts';
import { fakeKit, testContext } from '../support.ts';
import { referenceGame, wholeGame, worth } from './simplePlayer.ts';

async function play(args: string[], lines: string[]) {
  const ctx = testContext(lines);
  const code = await main(['play', 'pyramid', ...args], ctx);
  return { code, out: ctx.stdout.text, err: ctx.stderr.text };
}

const game = referenceGame;

/** A student's pyramid lab: every stage the reference as handed in, but those given the stub they start from. */
function studentWith(stubs: string[]): string {
  const activities = listActivities(KIT_ROOT, 'pyramid');
  const recipe = Object.fromEntries(activities.map((a) => [a.id, stubs.includes(a.id) ? 'stub' : 'reference']));
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cardlab-pyramid-')), 'work');
  assembleSubmission(KIT_ROOT, activities, recipe as Recipe, dir);
  return dir;
}

/** The seeds of the deals a session announces after its first (`New deal (seed n; …)`). */
const newDeals = (out: string) => [...out.matchAll(/New deal \(seed (\d+);/g)].map((match) => Number(match[1]));

describe('cardlab play pyramid', () => {
  it('prints_the_seed_the_command_that_replays_it_and_the_numbered_pyramid', async () => {
    const { code, out } = await play(['--seed', '5'], ['q']);
    expect(code).toBe(0);
    expect(out).toContain(
      'Pyramid Solitaire, 7 rows, 3 draw cards (seed 5; ' +
        '`cardlab play pyramid --seed 5 --rows 7 --draw 3` replays this deal)',
    );
    expect(out).toContain(formatPyramid(game(5).view!() as PyramidView));
    expect(out).toMatch(/^ 7   \S/m);
    expect(out).toContain('Goodbye. Score: ');
  });

  it('the_same_seed_deals_the_same_game_with_the_rows_and_draw_cards_asked_for', async () => {
    const first = await play(['--seed', '42', '--rows', '4', '--draw', '2'], ['q']);
    const second = await play(['--seed', '42', '--rows', '4', '--draw', '2'], ['q']);
    expect(first.out).toBe(second.out);
    expect(first.out).toContain('4 rows, 2 draw cards');
    expect(first.out).toMatch(/Draw cards: 1: \S+ {2}2: \S+ {3}Stock: 40 cards/);
  });

  it('errors_count_rows_and_cards_from_1_as_they_are_typed', async () => {
    const view = game(5).view!() as PyramidView;
    const top = view.pyramid[0]![0]!.face.label;
    const { out } = await play(['--seed', '5'], ['rm1 1 1', 'rm1 8 1', 'rm1 7 9', 'dd 4', 'q']);
    expect(out).toContain(`${top} at row 1, card 1 is covered: remove the cards below it first.`);
    expect(out).toContain('There is no row 8: the rows go from 1 to 7.');
    expect(out).toContain('Row 7 has no card 9: its cards go from 1 to 7.');
    expect(out).toContain('There is no draw card 4: the draw cards go from 1 to 3.');
    expect(out).not.toMatch(/\(0, 0\)|row 0|card 0/);
  });

  it('a_bad_number_refuses_the_whole_line_and_the_next_line_is_a_new_command', async () => {
    const { out } = await play(['--seed', '5'], ['rm1 x 2', '7 1', 'rm2 7 1', 'help', 'q']);
    expect(out).toContain(
      '"x" is not a number from 1 up: rm1 row card (e.g. rm1 7 3). Nothing was played: type the whole command again.',
    );
    // "7 1" is read as a command of its own, not as the rest of rm1.
    expect(out).toContain('Unknown command "7". Type help for the commands.');
    expect(out).toContain(
      'rm2 takes 4 numbers: rm2 row1 card1 row2 card2 (e.g. rm2 7 1 7 2). Nothing was played: type the whole command again.',
    );
    expect(out).toContain(HELP);
  });

  it('a_refused_move_says_why_in_the_players_numbers', async () => {
    const view = game(5).view!() as PyramidView;
    const [a, b] = [view.pyramid[6]![0]!.face, view.pyramid[6]![1]!.face];
    const { out } = await play(['--seed', '5'], ['rm2 7 1 7 2', 'q']);
    if (worth(a.rank) + worth(b.rank) !== 13)
      expect(out).toContain(`${a.label} and ${b.label} are worth ${worth(a.rank) + worth(b.rank)} together, not 13.`);
    const single = await play(['--seed', '5'], ['rm1 7 1', 'q']);
    if (a.rank !== 'K')
      expect(single.out).toContain(`${a.label} is worth ${worth(a.rank)}: only a king (13) can be removed on its own.`);
  });

  it('view_shows_the_game_through_the_labs_textual_view', async () => {
    const { out } = await play(['--seed', '9'], ['view', 'q']);
    const model = new BasicPyramidSolitaire(new SeededRandom(9));
    model.startGame(model.getDeck(), true, 7, 3);
    expect(out).toContain(`> ${new PyramidSolitaireTextualView(model).toString()}\n`);
  });

  it('restart_deals_a_new_seeded_game_and_prints_its_seed', async () => {
    const { out } = await play(['--seed', '5', '--rows', '5'], ['r', 'q']);
    const seed = /New deal \(seed (\d+); `cardlab play pyramid --seed \1 --rows 5 --draw 3` replays it\)\./.exec(
      out,
    )?.[1];
    expect(seed, out).toBeDefined();
    expect(out).toContain(formatPyramid(game(Number(seed), 5).view!() as PyramidView));
  });

  it('a_seeded_session_deals_the_same_sequence_of_new_deals_every_time', async () => {
    const first = await play(['--seed', '5'], ['r', 'restart', 'q']);
    const second = await play(['--seed', '5'], ['r', 'restart', 'q']);
    expect(second.out).toBe(first.out);
    const [a, b] = newDeals(first.out);
    expect([a, b].every((seed) => seed !== undefined && seed !== 5) && a !== b, first.out).toBe(true);
    expect(first.out).toContain(formatPyramid(game(b!).view!() as PyramidView));
    // The sequence goes on from any seed it shows: a session started at the first new deal deals the second next.
    expect(newDeals((await play(['--seed', String(a)], ['r', 'q'])).out)).toEqual([b]);
  });

  it('a_whole_game_is_played_to_its_end', async () => {
    const { moves, end } = wholeGame(11);
    expect(moves.length).toBeGreaterThan(20);
    const { out } = await play(['--seed', '11'], [...moves.map((move) => move.command), 'q']);
    expect(out).not.toContain('Nothing was played');
    expect(out).not.toMatch(/is covered|not 13|There is no/);
    const ending = end.won
      ? 'You won: the pyramid is cleared!'
      : `Game over. Score: ${end.score}. Type r for a new deal or q to quit.`;
    expect(out).toContain(ending);
    expect(out).toContain(`Goodbye. Score: ${end.score}.`);
  });

  it('a_move_after_the_end_is_refused', () => {
    const { end } = wholeGame(11);
    const driver = game(11);
    for (const { command } of wholeGame(11).moves) {
      const parsed = parseMove(command) as { call: string; args: number[] };
      driver[parsed.call]!(...parsed.args);
    }
    expect((driver.discard!(0) as MoveResult).refusal).toBe('This game is over: start a new one.');
    expect(end.over).toBe(true);
  });

  it('a_game_too_big_for_the_deck_is_refused_before_it_starts', async () => {
    const { code, err } = await play(['--rows', '10'], ['q']);
    expect(code).toBe(2);
    expect(err).toContain('10 rows and 3 draw cards need 58 cards; a deck has 52');
  });
});

describe('cardlab play pyramid --impl student', () => {
  it('the_student_stubs_name_the_unfinished_model', async () => {
    const { code, err } = await play(['--impl', 'student', '--seed', '1'], ['q']);
    expect(code).toBe(1);
    expect(err).toMatch(
      new RegExp(
        'activities/pyramid/01-model/BasicPyramidSolitaire\\.ts:\\d+:\\d+: ' +
          'BasicPyramidSolitaire( constructor|\\.\\w+) ' +
          'is not written yet\\. Finish stage pyramid/01, or use --impl reference\\.',
      ),
    );
  });

  it('view_before_stage_02_is_written_says_so_in_one_line_and_the_game_goes_on', async () => {
    const dir = studentWith(['pyramid/02-view']);
    const { code, out, err } = await play(['--impl', 'student', '--dir', dir, '--seed', '5'], ['view', 'dd 1', 'q']);
    expect(err).toBe('');
    expect(code).toBe(0);
    const said = out.split('\n').filter((line) => line.includes('not written yet'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(
      new RegExp(
        '^> \\S*pyramid/02-view/PyramidSolitaireTextualView\\.ts:\\d+:\\d+: ' +
          'PyramidSolitaireTextualView( constructor|\\.toString) is not written yet\\. Finish stage pyramid/02\\.$',
      ),
    );
    // The game went on: the next command was played, and q ended it.
    expect(out.split('\n').filter((line) => line.startsWith('Draw cards:'))).toHaveLength(2);
    expect(out).toMatch(/Goodbye\. Score: \d+\.\n$/);
  });

  it('a_missing_student_file_is_named', async () => {
    const { code, err } = await play(['--impl', 'student', '--dir', fakeKit({})], ['q']);
    expect(code).toBe(1);
    expect(err).toMatch(/pyramid\/01-model\/BasicPyramidSolitaire\.ts does not exist\. Finish stage pyramid\/01 first/);
  });
});
