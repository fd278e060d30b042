import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import { ElevensBoard, RANKS, SUITS, SeededRandom, TensBoard, ThirteensBoard, riggedRandom } from '../../../solutions/elevens/index.ts';
import { GAMES } from '../../games/boards.ts';
import { formatTable, runPlaySession } from '../../games/playSession.ts';
import { Capture, fakeKit, REFERENCE_API, testContext } from '../support.ts';

async function play(args: string[], lines: string[], overrides = {}) {
  const ctx = testContext(lines, overrides);
  const code = await main(['play', ...args], ctx);
  return { code, out: ctx.stdout.text, err: ctx.stderr.text };
}

/** The next play the reference would make on an Elevens board (places), or [] when there is none. */
function nextElevensPlay(board: ElevensBoard): number[] {
  const onTable = board.cardIndexes();
  const pair = board.findPairSum11(onTable);
  return pair.length > 0 ? pair : board.findJQK(onTable);
}

/** The first seed from 1 on whose Elevens deal allows a play after which the game goes on. */
function seedWithTwoPlays(): number {
  for (let seed = 1; ; seed++) {
    const board = new ElevensBoard(new SeededRandom(seed));
    const first = nextElevensPlay(board);
    if (first.length === 0) continue;
    board.replaceSelectedCards(first);
    if (board.anotherPlayIsPossible()) return seed;
  }
}

/** A full Elevens deal, in dealing order, that the reference's way of playing wins. */
const WINNING_DEAL = [
  'A♠', '4♠', '10♣', '9♦', 'K♥', '7♥', '9♥', 'J♠', 'Q♥', '6♦', '6♣', '7♠', '5♦', '8♥', '8♠', 'A♥', '3♣', '6♥', '10♦',
  '7♦', 'Q♦', '2♦', '6♠', '5♠', '3♦', '4♣', '2♥', '8♣', '2♠', 'K♦', 'K♠', 'J♦', '10♥', 'J♣', 'Q♠', '3♥', '5♣', 'K♣',
  '3♠', 'A♣', '4♦', '9♣', '8♦', '2♣', '4♥', 'A♦', '9♠', '7♣', '5♥', 'Q♣', '10♠', 'J♥',
];
/** One 11-pair (places 0 and 1); the two cards dealt after it leave no play. */
const LOSING_DEAL = ['A♠', '10♠', '2♠', '3♠', '4♠', 'J♠', 'Q♠', '2♥', '3♥', '4♥', '5♥'];

