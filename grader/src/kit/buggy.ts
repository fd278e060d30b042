import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from './activities.ts';

/** A buggy implementation of one subject file, with the header that says what is wrong with it. */
export interface BuggyImpl {
  /** `Card.matches-or` */
  id: string;
  subject: string;
  file: string;
  bug: string;
  misconception: string;
  hint: string;
}

/** Reads a tag such as `@hint …` from the header comment; a tag may continue on following ` * ` lines. */
export function headerTag(source: string, name: string): string | undefined {
  const header = /\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '';
  const match = new RegExp(`@${name}\\s+([\\s\\S]*?)(?=\\n\\s*\\*\\s*@|$)`).exec(header);
  return (
    match?.[1]
      ?.replace(/\n\s*\*\s?/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || undefined
  );
}

export function buggyImpls(activity: Activity): BuggyImpl[] {
  return Object.entries(activity.manifest.buggy).flatMap(([subject, ids]) =>
    ids.map((bugId) => {
      const base = subject.replace(/\.ts$/, '');
      const file = path.join(activity.buggyDir, `${base}.${bugId}.ts`);
      let source = '';
      try {
        source = readFileSync(file, 'utf8');
      } catch {
        throw new Error(
          `${activity.id}: activity.json lists buggy "${bugId}" for ${subject}, but ${path.relative(path.dirname(activity.buggyDir), file)} does not exist`,
        );
      }
      const [bug, misconception, hint] = ['bug', 'misconception', 'hint'].map((name) => headerTag(source, name));
      if (!bug || !misconception || !hint) {
        throw new Error(`${activity.id}: the header of buggy ${base}.${bugId}.ts needs @bug, @misconception and @hint`);
      }
      return { id: `${base}.${bugId}`, subject, file, bug, misconception, hint };
    }),
  );
}
