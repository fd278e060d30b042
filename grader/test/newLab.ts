/**
 * What a maintainer does to add a stage or a lab by the guide alone (grader/AUTHORING.md): `cardlab new`, then the
 * placeholders filled in; for a lab, its folder and README first, and a game after. Shared by the tests that add a
 * stage or a lab to a copy of the kit (newStage.test.ts) and by the run of the whole suite in a kit with a fifth lab.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { scoreboardGame } from './newLabGame.ts';
import type { KitCopy } from './support.ts';

/** The files `cardlab new <stage> --subject Scoreboard` makes. */
export function scaffoldFiles(stage: string): string[] {
  return [
    `activities/${stage}/README.md`,
    `activities/${stage}/activity.json`,
    `activities/${stage}/Scoreboard.ts`,
    `activities/${stage}/Scoreboard.visible.test.ts`,
    `activities/${stage}/ScoreboardTester.test.ts`,
    `solutions/${stage}/Scoreboard.ts`,
    `solutions/${stage}/ScoreboardTester.test.ts`,
    `grader/suites/${stage}/Scoreboard.hidden.test.ts`,
    `buggy/${stage}/Scoreboard.label-upper-case.ts`,
    `wheats/${stage}/Scoreboard.other-message.ts`,
    `wheats/${stage}/probes.test.ts`,
  ];
}

/**
 * What a maintainer does with the scaffold of a Scoreboard stage (`heading` is its README's, "Pyramid 04"): writes the
 * README, the title and the hints where the placeholders say, makes the example API the stage's own (here a rename,
 * done in every file as a search and replace would), says what the buggy implementation's misconception and hint
 * are, and adds the stage to its lab's table of stages.
 */
export function fillIn(kit: KitCopy, stage: string, heading: string): void {
  const [lab, slug] = stage.split('/') as [string, string];
  const readme = `activities/${stage}/README.md`;
  kit.edit(readme, `# ${heading} · SCAFFOLD: the stage's title`, `# ${heading} · The scoreboard`);
  kit.edit(readme, /SCAFFOLD: what the student builds[^]*?may not\)\./, 'A scoreboard remembers whose it is.');
  kit.edit(readme, /- SCAFFOLD: each constructor[^]*?check\./, '- `new Scoreboard(player)`; `player()` gives it back.');
  kit.edit(readme, /- SCAFFOLD: each detail the handout leaves open[^]*?says why\.\n/, '');
  const manifestFile = `activities/${stage}/activity.json`;
  const manifest = JSON.parse(kit.read(manifestFile)) as Record<string, unknown>;
  manifest.title = 'The scoreboard';
  manifest.hints = ['Keep the name the constructor is given in a field, and give it back unchanged.'];
  manifest.buggy = { 'Scoreboard.ts': ['player-upper-case'] };
  kit.write(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  const example = `buggy/${stage}/Scoreboard.label-upper-case.ts`;
  const buggy = `buggy/${stage}/Scoreboard.player-upper-case.ts`;
  kit.write(buggy, kit.read(example));
  rmSync(path.join(kit.root, example));
  kit.edit(buggy, /@misconception SCAFFOLD:.*/, '@misconception A name is shown, so it may be shown in capitals.');
  kit.edit(buggy, /@hint SCAFFOLD:.*/, '@hint Do your tests give a name with small letters in it?');
  const code = scaffoldFiles(stage)
    .filter((file) => file.endsWith('.ts') && file !== example)
    .concat(buggy);
  for (const file of code) {
    const kept = kit
      .read(file)
      .split('\n')
      .filter((line) => !line.includes('SCAFFOLD:'));
    kit.write(file, kept.join('\n').replaceAll('label', 'player'));
  }
  // A row after the last of the lab's table of stages.
  kit.edit(
    `activities/${lab}/README.md`,
    /(\| \d{2}-[^\n]*\n)(?!\|)/,
    `$1| ${slug} | \`Scoreboard\` | keeping score |\n`,
  );
}

/**
 * A new lab in `kit`, by the guide alone: its folder and README, its first stage `<lab>/01-score` (a Scoreboard) made
 * with `cardlab new` and filled in, committed; with `game`, the lab's game too (newLabGame.ts), committed.
 */
export function addLab(kit: KitCopy, lab: string, { game = false }: { game?: boolean } = {}): string {
  const stage = `${lab}/01-score`;
  const title = lab[0]!.toUpperCase() + lab.slice(1);
  kit.write(
    `activities/${lab}/README.md`,
    `# ${title}\n\nA lab about keeping the score of a game of ${lab}.\n\n` +
      '| stage | what you write | what it is about |\n| --- | --- | --- |\n',
  );
  const made = kit.cli('new', stage, '--subject', 'Scoreboard');
  expect(made.code, made.err).toBe(0);
  // The README's table gets its first row here (fillIn adds a row after the last one, and there is none yet).
  kit.edit(`activities/${lab}/README.md`, '| --- | --- | --- |\n', '| --- | --- | --- |\n| 00-none | - | - |\n');
  fillIn(kit, stage, `${title} 01`);
  kit.edit(`activities/${lab}/README.md`, '| 00-none | - | - |\n', '');
  kit.commit(`a new lab: ${lab}`);
  if (game) {
    for (const [file, text] of Object.entries(scoreboardGame(lab, stage))) kit.write(file, text);
    kit.commit(`the ${lab} lab's game`);
  }
  return stage;
}

/** The engine's files (its code, other labs' games, the package) changed in `kit` since `base` by adding `lab`. */
export function engineChanges(kit: KitCopy, base: string, lab: string): string[] {
  return kit
    .git('diff', '--name-only', base, 'HEAD')
    .trim()
    .split('\n')
    .filter(
      (file) =>
        /^grader\/(src|cli|web|bin)\//.test(file) ||
        (file.startsWith('grader/games/') && !file.startsWith(`grader/games/${lab}/`)) ||
        file === 'package.json' ||
        file === 'package-lock.json',
    );
}