describe('cardlab play', () => {
  it('prints the seed, the table with places and short labels, and the deck count', async () => {
    const { code, out, err } = await play(['elevens', '--seed', '5'], ['q']);
    const twin = new ElevensBoard(new SeededRandom(5));
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('Elevens (seed 5; replay this deal with --seed 5)');
    expect(out).toContain(formatTable(twin));
    expect(out).toContain('Cards left in the deck: 43\n');
  });

  it('writes a table as `k: label` entries two spaces apart', () => {
    const board = new ElevensBoard(riggedRandom(RANKS, SUITS, ['K♠', '10♦', 'J♣', '2♣', '2♥', '9♦', '3♥', '5♠', '5♦']));
    expect(formatTable(board)).toBe('0: K♠  1: 10♦  2: J♣  3: 2♣  4: 2♥  5: 9♦  6: 3♥  7: 5♠  8: 5♦\nCards left in the deck: 43\n');
    const tens = new TensBoard(riggedRandom(RANKS, SUITS, ['A♠', '2♠', '3♠', '4♠', '5♠', '6♠', '7♠', '8♠', '9♠', '10♠', 'J♠', 'Q♠', 'K♠']));
    expect(formatTable(tens)).toBe('0: A♠  1: 2♠  2: 3♠  3: 4♠  4: 5♠  5: 6♠  6: 7♠\n7: 8♠  8: 9♠  9: 10♠  10: J♠  11: Q♠  12: K♠\nCards left in the deck: 39\n');
  });

  it('removes a legal group and deals new cards into its places', async () => {
    const seed = seedWithTwoPlays();
    const twin = new ElevensBoard(new SeededRandom(seed));
    const move = nextElevensPlay(twin);
    const { code, out } = await play(['elevens', '--seed', String(seed)], [move.join(' '), 'q']);
    twin.replaceSelectedCards(move);
    expect(code).toBe(0);
    expect(out).toContain(formatTable(twin));
    expect(out).toContain('Cards left in the deck: 41\n');
    expect(out).not.toContain('this game is lost');
  });

  it('refuses an illegal group, says the rule, and leaves the table as it was', async () => {
    const board = new ElevensBoard(riggedRandom(RANKS, SUITS, ['K♠', '10♦', 'J♣', '2♣', '2♥', '9♦', '3♥', '5♠', '5♦']));
    const output = new Capture();
    const input = testContext(['0 1', '6 7', 'q']).stdin;
    await runPlaySession({ game: GAMES.elevens, board, input, output });
    expect(output.text).toContain('K♠ 10♦ cannot be removed. In Elevens you may remove two cards worth 11 together, or a jack, a queen and a king.');
    expect(output.text).toContain('3♥ 5♠ cannot be removed.');
    expect(output.text).not.toContain('deck: 42');
    expect(board.deckSize()).toBe(43);
  });

  it('explains bad input and lets the game go on', async () => {
    const { code, out } = await play(['elevens', '--seed', '5'], ['two three', '0 99', '4 4', '-1', ' , ', 'q']);
    expect(code).toBe(0);
    expect(out).toContain('"two" is not a place number.');
    expect(out).toContain('There is no place 99: the places are 0 to 8.');
    expect(out).toContain('Place 4 was typed twice.');
    expect(out).toContain('"-1" is not a place number.');
    expect(out).toContain('> Type the places of the cards to remove (e.g. 0 4)');
    expect(out).not.toContain('cannot be removed');
    expect(out).toContain('Goodbye. Games won: 0, lost: 0.');
  });

  it('shows the rules of the game with h', async () => {
    const { out } = await play(['thirteens', '--seed', '3'], ['h', 'q']);
    expect(out).toContain(GAMES.thirteens.rules.join('\n'));
    expect(out).toContain('or remove a king by itself.');
  });

  it('restarts with r: a new deal from the same random stream', async () => {
    const { out } = await play(['tens', '--seed', '8'], ['r', 'q']);
    const twin = new TensBoard(new SeededRandom(8));
    twin.newGame();
    expect(out).toContain(`New game.\n${formatTable(twin)}`);
  });

  it('stops reading at q', async () => {
    const { code, out } = await play(['elevens', '--seed', '5'], ['q', 'h']);
    expect(code).toBe(0);
    expect(out.trimEnd().endsWith('Goodbye. Games won: 0, lost: 0.')).toBe(true);
    expect(out).not.toContain(GAMES.elevens.rules[0]);
  });

  it('ends cleanly when the input ends', async () => {
    const { code, out, err } = await play(['elevens', '--seed', '5'], []);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out.trimEnd().endsWith('Input ended. Goodbye.')).toBe(true);
  });

  it('colours hearts and diamonds red only when colour is on', async () => {
    const board = new ElevensBoard(riggedRandom(RANKS, SUITS, ['K♠', '10♦', 'J♣', '2♣', '2♥', '9♦', '3♥', '5♠', '5♦']));
    expect(formatTable(board, true)).toContain('0: K♠  1: \u001b[31m10♦\u001b[39m  2: J♣');
    const colored = await play(['elevens', '--seed', '5'], ['q'], { color: true });
    const plain = await play(['elevens', '--seed', '5'], ['q']);
    expect(colored.out).toContain('\u001b[31m');
    expect(plain.out).not.toContain('\u001b[');
  });

  it('removes a king on its own in Thirteens', async () => {
    const board = new ThirteensBoard(riggedRandom(RANKS, SUITS, ['2♠', 'K♥', '3♠', '4♠', '5♠', '6♠', '7♠', '8♠', '9♠', '10♠', 'A♣']));
    const output = new Capture();
    await runPlaySession({ game: GAMES.thirteens, board, input: testContext(['1', 'q']).stdin, output });
    expect(output.text).toContain('0: 2♠  1: A♣  2: 3♠');
    expect(output.text).not.toContain('cannot be removed');
  });
});

