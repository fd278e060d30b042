/**
 * The stages whose handout activities are built around playing the game's window point to its page, and every page
 * a lab's README names is a game the kit serves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { discoverGames } from '../../games/registry.ts';

const readme = (stage: string) => readFileSync(path.join(KIT_ROOT, 'activities', stage, 'README.md'), 'utf8');

describe("the labs' READMEs and the game pages", () => {
  it.each([
    ['elevens/06-playing', ['/play/elevens']],
    ['elevens/09-elevens-board', ['/play/elevens']],
    ['elevens/10-thirteens-tens', ['/play/thirteens', '/play/tens']],
    ['klondike/06-gui', ['/play/klondike']],
  ])('%s points to %j', (stage, pages) => {
    for (const page of pages) expect(readme(stage)).toContain(page);
  });

  it('names only pages the kit serves', async () => {
    const served = new Set((await discoverGames(KIT_ROOT)).games.map((game) => game.name));
    const named = readdirSync(path.join(KIT_ROOT, 'activities'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('README.md'))
      .flatMap((file) => [...readFileSync(path.join(KIT_ROOT, 'activities', file), 'utf8').matchAll(/\/play\/(\w+)/g)])
      .map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(4);
    expect(named.filter((name) => !served.has(name))).toEqual([]);
  });

  it("Klondike's command-line stage is not called the last one: stage 06 paints the game", () => {
    expect(readme('klondike/05-cui')).not.toMatch(/last stage/i);
    expect(readme('klondike/06-gui')).toMatch(/drag a card/);
  });
});
