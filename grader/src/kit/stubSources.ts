import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { discoverActivities, type Activity } from './activities.ts';
import type { KitPaths } from './kit.ts';

/**
 * The stubs students start from, as the kit gave them: the API the grader's tests call. Where students work in
 * activities/ itself (a student kit, the repository), the stub's place holds their work, so the stub is read from
 * elsewhere: in a student kit from the record written at release (the stubs are public: every student has them);
 * in the repository from git, as committed (the release builds the kit from the same commit). A submission outside
 * activities/ (grading, `check --dir`) has the kit's activities/ beside it, which is the stub.
 */
const RECORD = path.join('grader', 'stubs.json');

type Record = { generated: string; stubs: { [relative: string]: string } };

/** `lab/NN-slug/File.ts` of each stage file of the labs, as activities/ of `kitDir` holds it. */
function stageFiles(kitDir: string, labs: string[]): string[] {
  return labs.flatMap((lab) =>
    discoverActivities(kitDir, lab).activities.flatMap((activity) =>
      activity.manifest.files.subject.map((name) => `${activity.id}/${name}`),
    ),
  );
}

/** Writes the record of a student kit's stubs (release): each stage file as the kit starts it. */
export function recordStubs(kitDir: string, labs: string[]): void {
  const stubs: Record['stubs'] = {};
  for (const relative of stageFiles(kitDir, labs)) {
    const file = path.join(kitDir, 'activities', relative);
    if (existsSync(file)) stubs[relative] = readFileSync(file, 'utf8');
  }
  const record: Record = { generated: 'by cardlab release: the stubs as released; do not edit', stubs };
  writeFileSync(path.join(kitDir, RECORD), `${JSON.stringify(record, null, 2)}\n`);
}

function recorded(kit: KitPaths): Record['stubs'] | undefined {
  const file = path.join(kit.root, RECORD);
  if (!existsSync(file)) return undefined;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as Record).stubs;
  } catch {
    return undefined;
  }
}

/** The committed copies of files under activities/ (`lab/NN-slug/File.ts`), read from git in one call. */
function committed(kit: KitPaths, relatives: string[]): Map<string, string> {
  const found = new Map<string, string>();
  if (relatives.length === 0) return found;
  const objects = relatives.map((relative) => `HEAD:./activities/${relative}`).join('\n');
  const run = spawnSync('git', ['-C', kit.root, 'cat-file', '--batch'], { input: `${objects}\n`, maxBuffer: 64 << 20 });
  if (run.status !== 0 || !run.stdout) return found;
  const out: Buffer = run.stdout;
  let at = 0;
  for (const relative of relatives) {
    const end = out.indexOf(0x0a, at);
    if (end < 0) break;
    const header = out.subarray(at, end).toString('utf8').split(' ');
    at = end + 1;
    if (header[1] !== 'blob') continue;
    const size = Number(header[2]);
    found.set(relative, out.subarray(at, at + size).toString('utf8'));
    at += size + 1;
  }
  return found;
}

/**
 * The stub of each asked stage file (`lab/NN-slug/File.ts`) of a submission at `root`, where it can be known (see
 * RECORD above); a file with none is left out.
 */
export function stubTexts(kit: KitPaths, root: string, relatives: string[]): Map<string, string> {
  const record = recorded(kit);
  if (record)
    return new Map(relatives.filter((r) => record[r] !== undefined).map((relative) => [relative, record[relative]!]));
  const stubs = new Map<string, string>();
  const own: string[] = [];
  for (const relative of relatives) {
    const stub = path.join(kit.activities, relative);
    if (path.resolve(root, relative) === path.resolve(stub)) own.push(relative);
    else if (existsSync(stub)) stubs.set(relative, readFileSync(stub, 'utf8'));
  }
  for (const [relative, text] of committed(kit, own)) stubs.set(relative, text);
  return stubs;
}

/**
 * The activities with a stage file at `root` that differs from its known stub: the only ones whose API can differ
 * (list asks before it loads the compiler to compare; a stage not begun costs nothing).
 */
export function changedFromStubs(kit: KitPaths, root: string, activities: Activity[]): Activity[] {
  const files = activities.flatMap((activity) =>
    activity.manifest.files.subject.map((name) => ({ activity, relative: `${activity.id}/${name}` })),
  );
  const stubs = stubTexts(
    kit,
    root,
    files.map((file) => file.relative),
  );
  const changed = new Set<Activity>();
  for (const { activity, relative } of files) {
    const stub = stubs.get(relative);
    const file = path.join(root, relative);
    if (stub !== undefined && existsSync(file) && readFileSync(file, 'utf8') !== stub) changed.add(activity);
  }
  return activities.filter((activity) => changed.has(activity));
}
