import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { describeErrors, misspelledField, validatorFor } from './schemas.ts';

/** activity.json, as fixtures/schemas/activity.schema.json describes it. */
export interface Manifest {
  title: string;
  files: {
    subject: string[];
    provided?: string[];
    visibleTests: string[];
    studentTests: string[];
  };
  hidden: { suite: string; weights?: Record<string, number> }[];
  testing: { points: number; publicBuggy?: boolean };
  buggy: Record<string, string[]>;
  /** For each subject file, the ids of its wheats: correct implementations taking a freedom (kit/wheats.ts). */
  wheats?: Record<string, string[]>;
  hints: string[];
  timeoutMs?: number;
  hiddenCount?: number;
  gradescope?: { hiddenVisibility?: 'hidden' | 'after_due_date' | 'after_published' | 'visible' };
  forbidden?: { api: string; why: string; files?: string[] }[];
  /** Members a stub writes out for the student (`Class`, `Class.member`, `function`): they need not throw TODO. */
  providedMembers?: string[];
  /** An item graded by hand: the student describes it in `file`; reported as extra points, 0 until graded. */
  manual?: { title: string; file: string; points: number };
}

/** A manifest that cannot be used: names the file and every field that is wrong. */
export class ManifestError extends Error {
  /**
   * `asMeant`: the manifest with each misspelled field read as the field it is a slip for, when that makes it valid:
   * `verify` reports the error and still verifies the stage as meant, so one typo hides no other mistake of it.
   */
  constructor(
    readonly file: string,
    readonly problems: string[],
    readonly asMeant?: Manifest,
  ) {
    super(`${file} is not a valid activity manifest:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ManifestError';
  }
}

export function loadManifest(file: string, schemasDir: string, shownAs = file): Manifest {
  let data: unknown;
  if (!existsSync(file)) {
    throw new ManifestError(shownAs, [
      'the file is missing: every activity folder needs an activity.json (see grader/AUTHORING.md)',
    ]);
  }
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ManifestError(shownAs, [error instanceof Error ? error.message : String(error)]);
  }
  const validate = validatorFor(schemasDir, 'activity');
  if (!validate(data)) {
    const problems = describeErrors(validate.errors);
    throw new ManifestError(shownAs, problems, slipsCorrected(data, validate.errors ?? [], validate));
  }
  const manifest = data as Manifest;
  const problems = crossCheck(manifest);
  if (problems.length > 0) throw new ManifestError(shownAs, problems);
  return manifest;
}

/** `data` with every misspelled field renamed to the one it is a slip for, if that alone makes it a valid manifest. */
function slipsCorrected(data: unknown, errors: ErrorObject[], validate: ValidateFunction): Manifest | undefined {
  const copy = structuredClone(data) as Record<string, unknown>;
  for (const error of errors) {
    const slip = misspelledField(error);
    if (!slip?.meant) continue;
    const holder = error.instancePath
      .split('/')
      .slice(1)
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], copy) as
      Record<string, unknown> | undefined;
    if (!holder || slip.meant in holder) return undefined;
    holder[slip.meant] = holder[slip.field];
    delete holder[slip.field];
  }
  if (!validate(copy) || crossCheck(copy as unknown as Manifest).length > 0) return undefined;
  return copy as unknown as Manifest;
}

/** Rules a JSON Schema cannot say: buggy implementations must replace a subject file, roles must not overlap. */
function crossCheck(manifest: Manifest): string[] {
  const problems: string[] = [];
  for (const file of Object.keys(manifest.buggy)) {
    if (!manifest.files.subject.includes(file))
      problems.push(`/buggy/${file}: buggy implementations must replace a subject file`);
  }
  for (const file of Object.keys(manifest.wheats ?? {})) {
    if (!manifest.files.subject.includes(file)) problems.push(`/wheats/${file}: wheats must replace a subject file`);
  }
  const roles = Object.entries(manifest.files).flatMap(([role, files]) =>
    (files ?? []).map((file) => [role, file] as const),
  );
  const seen = new Map<string, string>();
  for (const [role, file] of roles) {
    const other = seen.get(file);
    if (other) problems.push(`/files/${role}: ${file} is already listed under ${other}`);
    seen.set(file, role);
  }
  for (const file of manifest.files.visibleTests.concat(manifest.files.studentTests)) {
    if (!file.endsWith('.test.ts')) problems.push(`/files: test file ${file} must end in .test.ts`);
  }
  if (manifest.testing.points > 0 && manifest.files.studentTests.length === 0) {
    problems.push('/testing/points: testing points need at least one student test file');
  }
  return problems;
}

export function manifestPath(activityDir: string): string {
  return path.join(activityDir, 'activity.json');
}
