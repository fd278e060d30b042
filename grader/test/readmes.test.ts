import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { Deck } from '../../solutions/elevens/02-deck/Deck.ts';

// What the stage READMEs promise, checked against the kit's own code: a README that misleads costs students points.
describe('the stage READMEs', () => {
  it('elevens_02_lays_out_a_deck_list_as_the_reference_deck_does', () => {
    const readme = readFileSync(path.join(KIT_ROOT, 'activities', 'elevens', '02-deck', 'README.md'), 'utf8').replace(
      /\s+/g,
      ' ',
    );
    const examples = [...readme.matchAll(/(four|five) cards `([A-Z ]+)` give `([^`]+)`/g)];
    expect(examples.map((m) => m[1])).toEqual(['four', 'five']);
    for (const [, , names, layout] of examples) {
      const ranks = names!.split(' ');
      // Built in reverse, so that the list (from the top of the deck down) names them in the README's order.
      const deck = new Deck(
        [...ranks].reverse(),
        ['s'],
        ranks.map(() => 1),
      );
      const undealt = String(deck).split('Undealt cards: \n')[1]!.split('\nDealt cards: ')[0]!;
      expect(undealt.replaceAll(' of s (point value = 1)', '')).toBe(layout!.replaceAll('⏎', '\n'));
    }
  });

  it('elevens_04_prints_with_a_tool_every_kit_installs', () => {
    const readme = readFileSync(path.join(KIT_ROOT, 'activities', 'elevens', '04-deck-shuffle', 'README.md'), 'utf8');
    expect(readme).toContain('`npx tsx activities/elevens/04-deck-shuffle/look.ts`');
    // A student kit installs the dependencies only, not the development ones.
    const pkg = JSON.parse(readFileSync(path.join(KIT_ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies.tsx).toBeDefined();
  });
});
