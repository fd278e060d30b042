import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { main } from '../../cli/main.ts';
import { GameOptionError, parseGameOptions } from '../../games/options.ts';
import { discoverGames } from '../../games/registry.ts';
import { openSession } from '../../games/session.ts';
import { listLabs } from '../../src/kit/activities.ts';
import { kitPaths } from '../../src/kit/kit.ts';
import { fakeKit, testContext } from '../support.ts';

const catalog = await discoverGames(KIT_ROOT);
const labs = [...new Set(catalog.games.map((game) => game.lab))];

// Nothing here names a lab or a game: these are facts of every game the kit has, and a new lab's game is held to
// them without a line added (a lab need not have a game: README, "Adding a game for a lab").
describe('the games, found per lab', () => {
  it('every game belongs to a lab of the kit, each name is taken once, and nothing is broken', () => {
    expect(catalog.broken).toEqual([]);
    expect(catalog.games.length).toBeGreaterThan(0);
    const kitLabs = listLabs(kitPaths(KIT_ROOT));
    for (const entry of [...catalog.games, ...catalog.simulations]) expect(kitLabs, entry.name).toContain(entry.lab);
    const names = catalog.games.map((game) => game.name);
    expect(new Set(names).size, names.join(', ')).toBe(names.length);
    const simulations = catalog.simulations.map((simulation) => simulation.name);
    expect(new Set(simulations).size, simulations.join(', ')).toBe(simulations.length);
  });

  it("every game's options parse: each has a value when none is given, and takes its own value back", () => {
    for (const game of catalog.games) {
      const options = game.options.map((option) => option.name);
      expect(new Set(options).size, game.name).toBe(options.length);
      const values = parseGameOptions(game, {}, 'flag');
      for (const option of game.options) {
        const value = values[option.name];
        expect(Number.isSafeInteger(value), `${game.name} --${option.name}`).toBe(true);
        expect(value!, `${game.name} --${option.name}`).toBeGreaterThanOrEqual(option.min ?? Number.MIN_SAFE_INTEGER);
      }
      const given = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
      expect(parseGameOptions(game, given, 'query'), game.name).toEqual(values);
      expect(() => parseGameOptions(game, { 'not-an-option': '1' }, 'flag'), game.name).toThrow(GameOptionError);
    }
  });

  it('every game names a driver and a page that exist in its own lab folder', () => {
    for (const game of [...catalog.games, ...catalog.simulations]) {
      expect(game.driver.startsWith(`grader/games/${game.lab}/`), game.driver).toBe(true);
      expect(existsSync(path.join(KIT_ROOT, game.driver)), game.driver).toBe(true);
    }
    for (const game of catalog.games) {
      expect(game.page, game.name).toBe(`grader/games/${game.lab}/browser/page.ts`);
      expect(existsSync(path.join(KIT_ROOT, game.page)), game.page).toBe(true);
    }
  });

  it('a lab is found only where the kit has its activities', async () => {
    const [lab] = labs;
    const kit = fakeKit({ [`activities/${lab}/01-model/README.md`]: '# a stage\n' });
    const found = await discoverGames(kit);
    const names = (entries: { name: string; lab: string }[], of?: string) =>
      entries.filter((entry) => of === undefined || entry.lab === of).map((entry) => entry.name);
    expect(names(found.games)).toEqual(names(catalog.games, lab));
    expect(names(found.simulations)).toEqual(names(catalog.simulations, lab));
  });
});

describe.each(labs)('the %s lab in the terminal', (lab) => {
  const games = catalog.games.filter((game) => game.lab === lab);

  it.each(games.map((game) => game.name))(
    '%s starts with the reference, shows its seed or number, and ends when the input ends',
    async (name) => {
      const ctx = testContext([]);
      expect(await main(['play', name], ctx), ctx.stderr.text).toBe(0);
      expect(ctx.stderr.text).toBe('');
      expect(ctx.stdout.text).toMatch(new RegExp(`cardlab play ${name} --\\w+ \\d+`));
      expect(ctx.stdout.text).toMatch(/input ended/i);
    },
  );

  it.each(games.map((game) => game.name))(
    "%s with a student's unfinished stubs names a stage to finish",
    async (name) => {
      const ctx = testContext([]);
      expect(await main(['play', name, '--impl', 'student'], ctx)).toBe(1);
      expect(ctx.stderr.text).toMatch(
        new RegExp(
          `^cardlab: activities/${lab}/\\d\\d-[\\w-]+/\\w+\\.ts:\\d+:\\d+: .* not written yet.*` +
            `Finish stage ${lab}/\\d\\d, or use --impl reference\\.$`,
          'm',
        ),
      );
    },
  );
});

describe('a new lab adds its games without a change to the engine or the CLI', () => {
  const files = {
    'package.json': '{ "type": "module" }\n',
    'activities/dice/01-die/Die.ts': 'export class Die { roll(n: number): number { return (n % 6) + 1; } }\n',
    'grader/games/dice/driver.ts': [
      "export const needs = { Die: { stage: 'dice/01-die', file: 'Die.ts', export: 'Die' } };",
      'export function create(classes: Record<string, any>, options: any) {',
      '  const die = new classes.Die();',
      '  let turn = options.seed;',
      '  return { roll: () => die.roll(turn++) };',
      '}',
    ].join('\n'),
    'grader/games/dice/index.ts': [
      'export const games = {',
      "  lab: 'dice',",
      '  games: [{',
      "    name: 'dice', title: 'Dice', lab: 'dice',",
      "    driver: 'grader/games/dice/driver.ts', page: 'grader/games/dice/page.ts',",
      "    options: [{ name: 'seed', description: 'the first roll', min: 0, default: 2 }],",
      '    terminal: async () => async (session, io) => {',
      "      io.output.write(`rolled ${await session.call('roll')}\\n`);",
      '    },',
      '  }],',
      '};',
    ].join('\n'),
  };

  it('plays a game of a lab the kit did not have, with the student classes of its stage', async () => {
    const kit = fakeKit(files);
    const games = await discoverGames(kit, path.join(kit, 'grader', 'games'));
    expect(games.broken).toEqual([]);
    const ctx = testContext([], { kitRoot: kit, games });
    expect(await main(['play', 'dice', '--seed', '4', '--impl', 'student'], ctx), ctx.stderr.text).toBe(0);
    expect(ctx.stdout.text).toBe('rolled 5\n');
    const session = await openSession({
      kitRoot: kit,
      workDir: path.join(kit, 'activities'),
      lab: 'dice',
      driver: 'grader/games/dice/driver.ts',
      impl: 'student',
      options: { seed: 0 },
    });
    expect([await session.call('roll'), await session.call('roll')]).toEqual([1, 2]);
    await session.close();
  });

  it('a lab whose games cannot be loaded is reported when games are played, and the CLI still starts', async () => {
    const kit = fakeKit({ ...files, 'grader/games/dice/index.ts': 'export const games = 42;\n' });
    const games = await discoverGames(kit, path.join(kit, 'grader', 'games'));
    expect(games.broken).toEqual([{ lab: 'dice', message: 'grader/games/dice/index.ts does not export games' }]);
    const ctx = testContext([], { kitRoot: kit, games });
    expect(await main(['play', 'dice'], ctx)).toBe(2);
    expect(ctx.stderr.text).toContain(
      'cardlab: warning: the dice games cannot be loaded: grader/games/dice/index.ts does not export games',
    );
    expect(await main(['--help'], testContext([], { kitRoot: kit, games }))).toBe(0);
  });
});
