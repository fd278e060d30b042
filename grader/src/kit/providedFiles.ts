import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { KitPaths } from './kit.ts';

/**
 * The kit's provided code is what sits in a `shared/` folder of activities/ (`shared/…`, `<lab>/shared/…`). Where
 * students work in activities/ itself (the repo, a student kit), a file being there says nothing: a student may add
 * a helper of their own beside the provided ones, or change one. So a file counts as provided only when its content
 * is the kit's: in a student kit as recorded at release (the students' copy of activities/ is theirs to change), in
 * the repo as the repo's own activities/ holds it.
 */
const RECORD = path.join('grader', 'provided-files.json');

type Record = { generated: string; files: { [relative: string]: string } };

/** A file's SHA-256, read again only when the file changes (the array rule asks once per name it resolves). */
const digests = new Map<string, { stamp: string; digest: string }>();
function digest(file: string): string {
  const { mtimeMs, size } = statSync(file);
  const stamp = `${mtimeMs}:${size}`;
  const known = digests.get(file);
  if (known?.stamp === stamp) return known.digest;
  const fresh = createHash('sha256').update(readFileSync(file)).digest('hex');
  digests.set(file, { stamp, digest: fresh });
  return fresh;
}

/** `shared/x.ts` or `<lab>/shared/x.ts`: where a file of a submission or of activities/ sits among the provided. */
function sharedPath(file: string): string[] {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('shared');
  if (at < 0) return [];
  const own = parts.slice(at).join('/');
  return at > 0 ? [`${parts[at - 1]}/${own}`, own] : [own];
}

const records = new Map<string, Record['files'] | undefined>();

function recorded(kit: KitPaths): Record['files'] | undefined {
  if (!records.has(kit.root)) {
    try {
      records.set(kit.root, (JSON.parse(readFileSync(path.join(kit.root, RECORD), 'utf8')) as Record).files);
    } catch {
      records.set(kit.root, undefined);
    }
  }
  return records.get(kit.root);
}

/** Whether `file` (of a submission, of activities/ or of the kit) is a provided file of the kit, unchanged. */
export function isProvided(kit: KitPaths, file: string): boolean {
  if (!existsSync(file)) return false;
  const record = recorded(kit);
  for (const relative of sharedPath(file)) {
    if (record) {
      if (relative in record) return digest(file) === record[relative];
      continue;
    }
    const kitCopy = path.join(kit.activities, relative);
    if (!existsSync(kitCopy)) continue;
    return path.resolve(file) === path.resolve(kitCopy) || digest(file) === digest(kitCopy);
  }
  return false;
}

/** Every file of activities/ that is provided code (in a `shared/` folder), relative to activities/. */
function providedRelatives(activities: string, labs: string[]): string[] {
  const under = (dir: string, prefix: string): string[] =>
    existsSync(dir)
      ? (readdirSync(dir, { recursive: true }) as string[])
          .filter((name) => statSync(path.join(dir, name)).isFile())
          .map((name) => `${prefix}/${name.split(path.sep).join('/')}`)
      : [];
  return [
    ...under(path.join(activities, 'shared'), 'shared'),
    ...labs.flatMap((lab) => under(path.join(activities, lab, 'shared'), `${lab}/shared`)),
  ];
}

/**
 * The files of each stage folder that grading takes from the kit, never from a submission: its manifest, its visible
 * tests and the files it provides (binding.ts), relative to activities/.
 */
function stageKitRelatives(activities: string, labs: string[]): string[] {
  return labs.flatMap((lab) => {
    const labDir = path.join(activities, lab);
    if (!existsSync(labDir)) return [];
    return readdirSync(labDir)
      .filter((slug) => existsSync(path.join(labDir, slug, 'activity.json')))
      .flatMap((slug) => {
        const { files } = JSON.parse(readFileSync(path.join(labDir, slug, 'activity.json'), 'utf8')) as {
          files: { visibleTests?: string[]; provided?: string[] };
        };
        const kept = ['activity.json', ...(files.visibleTests ?? []), ...(files.provided ?? [])];
        return kept.filter((name) => existsSync(path.join(labDir, slug, name))).map((name) => `${lab}/${slug}/${name}`);
      });
  });
}

/**
 * Writes the student kit's record of its provided files, from the kit's activities/ as released (its manifests as
 * students get them): the `shared/` code, and each stage's files that grading takes from the kit.
 */
export function recordProvidedFiles(kitOut: string, labs: string[]): void {
  const activities = path.join(kitOut, 'activities');
  const relatives = [...providedRelatives(activities, labs), ...stageKitRelatives(activities, labs)];
  const files = Object.fromEntries(relatives.map((relative) => [relative, digest(path.join(activities, relative))]));
  const record: Record = { generated: 'by cardlab release student; do not edit', files };
  writeFileSync(path.join(kitOut, RECORD), `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * The files of a student's kit that grading takes from the instructor's kit, changed since release (paths relative to
 * activities/): their change runs in `check` and is never graded, so check and list say so. None in the repository,
 * whose activities/ is the kit's own.
 */
export function changedKitFiles(kit: KitPaths): string[] {
  const record = recorded(kit);
  if (!record) return [];
  return Object.entries(record)
    .filter(([relative, sha]) => {
      const file = path.join(kit.activities, relative);
      return existsSync(file) && digest(file) !== sha;
    })
    .map(([relative]) => relative)
    .sort();
}
