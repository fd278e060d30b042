/**
 * A tiny game for a new lab, written as README's "Adding a game for a lab" says (index, driver, terminal shell and
 * page in `grader/games/<lab>/`), for a stage whose class is a `Scoreboard` keeping its player's name. The files,
 * by their path in the kit, for a test to write into a copy of the kit.
 */
export function scoreboardGame(lab: string, stage: string): Record<string, string> {
  const dir = `grader/games/${lab}`;
  return {
    [`${dir}/index.ts`]: `/** The ${lab} lab's game. */
import type { LabGames } from '../registry.ts';

export const games: LabGames = {
  lab: '${lab}',
  games: [
    {
      name: '${lab}',
      title: 'Keeping score',
      lab: '${lab}',
      driver: '${dir}/driver.ts',
      options: [
        { name: 'seed', description: 'the number of the player (one is chosen and shown when omitted)', min: 0, random: true },
      ],
      terminal: async () => (await import('./terminal.ts')).playScore,
      page: '${dir}/browser/page.ts',
    },
  ],
};
`,
    [`${dir}/driver.ts`]: `/** The ${lab} game's driver: a scoreboard of the lab's Scoreboard, for the player the seed numbers. */
import type { DriverCommands, JsonValue } from '../contract.ts';
import { optionsObject, wholeNumber } from '../driverInput.ts';

export const needs = {
  Scoreboard: { stage: '${stage}', file: 'Scoreboard.ts', export: 'Scoreboard' },
} as const;

export type ScoreView = { seed: number; player: string };

type ScoreboardClass = new (player: string) => { player(): string };

export function create(classes: Record<string, unknown>, options: JsonValue): DriverCommands {
  const seed = wholeNumber(optionsObject(options).seed, 'seed', { min: 0 });
  const board = new (classes.Scoreboard as ScoreboardClass)(\`player \${seed}\`);
  return { view: (): ScoreView => ({ seed, player: board.player() }) };
}
`,
    [`${dir}/terminal.ts`]: `/** The ${lab} game in a terminal: says whose scoreboard it is, until q or the end of the input. */
import type { TerminalShell } from '../registry.ts';
import { terminal } from '../terminal.ts';
import type { ScoreView } from './driver.ts';

export const playScore: TerminalShell = async (session, io, start) => {
  const t = terminal(io);
  const view = await session.call<ScoreView>('view');
  t.say(\`The scoreboard of \${view.player} (\\\`\${start.replay(start.values)}\\\` shows it again)\`);
  await t.play(async (line) => line.trim() === 'q' || undefined);
};
`,
    [`${dir}/browser/page.ts`]: `/** The ${lab} game in the browser: whose scoreboard it is. */
import { gameFrame } from '../../browser/chrome.ts';
import { GameClient, type PageSettings } from '../../browser/client.ts';
import { h, replace, settings } from '../../browser/dom.ts';
import type { ScoreView } from '../driver.ts';

const client = new GameClient(settings<PageSettings>());
const main = gameFrame(client);
client.onOpen = async () => {
  const view = await client.ask<ScoreView>('view');
  if (view) replace(main, h('p', {}, \`The scoreboard of \${view.player}\`));
};
void client.open();
`,
  };
}
