import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import { KIT_ROOT } from '../../cli/context.ts';
import { ElevensBoard, SeededRandom, shortLabel, TensBoard, ThirteensBoard } from '../../../solutions/elevens/index.ts';
import { create as elevensDriver, type ElevensView, type ReplaceResult } from '../../games/elevens/driver.ts';
import { RULES } from '../../games/elevens/rules.ts';
import { formatTable } from '../../games/elevens/terminal.ts';
import { discoverGames } from '../../games/registry.ts';
import { listActivities } from '../../src/kit/activities.ts';
import { assembleSubmission, type Recipe } from '../../src/intake/assemble.ts';
import { fakeKit, studentLab, testContext } from '../support.ts';
import { seedWhere } from './elevensSeeds.ts';

async function play(args: string[], lines: string[], overrides = {}) {
  const ctx = testContext(lines, overrides);
  const code = await main(['play', ...args], ctx);
  return { code, out: ctx.stdout.text, err: ctx.stderr.text };
}

type Board = ElevensBoard | ThirteensBoard | TensBoard;

/** A board's table as the terminal prints it. */
function tableOf(board: Board): string {
  const places = Array.from({ length: board.size() }, (_, k) => {
    const card = board.cardAt(k);
    if (card === null) return null;
    const label = shortLabel({ rank: card.rank(), suit: card.suit() });
    return { label, rank: '', suit: '♠' as const, red: false };
  });
  return formatTable({ places, deckSize: board.deckSize() }, (card) => card?.label ?? '--');
}

