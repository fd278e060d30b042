import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import { asClause, whyRefused } from '../../games/klondike/refusals.ts';
import { fakeKit, testContext } from '../support.ts';
import {
  CONGRATULATIONS,
  PROMPT,
  SeededRandom,
  Solitaire,
  SolitaireCUI,
  UNKNOWN_COMMAND,
  WELCOME,
} from '../../../solutions/klondike/index.ts';
import wonGame from '../../../fixtures/klondike/won-game.json' with { type: 'json' };

async function play(lines: string[], args: string[] = []) {
  const ctx = testContext(lines);
  const code = await main(['play', 'klondike', ...args], ctx);
  return { code, out: ctx.stdout.text, err: ctx.stderr.text };
}

/** What the lab's own command-line game writes for these lines on the deal of a seed. */
async function cuiOutput(seed: number, lines: string[]): Promise<string> {
  let output = '';
  await new SolitaireCUI(lines.map((line) => `${line}\n`).join(''), {
    write: (text: string) => (output += text),
  }).startGame(new Solitaire(new SeededRandom(seed)));
  return output;
}

/** The terminal game's output from the lab's welcome line on (the lines before it are the kit's). */
const fromWelcome = (text: string) => text.slice(text.indexOf(WELCOME));

describe('cardlab play klondike', () => {
  it('the_fixture_game_is_won_with_the_congratulation', async () => {
    expect(wonGame.schema).toBe('klondike-won-game');
    const { out } = await play(wonGame.commands, ['--seed', String(wonGame.seed)]);
    expect(out).toContain(`seed ${wonGame.seed}`);
    expect(out).not.toContain('Invalid move.');
    expect(out).toContain('Card Stacks : HeartK ClubK SpadeK DiamondK\n');
    expect(out.endsWith(`${CONGRATULATIONS}\n`)).toBe(true);
    expect(out).not.toContain('The input ended');
  });

  it('the_screen_is_exactly_the_one_the_labs_command_line_game_writes', async () => {
    const lines = [...wonGame.commands.slice(0, 40), 'Send Heart5', 'Link SpadeK 9', 'fly away', 'DrawCard', 'Quit'];
    const { out } = await play(lines, ['--seed', String(wonGame.seed)]);
    expect(fromWelcome(out)).toBe(await cuiOutput(wonGame.seed, lines));
  });

  it('the_last_command_of_the_fixture_is_the_winning_one', async () => {
    const { out } = await play(wonGame.commands.slice(0, -1), ['--seed', String(wonGame.seed)]);
    expect(out).not.toContain(CONGRATULATIONS);
    expect(out).toContain(
      `The input ended before the game was over (\`cardlab play klondike --seed ${wonGame.seed}\` deals it again).`,
    );
  });

  it('a_seed_is_chosen_and_printed_when_none_is_given_and_replays_the_deal', async () => {
    const first = await play(['Quit']);
    const seed = /Klondike Solitaire, seed (\d+) \(`cardlab play klondike --seed \1` replays this deal\)/.exec(
      first.out,
    )?.[1];
    expect(seed, first.out).toBeDefined();
    const again = await play(['Quit'], ['--seed', seed!]);
    expect(fromWelcome(again.out)).toBe(fromWelcome(first.out));
  });

  it('input_that_ends_early_ends_cleanly', async () => {
    const { code, out } = await play([], ['--seed', '1']);
    expect(code).toBe(0);
    expect(out).toContain(PROMPT);
    expect(out).toContain('The input ended before the game was over');
  });

  it('an_unknown_command_gets_the_labs_message', async () => {
    const { out } = await play(['Fly away', 'Quit'], ['--seed', '1']);
    expect(out).toContain(`${UNKNOWN_COMMAND} ${PROMPT}`);
    expect(out).not.toContain('The input ended');
  });

  it('why_explains_the_last_refused_command_without_changing_the_screen', async () => {
    const { out } = await play(['Send Heart5', 'why', 'DeckTo 3', 'why', 'DrawCard', 'why', 'Quit'], ['--seed', '1']);
    expect(out).toContain(
      `Invalid move. ${PROMPT}"Send Heart5" was refused: the Heart stack is empty: it starts with HeartA.\n${PROMPT}`,
    );
    expect(out).toContain('"DeckTo 3" was refused: no card of the deck is open: DrawCard opens one.');
    expect(out).toContain('No command has been refused since the last move.');
  });

  it('restart_deals_a_new_seeded_game_whose_seed_replays_it', async () => {
    const { out } = await play(['restart', 'Quit'], ['--seed', '1']);
    const seed = /New deal: seed (\d+) \(`cardlab play klondike --seed \1` deals it again\)\./.exec(out)?.[1];
    expect(seed, out).toBeDefined();
    const fresh = await cuiOutput(Number(seed), ['Quit']);
    const screen = fresh.slice(WELCOME.length + 1, fresh.indexOf(PROMPT) + PROMPT.length);
    expect(out).toContain(`deals it again).\n${screen}`);
  });

  it('why_keeps_the_capitals_of_a_card_or_a_quoted_command_after_the_colon', async () => {
    const { out } = await play(['Link Spade9 3', 'why', 'Jump', 'why', 'Quit'], ['--seed', '1']);
    expect(out).toContain(
      '"Link Spade9 3" was refused: Spade9 is not an open card of any list: only open cards of the lists can be linked.',
    );
    expect(out).toContain('"Jump" was refused: "Jump" is not a command: the commands are DrawCard,');
  });

  it('a_seeded_session_deals_the_same_sequence_of_new_deals_every_time', async () => {
    const lines = ['Restart', 'restart', 'Quit'];
    const first = await play(lines, ['--seed', '3']);
    const second = await play(lines, ['--seed', '3']);
    expect(second.out).toBe(first.out);
    const seeds = [...first.out.matchAll(/New deal: seed (\d+) /g)].map((match) => match[1]);
    expect(seeds).toHaveLength(2);
    expect(new Set([...seeds, '3']).size, first.out).toBe(3);
  });

  it('the_student_stubs_name_the_unfinished_file_and_stage', async () => {
    const { code, err } = await play(['Quit'], ['--impl', 'student', '--seed', '1']);
    expect(code).toBe(1);
    expect(err).toMatch(
      /04-solitaire\/Solitaire\.ts:\d+:\d+: Solitaire constructor is not written yet\. Finish stage klondike\/04, or/,
    );
  });

  it('a_missing_student_file_is_named', async () => {
    const { code, err } = await play(['Quit'], ['--impl', 'student', '--dir', fakeKit({})]);
    expect(code).toBe(1);
    expect(err).toMatch(/klondike\/04-solitaire\/Solitaire\.ts does not exist\. Finish stage klondike\/04 first/);
  });
});

