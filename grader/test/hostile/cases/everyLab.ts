import { symlinkSync } from 'node:fs';
import { problemMatches, type HostileCase } from '../corpus.ts';

/** The first stage of each lab: the subject attacked, the other subject files (the reference), the full hidden score. */
export const STAGES = [
  { activity: 'elevens/01-card', subject: 'Card.ts', others: [] as string[], hidden: 11 },
  { activity: 'pyramid/01-model', subject: 'BasicPyramidSolitaire.ts', others: ['Card.ts'], hidden: 60 },
  { activity: 'montecarlo/01-coordinate', subject: 'Coordinate.ts', others: [], hidden: 14 },
  { activity: 'klondike/01-card', subject: 'Card.ts', others: [], hidden: 8 },
];

/** An attack on the subject: from the reference or the stub, what it becomes, and the hidden points it must get. */
interface Family {
  name: string;
  kind: HostileCase['kind'];
  from: 'reference' | 'stub';
  edit: (text: string, ctx: { kitRoot: string; activity: string; subject: string }) => string;
  full?: boolean;
  symlinked?: boolean;
  problem?: RegExp;
}

const FAMILIES: Family[] = [
  {
    name: 'noise at import (a timer, 100 kB of output, a stray rejection)',
    kind: 'framework',
    from: 'reference',
    full: true,
    edit: (t) =>
      `setInterval(() => {}, 1000);\nconsole.log('x'.repeat(100_000));\nvoid Promise.reject(new Error('stray'));\n${t}`,
  },
  {
    name: 'the global object reached at import',
    kind: 'framework',
    from: 'reference',
    edit: (t) => `(globalThis as any).__vitest_worker__.current.mode = 'skip';\n${t}`,
  },
  {
    name: 'the reference re-exported by a relative path',
    kind: 'secrets',
    from: 'stub',
    problem: /outside the submission/,
    edit: (_t, c) => `export * from '../../../../../solutions/${c.activity}/${c.subject}';\n`,
  },
  {
    name: 'the reference re-exported by an absolute path',
    kind: 'secrets',
    from: 'stub',
    problem: /not allowed/,
    edit: (_t, c) => `export * from '${c.kitRoot}/solutions/${c.activity}/${c.subject}';\n`,
  },
  {
    name: 'the subject imported with a run query',
    kind: 'secrets',
    from: 'stub',
    problem: /not allowed|not a module of this run/,
    edit: (_t, c) => `export * from './${c.subject}?cardlab-run=0123456789abcdef01234567';\n`,
  },
  {
    name: 'the subject a symbolic link to the reference',
    kind: 'secrets',
    from: 'stub',
    symlinked: true,
    problem: /symbolic link/,
    edit: (t) => t,
  },
  {
    name: 'vitest imported by the subject',
    kind: 'framework',
    from: 'reference',
    problem: /not allowed/,
    edit: (t) => `import { vi } from 'vitest';\nvoid vi;\n${t}`,
  },
  {
    name: 'node:fs imported by the subject',
    kind: 'os',
    from: 'reference',
    problem: /not allowed/,
    edit: (t) => `import { writeFileSync } from 'node:fs';\nwriteFileSync('/tmp/owned', 'x');\n${t}`,
  },
  {
    name: 'code generated from a string',
    kind: 'framework',
    from: 'reference',
    edit: (t) => `new Function('return 1')();\n${t}`,
  },
  {
    name: 'a frozen built-in patched (JSON.stringify)',
    kind: 'framework',
    from: 'reference',
    edit: (t) => `(JSON as any).stringify = () => '"ok"';\n${t}`,
  },
  {
    name: 'an exception at import',
    kind: 'framework',
    from: 'reference',
    edit: (t) => `throw new Error('boom');\n${t}`,
  },
  {
    name: 'a loop that never ends at import',
    kind: 'time',
    from: 'reference',
    edit: (t) => `for (;;) { try { for (;;) {} } catch { /* the guard's error, swallowed */ } }\n${t}`,
  },
];

export const EVERY_LAB: HostileCase[] = STAGES.flatMap((stage) =>
  FAMILIES.map((family): HostileCase => ({
    name: `${stage.activity}: ${family.name}`,
    kind: family.kind,
    activity: stage.activity,
    files: (src, ctx) => {
      const files: Record<string, string> = Object.fromEntries(
        stage.others.map((name) => [name, src.reference(stage.activity, name)]),
      );
      if (!family.symlinked) {
        const base =
          family.from === 'reference'
            ? src.reference(stage.activity, stage.subject)
            : src.stub(stage.activity, stage.subject);
        files[stage.subject] = family.edit(base, {
          kitRoot: ctx.kitRoot,
          activity: stage.activity,
          subject: stage.subject,
        });
      }
      return files;
    },
    prepare: family.symlinked
      ? (dir, ctx) =>
          symlinkSync(
            `${ctx.kitRoot}/solutions/${stage.activity}/${stage.subject}`,
            `${dir}/${stage.activity}/${stage.subject}`,
          )
      : undefined,
    points: family.full ? stage.hidden : 0,
    check: family.problem ? problemMatches(family.problem) : undefined,
  })),
);
