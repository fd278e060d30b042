import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KitCopy } from './support.ts';

const STAGE = 'pyramid/04-score';
const FILES = [
  `activities/${STAGE}/README.md`,
  `activities/${STAGE}/activity.json`,
  `activities/${STAGE}/Scoreboard.ts`,
  `activities/${STAGE}/Scoreboard.visible.test.ts`,
  `activities/${STAGE}/ScoreboardTester.test.ts`,
  `solutions/${STAGE}/Scoreboard.ts`,
  `solutions/${STAGE}/ScoreboardTester.test.ts`,
  `grader/suites/${STAGE}/Scoreboard.hidden.test.ts`,
  `buggy/${STAGE}/Scoreboard.label-upper-case.ts`,
];

/**
 * What a maintainer does with the scaffold: writes the README, the title and the hints where the placeholders say,
 * makes the example API the stage's own (here a rename, done in every file as a search and replace would), and
 * says what the buggy implementation's misconception and hint are.
 */
function fillIn(kit: KitCopy): void {
  const readme = `activities/${STAGE}/README.md`;
  kit.edit(readme, "# Pyramid 04 · SCAFFOLD: the stage's title", '# Pyramid 04 · The scoreboard');
  kit.edit(readme, /SCAFFOLD: what the student builds[^]*?may not\)\./, 'A scoreboard remembers whose it is.');
  kit.edit(readme, /- SCAFFOLD: each constructor[^]*?check\./, '- `new Scoreboard(player)`; `player()` gives it back.');
  const manifestFile = `activities/${STAGE}/activity.json`;
  const manifest = JSON.parse(kit.read(manifestFile)) as Record<string, unknown>;
  manifest.title = 'The scoreboard';
  manifest.hints = ['Keep the name the constructor is given in a field, and give it back unchanged.'];
  manifest.buggy = { 'Scoreboard.ts': ['player-upper-case'] };
  kit.write(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  const example = `buggy/${STAGE}/Scoreboard.label-upper-case.ts`;
  const buggy = `buggy/${STAGE}/Scoreboard.player-upper-case.ts`;
  kit.write(buggy, kit.read(example));
  rmSync(path.join(kit.root, example));
  kit.edit(buggy, /@misconception SCAFFOLD:.*/, '@misconception A name is shown, so it may be shown in capitals.');
  kit.edit(buggy, /@hint SCAFFOLD:.*/, '@hint Do your tests give a name with small letters in it?');
  const code = FILES.filter((file) => file.endsWith('.ts') && file !== example).concat(buggy);
  for (const file of code) {
    const kept = kit
      .read(file)
      .split('\n')
      .filter((line) => !line.includes('SCAFFOLD:'));
    kit.write(file, kept.join('\n').replaceAll('label', 'player'));
  }
  // A row after the last of the lab's table of stages.
  kit.edit(
    'activities/pyramid/README.md',
    /(\| \d{2}-[^\n]*\n)(?!\|)/,
    '$1| 04-score | `Scoreboard` | keeping score |\n',
  );
}

describe('cardlab new', () => {
  let kit: KitCopy;
  beforeAll(() => {
    kit = new KitCopy();
  });
  afterAll(() => kit.remove());

  it.each([
    [['elevens/01-card', '--subject', 'Card'], 'elevens/01-card exists already: activities/elevens/01-card/, solut'],
    [['blackjack/01-deal', '--subject', 'Hand'], 'there is no lab "blackjack" (the labs are elevens, klondike, montec'],
    [['elevens/05-war', '--subject', 'War'], 'the number 05 is taken by elevens/05-testing: stages run in the order'],
    [['elevens/12_War', '--subject', 'War'], '"12_War" is not a stage folder name: two digits, a hyphen'],
    [['elevens', '--subject', 'War'], 'a new stage is named <lab>/<NN-slug>, such as elevens/12-war: got "elevens"'],
    [['elevens/12-war', '--subject', 'war'], '--subject is the class the student writes, such as Card'],
  ])('refuses_%j_saying_why_and_makes_nothing', async (args, message) => {
    const { code, err } = kit.cli('new', ...args);
    expect(code).toBe(2);
    expect(err).toContain(message);
    expect(kit.git('status', '--porcelain')).toBe('');
  });

  it('says_which_number_is_free_when_the_one_asked_for_is_taken', async () => {
    const { err } = kit.cli('new', 'pyramid/02-board', '--subject', 'Board');
    expect(err).toContain(
      'the number 02 is taken by pyramid/02-view: stages run in the order of their numbers, ' +
        'and the next free one is 04',
    );
  });

  it('is_an_instructor_command_only', async () => {
    renameSync(path.join(kit.root, 'solutions'), path.join(kit.root, 'solutions-away'));
    try {
      const { code, err } = kit.cli('new', 'pyramid/04-score', '--subject', 'Scoreboard');
      expect(code).toBe(2);
      expect(err).toMatch(/unknown command 'new'/);
    } finally {
      renameSync(path.join(kit.root, 'solutions-away'), path.join(kit.root, 'solutions'));
    }
  });

  it('makes_a_stage_that_verify_refuses_until_filled_in_and_accepts_once_it_is', async () => {
    const made = kit.cli('new', STAGE, '--subject', 'Scoreboard');
    expect(made.code, made.err).toBe(0);
    for (const file of FILES) {
      expect(made.out).toContain(`  ${file}\n`);
      expect(existsSync(path.join(kit.root, file)), file).toBe(true);
    }
    expect(made.out).toContain('Run `npx cardlab verify pyramid/04` until it passes');

    // As made: every run proves what it should, but the placeholders are there and nothing is committed.
    const unfilled = kit.cli('verify', 'pyramid/04');
    expect(unfilled.code).toBe(1);
    expect(unfilled.failed).toHaveLength(2);
    expect(unfilled.failed[0]).toMatch(
      new RegExp(
        '^no "SCAFFOLD:" placeholder of `cardlab new` is left \\(write what each asks, then remove it\\): ' +
          'activities/pyramid/04-score/README\\.md \\(line 1, 3, 10\\); activities/pyramid/04-score/Scoreboard\\.ts',
      ),
    );
    expect(unfilled.failed[1]).toBe(
      'a student kit can be built from the committed stubs: ' +
        'these starting files are not committed yet, so the kit was not built:',
    );
    expect(unfilled.out).toContain('\n  - activities/pyramid/04-score/\ncommit them (git add, git commit)');

    fillIn(kit);
    kit.commit('a new stage: the scoreboard');
    const filled = kit.cli('verify', 'pyramid/04');
    expect(filled.failed, filled.out).toEqual([]);
    expect(filled.code).toBe(0);
    expect(filled.out).toMatch(/^✓ pyramid\/04-score \(\d+\/\d+ checks\)$/m);
    expect(filled.out).toMatch(/^✓ release student /m);
  });
});
