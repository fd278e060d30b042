import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { closest, type Candidate } from './closest.ts';
import { kitPaths, shown, type KitPaths } from './kit.ts';
import { loadManifest, ManifestError, manifestPath, type Manifest } from './manifest.ts';

/** One stage of a lab, e.g. `elevens/02-deck`, with where each of its parts lives in the kit. */
export interface Activity {
  /** `elevens/02-deck` */
  id: string;
  lab: string;
  /** `02-deck` */
  slug: string;
  manifest: Manifest;
  /** activities/<lab>/<slug>: stubs, visible tests, README */
  stubDir: string;
  /** solutions/<lab>/<slug> */
  referenceDir: string;
  /** buggy/<lab>/<slug> */
  buggyDir: string;
  /** wheats/<lab>/<slug> */
  wheatDir: string;
  /** grader/suites/<lab>/<slug> */
  suiteDir: string;
}

const ACTIVITY_FOLDER = /^\d{2}-[a-z0-9-]+$/;

function subfolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => statSync(path.join(dir, name)).isDirectory())
    .sort();
}

/** Every lab that has activities, in folder order. */
export function listLabs(kit: KitPaths): string[] {
  return subfolders(kit.activities).filter((lab) =>
    subfolders(path.join(kit.activities, lab)).some((slug) => ACTIVITY_FOLDER.test(slug)),
  );
}

/** Every activity of the kit (or of one lab), in course order: lab folders, then NN- prefixes. */
export function listActivities(kitRoot: string, lab?: string): Activity[] {
  const { activities, broken } = discoverActivities(kitRoot, lab);
  if (broken.length > 0) throw broken[0]!;
  return activities;
}

/** Like listActivities, but an activity whose manifest is broken is set aside, so the others still work. */
export function discoverActivities(kitRoot: string, lab?: string): { activities: Activity[]; broken: ManifestError[] } {
  const kit = kitPaths(kitRoot);
  const labs = lab ? [lab] : listLabs(kit);
  const activities: Activity[] = [];
  const broken: ManifestError[] = [];
  for (const name of labs) {
    for (const slug of subfolders(path.join(kit.activities, name)).filter((folder) => ACTIVITY_FOLDER.test(folder))) {
      try {
        activities.push(loadActivity(kit, name, slug));
      } catch (error) {
        if (!(error instanceof ManifestError)) throw error;
        broken.push(error);
      }
    }
  }
  return { activities, broken };
}

/**
 * Every stage of the labs of `activities`, in course order: the given ones as given (a stage whose manifest is broken
 * may be given as meant, activityAsMeant), the others as the kit has them, a broken one not given set aside.
 */
export function stagesOfLabs(kitRoot: string, activities: Activity[]): Activity[] {
  const given = new Map(activities.map((activity) => [activity.id, activity]));
  return [...new Set(activities.map((activity) => activity.lab))].flatMap((lab) => {
    const found = new Map(discoverActivities(kitRoot, lab).activities.map((stage) => [stage.id, stage]));
    const ids = [...new Set([...found.keys(), ...activities.filter((a) => a.lab === lab).map((a) => a.id)])].sort();
    return ids.map((id) => given.get(id) ?? found.get(id)!);
  });
}

export function loadActivity(kit: KitPaths, lab: string, slug: string): Activity {
  const stubDir = path.join(kit.activities, lab, slug);
  return activityOf(
    kit,
    lab,
    slug,
    loadManifest(manifestPath(stubDir), kit.schemas, shown(kit.root, manifestPath(stubDir))),
  );
}

/**
 * The activity a broken manifest was meant to be, when its only fault is a misspelled field (ManifestError.asMeant):
 * `verify` still proves the rest of the stage while it reports the manifest.
 */
export function activityAsMeant(kitRoot: string, error: ManifestError): Activity | undefined {
  const [top, lab, slug] = error.file.split('/');
  if (!error.asMeant || top !== 'activities' || !lab || !slug) return undefined;
  return activityOf(kitPaths(kitRoot), lab, slug, error.asMeant);
}

function activityOf(kit: KitPaths, lab: string, slug: string, manifest: Manifest): Activity {
  const stubDir = path.join(kit.activities, lab, slug);
  return {
    id: `${lab}/${slug}`,
    lab,
    slug,
    manifest,
    stubDir,
    referenceDir: path.join(kit.solutions, lab, slug),
    buggyDir: path.join(kit.buggy, lab, slug),
    wheatDir: path.join(kit.wheats, lab, slug),
    suiteDir: path.join(kit.suites, lab, slug),
  };
}

/**
 * What was typed, as an id: the path forms a shell's tab completion or an editor gives (`activities/elevens/02-deck/`,
 * `./activities/elevens/02-deck/Deck.ts`, with `\\` on Windows) become `elevens/02-deck`.
 */
export function idFromPath(wanted: string): string {
  const parts = wanted
    .trim()
    .split(/[\\/]+/)
    .filter((part) => part && part !== '.');
  const at = parts.lastIndexOf('activities');
  const rest = at >= 0 ? parts.slice(at + 1) : parts;
  if (rest.length === 3 && /\.\w+$/.test(rest[2]!)) rest.pop();
  return rest.join('/');
}

function candidates(activities: Activity[]): Candidate[] {
  const labs = [...new Set(activities.map((activity) => activity.lab))].map((lab) => ({ name: lab, forms: [lab] }));
  const ids = activities.map(({ id, lab, slug }) => {
    const named = `${lab}/${slug.replace(/^\d{2}-/, '')}`;
    return { name: id, forms: [id, shortId(id), named] };
  });
  return [...ids, ...labs];
}

/** Finds an activity from `elevens/02`, `elevens/02-deck`, `elevens/2` or a path; the error suggests the closest. */
export function findActivity(activities: Activity[], wanted: string): Activity {
  const found = matchActivities(activities, idFromPath(wanted));
  if (found.length === 1) return found[0]!;
  if (found.length > 1) throw new ActivityNotFound(`"${wanted}" could be ${found.map((a) => a.id).join(' or ')}`);
  const near = closest(idFromPath(wanted), candidates(activities));
  const example = activities[1]?.id ?? activities[0]?.id ?? 'elevens/02-deck';
  // A name without a slash may have been meant as a lab (`list elevns`).
  const what = idFromPath(wanted).includes('/') ? 'activity' : 'lab or activity';
  throw new ActivityNotFound(
    near.length > 0
      ? `there is no ${what} "${wanted}"; did you mean ${near.join(' or ')}?`
      : `there is no ${what} "${wanted}": \`cardlab list\` shows them all ` +
          `(an id such as ${example}, or short: ${shortId(example)})`,
  );
}

/** Activities matched by an id or by a whole lab name. */
export function selectActivities(activities: Activity[], wanted: string): Activity[] {
  const lab = activities.filter((activity) => activity.lab === idFromPath(wanted));
  return lab.length > 0 ? lab : [findActivity(activities, wanted)];
}

function matchActivities(activities: Activity[], wanted: string): Activity[] {
  const [lab, stage, ...more] = wanted.split('/');
  if (!lab || !stage || more.length > 0) return [];
  const number = /^\d{1,2}$/.test(stage) ? stage.padStart(2, '0') : undefined;
  return activities.filter(
    (activity) =>
      activity.lab === lab &&
      (activity.slug === stage || (number !== undefined && activity.slug.startsWith(`${number}-`))),
  );
}

function shortId(id: string): string {
  return id.replace(/^(.*\/\d{2})-.*$/, '$1');
}

export class ActivityNotFound extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActivityNotFound';
  }
}
