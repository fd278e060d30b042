/**
 * Every driver runs inside a game session, where only relative imports of kit code resolve: a driver and every module
 * it reaches import nothing but kit files under grader/games/, activities/shared/ and activities/<lab>/shared/ —
 * no Node module, no package, no lab class (the classes are handed to it) and no shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { discoverGames } from '../../games/registry.ts';

const catalog = await discoverGames(KIT_ROOT);
const drivers = [...new Set([...catalog.games, ...catalog.simulations].map((game) => game.driver))];

/** Every import written in a module, with the type-only ones. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [
    ...source.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm),
  ].map((match) => match[1] ?? match[2]!);
}

/** The kit files a module reaches by its imports, and what it imports that is not a kit file. */
function reach(entry: string): { files: string[]; outside: string[] } {
  const files = new Set<string>();
  const outside: string[] = [];
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of importsOf(file)) {
      if (!specifier.startsWith('.')) {
        outside.push(`${path.relative(KIT_ROOT, file)} imports ${specifier}`);
        continue;
      }
      const target = path.resolve(path.dirname(file), specifier);
      if (!existsSync(target))
        outside.push(`${path.relative(KIT_ROOT, file)} imports ${specifier}, which does not exist`);
      else visit(target);
    }
  };
  visit(path.join(KIT_ROOT, entry));
  return { files: [...files].map((file) => path.relative(KIT_ROOT, file).split(path.sep).join('/')), outside };
}

const ALLOWED = [
  /^grader\/games\/[^/]+\.ts$/,
  /^grader\/games\/[^/]+\/[^/]+\.ts$/,
  /^activities\/shared\//,
  /^activities\/[^/]+\/shared\//,
];

describe.each(drivers)('the driver %s', (driver) => {
  it('imports only kit code a confined session can load', () => {
    const { files, outside } = reach(driver);
    expect(outside).toEqual([]);
    const misplaced = files.filter(
      (file) => !ALLOWED.some((allowed) => allowed.test(file)) || /\/browser\//.test(file),
    );
    expect(misplaced).toEqual([]);
    // The shells' modules stay outside: a driver never reaches a session, a terminal or the registry.
    expect(
      files.filter((file) =>
        /\/(session|inProcessSession|studentCopy|terminal|registry|options|failures)\.ts$/.test(file),
      ),
    ).toEqual([]);
  });

  it('exports its needs as stages and files of the kit', async () => {
    const module = (await import(path.join(KIT_ROOT, driver))) as {
      needs: Record<string, { stage: string; file: string; export: string; optional?: boolean }>;
    };
    for (const need of Object.values(module.needs)) {
      // An optional file is the student's to add (Klondike's extension): the stubs have none, the reference an example.
      expect(existsSync(path.join(KIT_ROOT, 'activities', need.stage, need.file)), `${need.stage}/${need.file}`).toBe(
        !need.optional,
      );
      expect(existsSync(path.join(KIT_ROOT, 'solutions', need.stage, need.file)), `${need.stage}/${need.file}`).toBe(
        true,
      );
    }
  });
});