describe('why a Klondike command is refused', () => {
  const table = {
    deckEmpty: false,
    openCard: 'Club6',
    stacks: [
      { suit: 'Heart', top: 'Heart3' },
      { suit: 'Club', top: 'Club2' },
      { suit: 'Spade', top: 'SpadeA' },
      { suit: 'Diamond', top: null },
    ],
    lists: [
      ['DiamondJ', 'ClubQ'],
      ['Diamond5', 'Club4', 'Diamond3'],
      [],
      ['Back', 'Back', 'Spade9', 'Heart8', 'Club7'],
      ['Back', 'Heart10'],
      ['Back', 'Diamond7'],
      ['Back', 'Heart4', 'Club3'],
    ],
  };
  const cases: [string, string | null][] = [
    ['DeckTo 6', null],
    ['DeckTo 2', 'Club6 cannot go on Diamond3 (list 2): only a 2 goes there.'],
    ['DeckTo 1', 'Club6 cannot go on ClubQ (list 1): a card goes on a card of the other colour.'],
    ['DeckTo 7', 'Club6 cannot go on Club3 (list 7): a card goes on a card of the other colour.'],
    ['DeckTo 3', 'Club6 cannot start list 3: only a king goes on an empty list.'],
    ['DeckTo 9', '"9" is not a list: the lists are numbered 1 to 7.'],
    ['Link Spade9 5', null],
    ['Link Spade9 6', 'Spade9 cannot go on Diamond7 (list 6): only a 6 goes there.'],
    ['Link Spade9 4', 'Spade9 is already in list 4.'],
    ['Link Heart8 2', 'Heart8 cannot go on Diamond3 (list 2): a card goes on a card of the other colour.'],
    ['Link Heart8 5', 'Heart8 cannot go on Heart10 (list 5): a card goes on a card of the other colour.'],
    ['Link Club7 5', 'Club7 cannot go on Heart10 (list 5): only a 9 goes there.'],
    ['Link Club6 5', "Club6 is the deck's open card: DeckTo 5 moves it to list 5."],
    ['Link Spade2 1', 'Spade2 is not an open card of any list: only open cards of the lists can be linked.'],
    ['Link Joker 1', '"Joker" is not a card: cards are written like Spade9, HeartA or Diamond10.'],
    ['Send Heart8', "Heart8 is not the last card of list 4: only a list's last card can be sent to a stack."],
    ['Send Diamond3', 'The Diamond stack is empty: it starts with DiamondA.'],
    ['Send Club6', 'The Club stack has Club2: the next card it takes is Club3.'],
    ['Send Spade2', "Spade2 is neither the last card of a list nor the deck's open card."],
    [
      'Jump',
      '"Jump" is not a command: the commands are DrawCard, DeckTo x, Link c x, Send c, Restart and Quit ' +
        '(x a list from 1 to 7, c a card such as Spade9).',
    ],
    ['DrawCard', null],
  ];
  for (const [command, reason] of cases) {
    it(`explains ${command}`, () => expect(whyRefused(table, command)).toBe(reason));
  }

  it('lower-cases the first word of a reason to follow a colon, but never a card or a command', () => {
    expect(asClause('The deck is empty.')).toBe('the deck is empty.');
    expect(asClause('No card of the deck is open: DrawCard opens one.')).toBe(
      'no card of the deck is open: DrawCard opens one.',
    );
    expect(asClause('An empty line is not a command.')).toBe('an empty line is not a command.');
    for (const kept of ['Spade9 is already in list 4.', 'HeartA cannot start list 3.', 'DrawCard opens one.', '"x"'])
      expect(asClause(kept)).toBe(kept);
  });

  it('allows sending the next card of a stack, from a list or the deck, and names a full stack', () => {
    expect(whyRefused(table, 'send club3')).toBeNull();
    const full = { ...table, stacks: [{ suit: 'Heart', top: 'HeartK' }, ...table.stacks.slice(1)], openCard: 'Heart5' };
    expect(whyRefused(full, 'Send Heart5')).toBe('The Heart stack is full.');
    expect(whyRefused({ ...table, deckEmpty: true, openCard: null }, 'DrawCard')).toBe(
      'The deck is empty: all its cards are in play.',
    );
  });
});
