/**
 * An activity's item graded by hand (the manifest's `manual`): what the student wrote about it, read for the
 * instructor. The grader gives it no points; the reports carry it as extra points, 0 until the instructor grades it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from '../kit/activities.ts';
import type { ManualResult } from './result.ts';
import { submittedFile } from '../intake/submission.ts';

/** Enough to read a description; a longer one is cut (the instructor has the file). */
const MAX_DESCRIPTION = 4_000;

/** The text a student added to the kit's template: comments and the template's own lines taken out. */
export function addedText(written: string, template: string): string {
  const templateLines = new Set(
    template
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );
  return written
    .replace(/<!--[\s\S]*?-->/g, '')
    .split('\n')
    .filter((line) => !templateLines.has(line.trim()))
    .join('\n')
    .trim();
}

export function manualItem(activity: Activity, root: string): ManualResult | undefined {
  const manual = activity.manifest.manual;
  if (!manual) return undefined;
  const file = submittedFile(root, activity, manual.file);
  const template = path.join(activity.stubDir, manual.file);
  const written = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const added = addedText(written, existsSync(template) ? readFileSync(template, 'utf8') : '');
  const description = added.length > MAX_DESCRIPTION ? `${added.slice(0, MAX_DESCRIPTION)}…` : added;
  return {
    title: manual.title,
    file: manual.file,
    points: 0,
    maxPoints: manual.points,
    described: added !== '',
    ...(added ? { description } : {}),
  };
}
