import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { kitPaths } from '../kit/kit.ts';
import { stageFiles, type StageName } from './stageTemplates.ts';

/** Why `cardlab new` will not make the stage asked for, said so that the maintainer can fix the command. */
export class ScaffoldRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScaffoldRefused';
  }
}

const SLUG = /^(\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SUBJECT = /^[A-Z][A-Za-z0-9]*$/;

function folders(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory()) : [];
}

/**
 * Reads `<lab>/<NN-slug>` and the subject's class name, and refuses what cannot become a new stage: a malformed id
 * or name, a lab the kit does not have, a stage that exists (in any of its five places) or a number already taken.
 */
export function planStage(kitRoot: string, id: string, subject: string): StageName {
  const kit = kitPaths(kitRoot);
  const [lab, slug, ...rest] = id.replace(/\/+$/, '').split('/');
  if (!lab || !slug || rest.length > 0) {
    throw new ScaffoldRefused(`a new stage is named <lab>/<NN-slug>, such as elevens/12-war: got "${id}"`);
  }
  const labs = folders(kit.activities).filter((name) => name !== 'shared');
  if (!labs.includes(lab)) {
    throw new ScaffoldRefused(
      `there is no lab "${lab}" (the labs are ${labs.sort().join(', ')}): a new lab starts with its folder ` +
        `activities/${lab}/ and a README (grader/AUTHORING.md, "Adding a lab")`,
    );
  }
  const number = SLUG.exec(slug)?.[1];
  if (number === undefined) {
    throw new ScaffoldRefused(
      `"${slug}" is not a stage folder name: two digits, a hyphen, then lower-case words or numbers joined by ` +
        'hyphens, such as 12-war or 03-deck-shuffle',
    );
  }
  if (!SUBJECT.test(subject)) {
    throw new ScaffoldRefused(
      `--subject is the class the student writes, such as Card or ElevensBoard (a capital letter, then letters and ` +
        `digits): got "${subject}"`,
    );
  }
  const places = [kit.activities, kit.solutions, kit.buggy, kit.wheats, kit.suites].map((top) =>
    path.join(top, lab, slug),
  );
  const existing = places.filter((place) => existsSync(place)).map((place) => path.relative(kit.root, place));
  if (existing.length > 0) {
    throw new ScaffoldRefused(`${lab}/${slug} exists already: ${existing.map((p) => `${p}/`).join(', ')}`);
  }
  const stages = folders(path.join(kit.activities, lab)).filter((name) => SLUG.test(name) || /^\d{2}-/.test(name));
  const taken = stages.find((name) => name.startsWith(`${number}-`));
  if (taken) {
    const next = String(Math.max(...stages.map((name) => Number(name.slice(0, 2)))) + 1).padStart(2, '0');
    throw new ScaffoldRefused(
      `the number ${number} is taken by ${lab}/${taken}: stages run in the order of their numbers, and the next ` +
        `free one is ${next}`,
    );
  }
  return { lab, slug, number, subject };
}

/** Writes the stage's files (none of which exists, planStage made sure); gives their paths in the kit. */
export function writeStage(kitRoot: string, name: StageName): string[] {
  const files = stageFiles(name);
  for (const [relative, text] of Object.entries(files)) {
    const file = path.join(kitRoot, ...relative.split('/'));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text, { flag: 'wx' });
  }
  return Object.keys(files);
}
