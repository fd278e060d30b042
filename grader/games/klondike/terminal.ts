/**
 * Klondike in a terminal: the lab's command-line game, its screen exactly as the handout pins it, played on the
 * lab's Solitaire. Two lines the lab's game does not know are answered here, around its screen: `why` explains the
 * last refused command, and `restart` deals a new game from the seed that follows the current one (seeds.ts), shown
 * so it can be dealt again.
 */
import type { TerminalShell } from '../registry.ts';
import { nextSeed } from '../seeds.ts';
import { terminal } from '../terminal.ts';
import type { CommandResult } from './driver.ts';
import { asClause } from './refusals.ts';

export const playKlondike: TerminalShell = async (session, io, start) => {
  const t = terminal(io);
  const replay = (seed: number) => start.replay({ ...start.values, seed });
  let { seed } = await session.call<{ seed: number }>('state');
  t.say(`Klondike Solitaire, seed ${seed} (\`${replay(seed)}\` replays this deal)`);
  t.say(
    'Type one command a line: DrawCard | DeckTo x | Link c x | Send c | Restart | Quit ' +
      '(x a list from 1 to 7, c a card such as Spade9).',
  );
  t.say('When a move is refused, type why to know the reason.');
  io.output.write(await session.call<string>('start'));
  const ended = async () => {
    const { seed: now } = await session.call<{ seed: number }>('state');
    return `\nThe input ended before the game was over (\`${replay(now)}\` deals it again).`;
  };
  await t.play(
    async (line) => {
      const word = line.trim().toLowerCase();
      if (word === 'why') {
        const last = await session.call<{ command: string; reason: string } | null>('why');
        t.say(
          last === null
            ? 'No command has been refused since the last move.'
            : `"${last.command}" was refused: ${asClause(last.reason)}`,
        );
        io.output.write(await session.call<string>('prompt'));
      } else if (word === 'restart') {
        // The new seed follows the current one (seeds.ts), so a seeded session replays its sequence of deals.
        seed = nextSeed(seed);
        await session.call('restart', seed);
        t.say(`New deal: seed ${seed} (\`${replay(seed)}\` deals it again).`);
        io.output.write(`${await session.call<string>('screen')}${await session.call<string>('prompt')}`);
      } else {
        const result = await session.call<CommandResult>('command', line);
        io.output.write(result.text);
        return result.ended;
      }
    },
    { prompt: '', ended },
  );
};