describe('cardlab play elevens', () => {
  it('prints the seed, the command that replays it, the table with places and labels, the deck count', async () => {
    const { code, out, err } = await play(['elevens', '--seed', '5'], ['q']);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('Elevens (seed 5; `cardlab play elevens --seed 5` replays this deal)');
    expect(out).toContain(tableOf(new ElevensBoard(new SeededRandom(5))));
    expect(out).toContain('Cards left in the deck: 43\n');
  });

  it('writes a table as `k: label` entries two spaces apart, on two lines past ten places', () => {
    const face = (label: string) => ({ label, rank: '', suit: '♠' as const, red: false });
    const nine = ['K♠', '10♦', 'J♣', '2♣', '2♥', '9♦', '3♥', '5♠', '5♦'].map(face);
    expect(formatTable({ places: nine, deckSize: 43 }, (card) => card?.label ?? '--')).toBe(
      '0: K♠  1: 10♦  2: J♣  3: 2♣  4: 2♥  5: 9♦  6: 3♥  7: 5♠  8: 5♦\nCards left in the deck: 43\n',
    );
    const spades = [...['A♠', '2♠', '3♠', '4♠', '5♠', '6♠', '7♠', '8♠', '9♠', '10♠', 'J♠', 'Q♠'], null];
    const thirteen = spades.map((label) => (label ? face(label) : null));
    expect(formatTable({ places: thirteen, deckSize: 0 }, (card) => card?.label ?? '--')).toBe(
      '0: A♠  1: 2♠  2: 3♠  3: 4♠  4: 5♠  5: 6♠  6: 7♠\n' +
        '7: 8♠  8: 9♠  9: 10♠  10: J♠  11: Q♠  12: --\nCards left in the deck: 0\n',
    );
  });

  it('removes a legal group and deals new cards into its places', async () => {
    const { seed, moves } = seedWhere((found) => found.length >= 2);
    const twin = new ElevensBoard(new SeededRandom(seed));
    const { code, out } = await play(['elevens', '--seed', String(seed)], [moves[0]!.join(' '), 'q']);
    twin.replaceSelectedCards(moves[0]!);
    expect(code).toBe(0);
    expect(out).toContain(tableOf(twin));
    expect(out).not.toContain('this game is lost');
  });

  it('refuses an illegal group, says the rule, and leaves the table as it was', async () => {
    const board = new ElevensBoard(new SeededRandom(5));
    const illegal = [0, 1, 2].find((k) => !board.isLegal([k, k + 1]))!;
    const { out } = await play(['elevens', '--seed', '5'], [`${illegal} ${illegal + 1}`, 'q']);
    const labels = tableOf(board)
      .split('\n')[0]!
      .split('  ')
      .map((entry) => entry.split(': ')[1]);
    expect(out).toContain(`${labels[illegal]} ${labels[illegal + 1]} cannot be removed. ${RULES.elevens.rule}`);
    expect(out.match(/Cards left in the deck: 43/g)).toHaveLength(1);
  });

  it('explains bad input and lets the game go on', async () => {
    const { code, out } = await play(['elevens', '--seed', '5'], ['two three', '0 99', '4 4', '-1', ' , ', 'q']);
    expect(code).toBe(0);
    expect(out).toContain('"two" is not a place number.');
    expect(out).toContain('There is no place 99: the places are 0 to 8.');
    expect(out).toContain('Place 4 was chosen twice.');
    expect(out).toContain('"-1" is not a place number.');
    expect(out).toContain('> Type the places of the cards to remove (e.g. 0 4)');
    expect(out).not.toContain('cannot be removed');
    expect(out).toContain('Goodbye. Games won: 0, lost: 0.');
  });

  it('shows the rules of the game with h, and the table again under them; t shows the table again', async () => {
    const { out } = await play(['thirteens', '--seed', '3'], ['h', 'q']);
    expect(out).toContain(RULES.thirteens.rules.join('\n'));
    expect(out).toContain('or remove a king by itself.');
    const table = tableOf(new ThirteensBoard(new SeededRandom(3)));
    expect(out.slice(out.indexOf('or remove a king by itself.'))).toContain(table);
    const again = await play(['thirteens', '--seed', '3'], ['99', 't', 'q']);
    expect(again.out.slice(again.out.indexOf('There is no place 99'))).toContain(table);
  });

  it('restarts with r on a new seeded deal whose seed is printed and replays it', async () => {
    const { out } = await play(['tens', '--seed', '8'], ['r', 'q']);
    const seed = /New game \(seed (\d+); `cardlab play tens --seed \1` replays this deal\)\./.exec(out)?.[1];
    expect(seed, out).toBeDefined();
    expect(out).toContain(`replays this deal).\n${tableOf(new TensBoard(new SeededRandom(Number(seed))))}`);
    const again = await play(['tens', '--seed', seed!], ['q']);
    expect(again.out).toContain(tableOf(new TensBoard(new SeededRandom(Number(seed)))));
  });

  it('deals the same sequence of new games in every session started with the same seed', async () => {
    const first = await play(['thirteens', '--seed', '3'], ['r', 'restart', 'q']);
    const second = await play(['thirteens', '--seed', '3'], ['r', 'restart', 'q']);
    expect(second.out).toBe(first.out);
    const seeds = [...first.out.matchAll(/New game \(seed (\d+);/g)].map((match) => Number(match[1]));
    expect(new Set([3, ...seeds]).size, first.out).toBe(3);
    expect(first.out).toContain(tableOf(new ThirteensBoard(new SeededRandom(seeds[1]!))));
  });

  it('stops reading at q, and ends cleanly when the input ends', async () => {
    const quit = await play(['elevens', '--seed', '5'], ['q', 'h']);
    expect(quit.out.trimEnd().endsWith('Goodbye. Games won: 0, lost: 0.')).toBe(true);
    const ended = await play(['elevens', '--seed', '5'], []);
    expect(ended.err).toBe('');
    expect(ended.code).toBe(0);
    expect(ended.out.trimEnd().endsWith('Input ended. Goodbye.')).toBe(true);
  });

  it('colours hearts and diamonds red only when colour is on', async () => {
    const colored = await play(['elevens', '--seed', '5'], ['q'], { color: true });
    const plain = await play(['elevens', '--seed', '5'], ['q']);
    expect(colored.out).toMatch(/\u001b\[31m(10|[2-9AJQK])[♥♦]\u001b\[39m/);
    expect(colored.out).not.toMatch(/\u001b\[31m(10|[2-9AJQK])[♠♣]/);
    expect(plain.out).not.toContain('\u001b[');
  });
});

describe('an Elevens game played to its end', () => {
  it('is won when every card is removed, and counted', async () => {
    const { seed, moves } = seedWhere((_, board) => board.gameIsWon());
    const { out } = await play(['elevens', '--seed', String(seed)], [...moves.map((move) => move.join(' ')), 'q']);
    expect(out).toContain('You won! Every card is off the table. Type y for a new game or q to quit.');
    expect(out).toContain('Goodbye. Games won: 1, lost: 0.');
  });

  it('is lost when no group is left, and y deals a new game', async () => {
    const { seed, moves } = seedWhere((found, board) => found.length === 1 && !board.gameIsWon());
    const { out } = await play(['elevens', '--seed', String(seed)], [moves[0]!.join(' '), 'x', 'y', 'q']);
    expect(out).toContain('No group can be removed any more: this game is lost. Type y for a new game or q to quit.');
    // After a loss only y, q and h mean something.
    expect(out).toContain('> Type y for a new game or q to quit.\n');
    expect(out).toMatch(/> New game \(seed \d+;/);
    // The new deal is random: it may be lost at once too.
    expect(out).toMatch(/Goodbye\. Games won: 0, lost: [12]\./);
  });

  it('is lost at once when the deal has no group', async () => {
    const { seed } = seedWhere((found) => found.length === 0);
    const { out } = await play(['elevens', '--seed', String(seed)], ['n']);
    expect(out).toContain('No group can be removed from this deal: the game is lost.');
    expect(out).toContain('Goodbye. Games won: 0, lost: 1.');
  });

  it('counts wins and games across new deals in the driver, as the lab GUI shows them', () => {
    const { seed, moves } = seedWhere((_, board) => board.gameIsWon());
    const driver = elevensDriver({ ElevensBoard, ThirteensBoard, TensBoard }, { game: 'elevens', seed });
    for (const move of moves) expect((driver.replace!(move) as ReplaceResult).removed).toBe(true);
    const won = driver.view!() as ElevensView;
    expect([won.state, won.gamesWon, won.gamesPlayed, won.deckSize]).toEqual(['won', 1, 1, 0]);
    expect((driver.replace!([0]) as ReplaceResult).refusal).toBe('This game is over: start a new one.');
    const next = driver.newGame!(seed + 1) as ElevensView;
    expect([next.seed, next.gamesWon, next.gamesPlayed]).toEqual([seed + 1, 1, next.state === 'playing' ? 1 : 2]);
  });
});

describe('play: games, options and implementations', () => {
  it('rejects an unknown game, a bad seed, an option of another game and a bad --impl', async () => {
    // Every game of the kit is offered, whichever labs it has.
    const names = (await discoverGames(KIT_ROOT)).games.map((game) => game.name);
    expect((await play(['solitaire'], [])).err).toContain(
      `unknown game "solitaire": choose one of ${names.join(', ')}\n`,
    );
    expect((await play(['tens', '--seed', 'x'], [])).err).toContain('--seed must be a whole number, got "x"');
    expect((await play(['tens', '--rows', '3'], [])).err).toContain('--rows does not apply to tens (it takes --seed)');
    const impl = await play(['tens', '--impl', 'teacher'], []);
    expect(impl.code).toBe(2);
    expect(impl.err).toContain('--impl must be reference or student, got "teacher"');
    expect(impl.out).toBe('');
  });

  it("names the student's missing file and what to do", async () => {
    const { code, err, out } = await play(['thirteens', '--impl', 'student', '--dir', fakeKit({})], ['q']);
    expect(code).toBe(1);
    expect(err).toMatch(
      /ThirteensBoard\.ts does not exist\. Finish stage elevens\/10 first, or use --impl reference\./,
    );
    expect(out).toBe('');
  });

  it("turns a TODO thrown by the student's board into a message naming the method, file and line", async () => {
    const dir = studentLab('elevens', {
      'elevens/09-elevens-board/ElevensBoard.ts': (text) =>
        text.replace(
          /(isLegal\(selectedCards: readonly number\[\]\): boolean \{)/,
          "$1 throw new Error('TODO: isLegal');",
        ),
    });
    const line =
      readFileSync(path.join(dir, 'elevens/09-elevens-board/ElevensBoard.ts'), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('TODO: isLegal')) + 1;
    const { code, err } = await play(['elevens', '--impl', 'student', '--seed', '5', '--dir', dir], ['0 1']);
    expect(code).toBe(1);
    expect(err).toMatch(
      new RegExp(
        `ElevensBoard\\.ts:${line}:\\d+: ElevensBoard\\.isLegal is not written yet \\("TODO: isLegal"\\)\\. Finish stage elevens/09`,
      ),
    );
  });

  it("blames the student's file that failed, not the board: an unfinished shuffle of stage 03", async () => {
    const activities = listActivities(KIT_ROOT, 'elevens');
    const recipe = Object.fromEntries(
      activities.map((a) => [a.id, a.id === 'elevens/03-shuffler' ? 'stub' : 'reference']),
    ) as Recipe;
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cardlab-play-')), 'work');
    assembleSubmission(KIT_ROOT, activities, recipe, dir);
    const { code, err } = await play(['elevens', '--impl', 'student', '--dir', dir], ['q']);
    expect(code).toBe(1);
    expect(err).toMatch(
      /elevens\/03-shuffler\/Shuffler\.ts:\d+:\d+: selectionShuffle is not written yet\. Finish stage elevens\/03/,
    );
    expect(err).not.toContain('ElevensBoard.ts');
  });

  it("plays on the student's board exactly as on the reference when it is correct", async () => {
    const dir = studentLab('elevens');
    const { seed, moves } = seedWhere((found) => found.length >= 3);
    const lines = [...moves.slice(0, 3).map((move) => move.join(' ')), '0 1', 'h', 'q'];
    const student = await play(['elevens', '--impl', 'student', '--seed', String(seed), '--dir', dir], lines);
    const reference = await play(['elevens', '--seed', String(seed)], lines);
    expect(student.err).toBe('');
    expect(student.out.replace(/ --impl student --dir [^\s`]+/, '')).toBe(reference.out);
  });
});
