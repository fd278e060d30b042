import { symlinkSync } from 'node:fs';
import { problemMatches, type HostileCase } from '../corpus.ts';
import { STAGES } from './everyLab.ts';

/**
 * What the `user` confinement shares between workers (sandbox/sandboxFolder.ts, sandboxUsers.ts): the worker runtime
 * in the kit's packages, its copy and the id claims in the machine's temporary folder. A submission that names them,
 * by a relative path out of the submission, an absolute path or a symbolic link, gets nothing of them: the subject
 * does not load, and the activity scores nothing, as the stub would.
 */
const ATTEMPTS: { name: string; problem: RegExp; subject?: (activity: string) => string; link?: string }[] = [
  {
    name: 'the worker runtime imported from the kit by a relative path',
    problem: /outside the submission/,
    subject: () => `export * from '../../../../../node_modules/.cardlab/worker-runtime.mjs';\n`,
  },
  {
    name: 'the sandbox id claims imported by an absolute path',
    problem: /not allowed/,
    subject: () => `export * from '/tmp/cardlab-sandbox-ids/61000';\n`,
  },
  {
    name: 'the subject a symbolic link into the sandbox id claims',
    problem: /symbolic link/,
    link: '/tmp/cardlab-sandbox-ids',
  },
];

export const USER_SANDBOX: HostileCase[] = STAGES.flatMap((stage) =>
  ATTEMPTS.map((attempt): HostileCase => ({
    name: `${stage.activity}: ${attempt.name}`,
    kind: 'os',
    activity: stage.activity,
    files: (src) => ({
      ...Object.fromEntries(stage.others.map((name) => [name, src.reference(stage.activity, name)])),
      ...(attempt.subject ? { [stage.subject]: attempt.subject(stage.activity) } : {}),
    }),
    prepare: attempt.link
      ? (dir) => symlinkSync(attempt.link!, `${dir}/${stage.activity}/${stage.subject}`)
      : undefined,
    points: 0,
    check: problemMatches(attempt.problem),
  })),
);