describe('a rigged game played to its end', () => {
  it('is won when every card is removed, then q quits', async () => {
    const board = new ElevensBoard(riggedRandom(RANKS, SUITS, WINNING_DEAL));
    const twin = new ElevensBoard(riggedRandom(RANKS, SUITS, WINNING_DEAL));
    const lines: string[] = [];
    let emptyChecked = false;
    for (let move = nextElevensPlay(twin); move.length > 0; move = nextElevensPlay(twin)) {
      const empty = [...Array(twin.size()).keys()].find((k) => twin.cardAt(k) === null);
      if (empty !== undefined && !emptyChecked) {
        // Once the deck is empty, places stay empty: choosing one must be refused.
        lines.push(`${empty} ${move[0]}`);
        emptyChecked = true;
      }
      // The session replaces cards in place order, whatever order the places were found or typed in.
      move.sort((a, b) => a - b);
      lines.push(move.join(' '));
      twin.replaceSelectedCards(move);
    }
    expect(twin.gameIsWon(), 'the rigged deal must be a won game').toBe(true);
    const output = new Capture();
    const summary = await runPlaySession({ game: GAMES.elevens, board, input: testContext([...lines, 'q']).stdin, output });
    expect(summary).toEqual({ won: 1, lost: 0 });
    expect(emptyChecked).toBe(true);
    expect(output.text).toMatch(/Place \d is empty\./);
    expect(output.text).toContain('You won! Every card is off the table. Type y for a new game or q to quit.');
    expect(output.text).toContain('Goodbye. Games won: 1, lost: 0.');
  });

  it('is lost when no group is left, shows the table, then y starts a new game', async () => {
    const board = new ElevensBoard(riggedRandom(RANKS, SUITS, LOSING_DEAL));
    const output = new Capture();
    const summary = await runPlaySession({ game: GAMES.elevens, board, input: testContext(['0 1', '2 3', 'q']).stdin, output });
    expect(output.text).toContain('0: 4♥  1: 5♥  2: 2♠  3: 3♠  4: 4♠  5: J♠  6: Q♠  7: 2♥  8: 3♥\nCards left in the deck: 41\nNo group can be removed any more: this game is lost.');
    // After a loss only y, q and h mean something.
    expect(output.text).toContain('> Type y for a new game or q to quit.\n');
    expect(output.text).toContain('Goodbye. Games won: 0, lost: 1.');
    expect(summary).toEqual({ won: 0, lost: 1 });
  });

  it('offers a new game after a loss, and y deals one', async () => {
    // Seed 5 deals an Elevens table with exactly one play, after which the game is lost.
    const twin = new ElevensBoard(new SeededRandom(5));
    const move = nextElevensPlay(twin).sort((a, b) => a - b);
    twin.replaceSelectedCards(move);
    expect(twin.anotherPlayIsPossible(), 'seed 5 must lose after one play').toBe(false);
    const { out } = await play(['elevens', '--seed', '5'], [move.join(' '), 'y', 'q']);
    twin.newGame();
    expect(out).toContain('this game is lost. Type y for a new game or q to quit.\n> New game.\n' + formatTable(twin));
    expect(out).toContain('Goodbye. Games won: 0, lost: 1.');
  });

  it('is lost at once when the deal has no group', async () => {
    const board = new ElevensBoard(riggedRandom(RANKS, SUITS, ['A♠', '2♠', '3♠', '4♠', '5♠', 'J♠', 'Q♠', '2♥', '3♥']));
    const output = new Capture();
    const summary = await runPlaySession({ game: GAMES.elevens, board, input: testContext(['n']).stdin, output });
    expect(output.text).toContain('No group can be removed from this deal: the game is lost.');
    expect(summary).toEqual({ won: 0, lost: 1 });
  });
});

describe('play argument errors and --impl student', () => {
  it('rejects an unknown game, a bad seed and a bad --impl', async () => {
    expect((await play(['solitaire'], [])).err).toContain('unknown game "solitaire": choose one of elevens, thirteens, tens');
    expect((await play(['tens', '--seed', 'x'], [])).err).toContain('--seed must be a whole number, got "x"');
    const impl = await play(['tens', '--impl', 'teacher'], []);
    expect(impl.code).toBe(2);
    expect(impl.err).toContain('--impl must be reference or student, got "teacher"');
    expect(impl.out).toBe('');
  });

  it("names the student's missing file and what to do", async () => {
    const { code, err, out } = await play(['thirteens', '--impl', 'student'], ['q'], { kitRoot: fakeKit({}) });
    expect(code).toBe(2);
    expect(err).toContain('activities/elevens/10-thirteens-tens/ThirteensBoard.ts does not exist. Finish stage elevens/10 first, or use --impl reference.');
    expect(out).toBe('');
  });

  it("turns a TODO thrown by the student's board during play into a clear message", async () => {
    const kit = fakeKit({
      'activities/elevens/09-elevens-board/ElevensBoard.ts': [
        `import { ElevensBoard as Reference } from '${REFERENCE_API}';`,
        "export class ElevensBoard extends Reference { override isLegal(): boolean { throw new Error('TODO: isLegal'); } }",
      ].join('\n'),
    });
    const { code, err } = await play(['elevens', '--impl', 'student', '--seed', '5'], ['0 1'], { kitRoot: kit });
    expect(code).toBe(2);
    expect(err).toContain('ElevensBoard.isLegal() is not written yet ("TODO: isLegal"). Finish stage elevens/09 and the earlier stages it builds on');
  });

  it("plays on the student's board when it is there", async () => {
    const kit = fakeKit({ 'activities/elevens/09-elevens-board/ElevensBoard.ts': `export { ElevensBoard } from '${REFERENCE_API}';\n` });
    const student = await play(['elevens', '--impl', 'student', '--seed', '21'], ['0 1', 'r', 'q'], { kitRoot: kit });
    const reference = await play(['elevens', '--seed', '21'], ['0 1', 'r', 'q']);
    expect(student.err).toBe('');
    expect(student.out).toBe(reference.out);
  });
});
