import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findActivity, listActivities, selectActivities } from '../src/kit/activities.ts';
import { KIT_ROOT } from '../cli/context.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { loadManifest, ManifestError } from '../src/kit/manifest.ts';

const schemas = kitPaths(KIT_ROOT).schemas;

const valid = {
  title: 'A test activity',
  files: { subject: ['Thing.ts'], visibleTests: ['Thing.visible.test.ts'], studentTests: ['ThingTester.test.ts'] },
  hidden: [{ suite: 'Thing.hidden.test.ts' }],
  testing: { points: 2 },
  buggy: { 'Thing.ts': ['off-by-one'] },
  hints: ['Look at the first and the last element.'],
};

function manifestFile(content: unknown): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-manifest-'));
  const file = path.join(dir, 'activity.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

function problemsOf(content: unknown): string[] {
  try {
    loadManifest(manifestFile(content), schemas, 'x/activity.json');
  } catch (error) {
    expect(error).toBeInstanceOf(ManifestError);
    expect((error as ManifestError).message).toContain('x/activity.json');
    return (error as ManifestError).problems;
  }
  throw new Error('the manifest was accepted');
}

describe('activity manifests', () => {
  it('a_valid_manifest_loads', () => {
    expect(loadManifest(manifestFile(valid), schemas).title).toBe('A test activity');
  });

  it('a_missing_field_is_named', () => {
    const { hints: _hints, ...withoutHints } = valid;
    expect(problemsOf(withoutHints).join('\n')).toMatch(/hints/);
  });

  it('an_unknown_field_is_named', () => {
    expect(problemsOf({ ...valid, points: 3 }).join('\n')).toMatch(/points/);
  });

  it('a_buggy_implementation_must_replace_a_subject_file', () => {
    expect(problemsOf({ ...valid, buggy: { 'Other.ts': ['x'] } }).join('\n')).toMatch(/Other\.ts.*subject/);
  });

  it('a_wheat_must_replace_a_subject_file_and_be_named_as_a_buggy_one_is', () => {
    const withWheat = { ...valid, wheats: { 'Thing.ts': ['other-order'] } };
    expect(loadManifest(manifestFile(withWheat), schemas).wheats).toEqual({ 'Thing.ts': ['other-order'] });
    expect(problemsOf({ ...valid, wheats: { 'Other.ts': ['x'] } }).join('\n')).toMatch(
      /\/wheats\/Other\.ts: wheats must replace a subject file/,
    );
    expect(problemsOf({ ...valid, wheats: { 'Thing.ts': ['Other Order'] } }).join('\n')).toMatch(/wheats/);
  });

  it('a_file_cannot_have_two_roles', () => {
    const files = { ...valid.files, studentTests: ['Thing.visible.test.ts'] };
    expect(problemsOf({ ...valid, files }).join('\n')).toMatch(/already listed/);
  });

  it('testing_points_need_student_tests', () => {
    const files = { ...valid.files, studentTests: [] };
    expect(problemsOf({ ...valid, files }).join('\n')).toMatch(/testing/);
  });

  it('broken_json_and_a_missing_file_are_reported', () => {
    expect(problemsOf('{ "title": ').join('\n')).toMatch(/JSON/);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-manifest-'));
    mkdirSync(path.join(dir, 'x'));
    expect(() => loadManifest(path.join(dir, 'x', 'activity.json'), schemas)).toThrow(/missing/);
  });
});

describe('activity ids', () => {
  const activities = listActivities(KIT_ROOT, 'elevens');

  it('the_elevens_lab_has_eleven_activities_in_course_order', () => {
    expect(activities.map((a) => a.slug.slice(0, 2))).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
    ]);
  });

  it('an_activity_is_found_by_full_id_short_id_or_number', () => {
    for (const id of ['elevens/02-deck', 'elevens/02', 'elevens/2', 'elevens/02/']) {
      expect(findActivity(activities, id).id, id).toBe('elevens/02-deck');
    }
  });

  it('a_mistyped_id_suggests_the_closest_ones', () => {
    // One edit from 02, 10 and 11: all three are offered.
    const near = 'elevens/02-deck or elevens/10-thirteens-tens or elevens/11-simulation';
    expect(() => findActivity(activities, 'elevens/12')).toThrow(
      `there is no activity "elevens/12"; did you mean ${near}?`,
    );
    expect(() => findActivity(activities, 'elevns/02')).toThrow(/did you mean elevens\/02-deck\?$/);
  });

  it('a_lab_name_selects_every_activity_of_the_lab', () => {
    expect(selectActivities(activities, 'elevens')).toHaveLength(11);
  });
});
