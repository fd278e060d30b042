import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { listActivities } from '../../src/kit/activities.ts';
import { findForbidden } from '../../src/analysis/forbidden.ts';
import { Model, dealOrder } from '../../suites/montecarlo/shared/model.ts';
import { WINNING_GAME, WINNING_MOVES } from '../../suites/montecarlo/shared/games.ts';
import { validatorFor } from '../../src/kit/schemas.ts';
import { kitPaths } from '../../src/kit/kit.ts';
import recorded from '../../../fixtures/montecarlo/tableaus.json' with { type: 'json' };

describe('the Monte Carlo suites stand on firm ground', () => {
  it('the_model_deals_what_the_jdk_dealt_for_every_recorded_game_number', () => {
    expect(validatorFor(kitPaths(KIT_ROOT).schemas, 'montecarlo-tableaus')(recorded)).toBe(true);
    for (const { gameNumber, tableau, deckAfterTableau } of recorded.games) {
      expect(dealOrder(gameNumber), `game ${gameNumber}`).toEqual([...tableau.flat(), ...deckAfterTableau]);
    }
  });

  it('the_pinned_winning_game_wins_in_the_model', () => {
    const model = new Model(WINNING_GAME);
    for (const move of WINNING_MOVES) {
      if (move === 'c') {
        model.consolidate();
        continue;
      }
      const [a, b] = [move[0] * 5 + move[1], move[2] * 5 + move[3]];
      expect(
        model.pairs().some(([x, y]) => x === a && y === b),
        `move ${move.join(',')}`,
      ).toBe(true);
      model.remove(a, b);
    }
    expect([model.score, model.cardsLeft()]).toEqual([52, 0]);
  });
});

describe('the no-collections rule of Monte Carlo', () => {
  const activities = listActivities(KIT_ROOT, 'montecarlo');

  it('every_activity_forbids_the_collections_and_growing_arrays_in_its_subject_files', () => {
    for (const activity of activities) {
      const apis = (activity.manifest.forbidden ?? []).map((rule) => rule.api).sort();
      expect(apis, activity.id).toEqual(['.pop', '.push', '.shift', '.splice', '.unshift', 'Map', 'Set']);
      for (const rule of activity.manifest.forbidden ?? [])
        expect(rule.files, `${activity.id} ${rule.api}`).toEqual(activity.manifest.files.subject);
    }
  });

  it('no_stub_reference_or_buggy_implementation_breaks_it', () => {
    for (const activity of activities) {
      const rules = activity.manifest.forbidden ?? [];
      const files = [
        ...activity.manifest.files.subject.flatMap((name) => [
          path.join(activity.stubDir, name),
          path.join(activity.referenceDir, name),
        ]),
        ...readdirSync(activity.buggyDir).map((name) => path.join(activity.buggyDir, name)),
      ];
      for (const file of files) {
        expect(
          findForbidden(readFileSync(file, 'utf8'), path.relative(KIT_ROOT, file), rules),
          path.relative(KIT_ROOT, file),
        ).toEqual([]);
      }
    }
  });

  it('a_game_that_pushes_is_reported_with_its_line', () => {
    const rules = listActivities(KIT_ROOT, 'montecarlo').find((a) => a.slug === '02-game')!.manifest.forbidden ?? [];
    const source =
      'export class Game {\n  private cards: string[] = [];\n  deal(card: string) {\n    this.cards.push(card);\n    const seen = new Set<string>();\n  }\n}\n';
    expect(
      findForbidden(source, 'montecarlo/02-game/Game.ts', rules).map((u) => `${u.file}:${u.line} ${u.api}`),
    ).toEqual(['montecarlo/02-game/Game.ts:4 .push', 'montecarlo/02-game/Game.ts:5 Set']);
  });
});
