import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { findActivity, listActivities } from '../src/kit/activities.ts';
import { NO_STAGE } from '../src/kit/binding.ts';
import { stageReachRefusal } from '../src/run/stageReach.ts';

// Grading binds the other stages a graded file imports to the kit's references: what it may import decides which
// of them a student can run, and see the results of in their own tests' names.
const activities = listActivities(KIT_ROOT);
const deck = findActivity(activities, 'elevens/02');
const isKitStage = (lab: string, slug: string) =>
  existsSync(path.join(KIT_ROOT, 'activities', lab, slug, 'activity.json'));
const refusal = (importer: string, target: string, activity = deck) =>
  stageReachRefusal(`./${target}`, importer, target, activity, isKitStage);

describe('what a graded file may import', () => {
  it('is_its_own_stage_the_earlier_stages_of_its_lab_and_the_kits_shared_files', () => {
    expect(refusal('elevens/02-deck/Deck.ts', 'elevens/02-deck/helper.ts')).toBeUndefined();
    expect(refusal('elevens/02-deck/DeckTester.test.ts', 'elevens/01-card/Card.ts')).toBeUndefined();
    expect(refusal('elevens/02-deck/DeckTester.test.ts', 'elevens/02-deck/more.test.ts')).toBeUndefined();
    expect(refusal('elevens/02-deck/Deck.ts', 'elevens/shared/cardLabels.ts')).toBeUndefined();
    expect(refusal('elevens/02-deck/Deck.ts', 'shared/RandomSource.ts')).toBeUndefined();
    // A helper, wherever it is, reaches as far as the stage being run; files outside the kit's stages are helpers.
    expect(refusal('elevens/shared/mine.ts', 'elevens/01-card/Card.ts')).toBeUndefined();
    expect(refusal('shared/mine.ts', 'elevens/02-deck/Deck.ts')).toBeUndefined();
    expect(refusal('elevens/02-deck/Deck.ts', 'common/words.ts')).toBeUndefined();
    expect(refusal('elevens/02-deck/Deck.ts', 'common/01-words/plural.ts')).toBeUndefined();
    expect(refusal('common/words.ts', 'elevens/01-card/Card.ts')).toBeUndefined();
    expect(refusal('elevens/02-deck/Deck.ts', 'montecarlo/shared/JavaRandom.ts')).toBeUndefined();
  });

  it('is_never_a_later_stage_another_lab_or_another_stages_tests', () => {
    expect(refusal('elevens/02-deck/DeckTester.test.ts', 'elevens/09-elevens-board/ElevensBoard.ts')).toBe(
      "'./elevens/09-elevens-board/ElevensBoard.ts' is a file of a later stage (09-elevens-board): a stage's files may import only its own stage and the stages before it",
    );
    expect(refusal('elevens/02-deck/DeckTester.test.ts', 'montecarlo/03-hint/Game.ts')).toBe(
      "'./montecarlo/03-hint/Game.ts' is a file of the montecarlo lab: the elevens lab's files may import only its own stages",
    );
    expect(refusal('elevens/02-deck/DeckTester.test.ts', 'elevens/01-card/CardTester.test.ts')).toMatch(
      /is a test file of another stage/,
    );
    expect(refusal('elevens/shared/mine.ts', 'elevens/03-shuffler/Shuffler.ts')).toMatch(/of a later stage/);
    expect(refusal('shared/mine.ts', 'pyramid/01-model/BasicPyramidSolitaire.ts')).toMatch(/of the pyramid lab/);
    // Through a helper of another lab's folder, still as far as the stage being run.
    expect(refusal('montecarlo/shared/mine.ts', 'montecarlo/03-hint/Game.ts')).toMatch(/of the montecarlo lab/);
    expect(refusal('common/words.ts', 'elevens/03-shuffler/Shuffler.ts')).toMatch(/of a later stage/);
  });

  it('in_a_game_session_which_runs_no_stage_is_still_no_later_stage_than_the_importers_own', () => {
    expect(refusal('elevens/shared/mine.ts', 'elevens/09-elevens-board/ElevensBoard.ts', NO_STAGE)).toBeUndefined();
    expect(refusal('elevens/08-abstract-board/Board.ts', 'elevens/09-elevens-board/x.ts', NO_STAGE)).toMatch(
      /of a later stage/,
    );
  });
});
