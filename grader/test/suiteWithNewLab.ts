/**
 * The kit's whole test suite and `verify`, run in a copy of the kit to which a fifth lab and its game were added by
 * the guide alone (newLab.ts: `cardlab new`, the placeholders filled in, the game written as AUTHORING.md says), with
 * not one engine line changed: `npm test` runs the suite this way, so that every test of the kit is proved to hold
 * for a lab it does not know, and every lab the kit has is still covered (they are all in the copy). Arguments are
 * passed to `vitest run` (a file, `-t name`). The copy is made under the kit's .cardlab/ (bubblewrap gives each
 * worker a /tmp of its own) and removed at the end; CARDLAB_KEEP_COPY=1 keeps it, to look into a failure.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { KIT_ROOT } from '../cli/context.ts';
import { addLab, engineChanges } from './newLab.ts';
import { KitCopy } from './support.ts';

const LAB = 'war';

/** This process's environment without what a vitest around it set: the run in the copy is a fresh one. */
const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));

function run(kit: KitCopy, program: string, args: string[]): number {
  const done = spawnSync(process.execPath, [path.join(kit.root, program), ...args], {
    cwd: kit.root,
    stdio: 'inherit',
    env: environment,
  });
  return done.status ?? 1;
}

const kit = new KitCopy({ parent: path.join(KIT_ROOT, '.cardlab') });
let code = 1;
try {
  const base = kit.git('rev-parse', 'HEAD').trim();
  addLab(kit, LAB, { game: true });
  const engine = engineChanges(kit, base, LAB);
  if (engine.length > 0) {
    process.stderr.write(
      `adding the ${LAB} lab changed the engine, which the guide says it never does: ${engine.join(', ')}\n`,
    );
  } else {
    process.stdout.write(
      `the kit's tests, in a copy with a fifth lab (${LAB}, with its game) added by the guide alone\n`,
    );
    const tests = run(kit, 'node_modules/vitest/vitest.mjs', ['run', ...process.argv.slice(2)]);
    const verified = process.argv.length > 2 ? 0 : run(kit, 'grader/bin/cardlab.js', ['verify']);
    code = tests !== 0 ? tests : verified;
  }
} finally {
  if (process.env.CARDLAB_KEEP_COPY === '1') process.stdout.write(`the copy is kept: ${kit.root}\n`);
  else kit.remove();
}
process.exitCode = code;
