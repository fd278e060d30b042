/** The home page of `cardlab serve` names each lab by its own title, as its README does, not by its folder. */
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { discoverGames } from '../../games/registry.ts';
import { startServer, type RunningServer } from '../../web/server.ts';
import { fakeKit } from '../support.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    kitRoot: KIT_ROOT,
    workDir: path.join(KIT_ROOT, 'activities'),
    outDir: fakeKit({}),
    port: 0,
    impl: 'reference',
    hasReference: true,
    catalog: await discoverGames(KIT_ROOT),
  });
});

afterAll(() => server?.close());

it('the_home_pages_settings_give_each_game_its_labs_own_title', async () => {
  const page = await (await fetch(server.url)).text();
  const settings = JSON.parse(
    /<script type="application\/json" id="cardlab-settings">(.*?)<\/script>/s.exec(page)![1]!,
  );
  const titles = new Map((settings.games as { lab: string; labTitle: string }[]).map((g) => [g.lab, g.labTitle]));
  expect(titles.get('montecarlo')).toBe('Monte Carlo Solitaire');
  expect(titles.get('pyramid')).toBe('Pyramid Solitaire');
  expect(titles.get('elevens')).toBe('Elevens');
});
