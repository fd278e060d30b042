import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';

const GUIDE = path.join(KIT_ROOT, 'grader', 'AUTHORING.md');
const guide = readFileSync(GUIDE, 'utf8');
const headings = [...guide.matchAll(/^#+ (.+)$/gm)].map((match) => match[1]!);

/** Where the grader's sources send a maintainer to a section of the guide: `grader/AUTHORING.md, "Adding a lab"`. */
function sectionsCited(): { file: string; section: string }[] {
  const dirs = ['grader/src', 'grader/cli'].map((dir) => path.join(KIT_ROOT, dir));
  return dirs.flatMap((dir) =>
    (readdirSync(dir, { recursive: true }) as string[])
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) =>
        [...readFileSync(path.join(dir, name), 'utf8').matchAll(/AUTHORING\.md, "([^"]+)"/g)].map((match) => ({
          file: path.relative(KIT_ROOT, path.join(dir, name)),
          section: match[1]!,
        })),
      ),
  );
}

describe('the authoring guide', () => {
  it('links_the_design_document_by_a_path_that_exists', () => {
    const links = [...guide.matchAll(/\]\(([^)]*DESIGN\.md)\)/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(existsSync(path.resolve(path.dirname(GUIDE), link)), link).toBe(true);
  });

  it('has_every_section_the_scaffold_and_its_messages_send_a_maintainer_to', () => {
    const cited = sectionsCited();
    expect(cited.map((c) => c.section)).toEqual(expect.arrayContaining(['Adding a lab', 'Designing a reference']));
    for (const { file, section } of cited) expect(headings, `${file} cites "${section}"`).toContain(section);
  });

  it('covers_what_a_maintainer_needs', () => {
    for (const topic of ['Lab order', 'Imports: one spelling', 'Provided files', 'Fixtures', 'Designing a reference']) {
      expect(headings).toContain(topic);
    }
    const spelling = "Provided files are imported as `../shared/…` from every stage's files, references included";
    expect(guide).toContain(spelling);
    expect(guide).toMatch(/`schema` field names its schema/);
  });
});
