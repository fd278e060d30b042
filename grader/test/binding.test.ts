import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { findActivity, listActivities } from '../src/kit/activities.ts';
import { reboundPath, type Binding } from '../src/kit/binding.ts';
import { kitPaths } from '../src/kit/kit.ts';

const kit = kitPaths(KIT_ROOT);
const activities = listActivities(KIT_ROOT, 'elevens');
const submission = path.join('/', 'tmp', 'some-student');
const at = (...parts: string[]) => path.join(...parts);

function bindingFor(id: string, impl: string): Binding {
  const activity = findActivity(activities, id);
  return {
    kit,
    activity,
    subjects: Object.fromEntries(activity.manifest.files.subject.map((name) => [name, impl])),
    workDirs: [kit.activities, submission],
  };
}

describe('binding by module resolution', () => {
  const deckUnderTest = at(submission, 'elevens', '02-deck', 'Deck.ts');
  const binding = bindingFor('elevens/02', deckUnderTest);

  it('a_hidden_suite_import_of_the_reference_gets_the_implementation_under_test', () => {
    expect(
      reboundPath(
        binding,
        at(kit.solutions, 'elevens', '02-deck', 'Deck.ts'),
        at(kit.suites, 'elevens', '02-deck', 'Deck.hidden.test.ts'),
      ),
    ).toBe(deckUnderTest);
  });

  it('a_student_test_import_of_its_own_stage_gets_the_implementation_under_test', () => {
    const buggy = bindingFor('elevens/02', at(kit.buggy, 'elevens', '02-deck', 'Deck.deal-above-count.ts'));
    expect(reboundPath(buggy, deckUnderTest, at(submission, 'elevens', '02-deck', 'DeckTester.test.ts'))).toBe(
      at(kit.buggy, 'elevens', '02-deck', 'Deck.deal-above-count.ts'),
    );
  });

  it('earlier_stages_of_a_submission_are_bound_to_the_reference', () => {
    expect(reboundPath(binding, at(submission, 'elevens', '01-card', 'Card.ts'), deckUnderTest)).toBe(
      at(kit.solutions, 'elevens', '01-card', 'Card.ts'),
    );
    expect(reboundPath(binding, at(kit.activities, 'elevens', '01-card', 'Card.ts'), deckUnderTest)).toBe(
      at(kit.solutions, 'elevens', '01-card', 'Card.ts'),
    );
  });

  it('provided_files_come_from_the_kit_whatever_the_submission_holds', () => {
    expect(reboundPath(binding, at(submission, 'shared', 'RandomSource.ts'), deckUnderTest)).toBe(
      at(kit.activities, 'shared', 'RandomSource.ts'),
    );
    expect(reboundPath(binding, at(submission, 'elevens', 'shared', 'riggedRandom.ts'), deckUnderTest)).toBe(
      at(kit.activities, 'elevens', 'shared', 'riggedRandom.ts'),
    );
    const simulation = bindingFor('elevens/11', at(submission, 'elevens', '11-simulation', 'ElevensBoard.ts'));
    expect(reboundPath(simulation, at(submission, 'elevens', '11-simulation', 'ElevensSimulation.ts'), undefined)).toBe(
      at(kit.activities, 'elevens', '11-simulation', 'ElevensSimulation.ts'),
    );
  });

  it('a_buggy_implementation_keeps_its_own_import_of_the_reference', () => {
    const buggyFile = at(kit.buggy, 'elevens', '02-deck', 'Deck.deal-above-count.ts');
    expect(
      reboundPath(bindingFor('elevens/02', buggyFile), at(kit.solutions, 'elevens', '02-deck', 'Deck.ts'), buggyFile),
    ).toBeUndefined();
  });

  it('the_reference_of_another_stage_and_unrelated_files_are_left_alone', () => {
    expect(reboundPath(binding, at(kit.solutions, 'elevens', '01-card', 'Card.ts'), deckUnderTest)).toBeUndefined();
    expect(reboundPath(binding, at(kit.root, 'node_modules', 'vitest', 'index.js'), deckUnderTest)).toBeUndefined();
  });
});
