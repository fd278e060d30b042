/**
 * The peers that `check` and `watch` are measured against: a plain vitest of the same stage's test files, run (and
 * watched) with vitest's own defaults, no config of the kit's, on the same copy of the stage as cardlab's runs.
 * The copy is a student's kit in small: the stages (activities/, the stubs and the files they are given), the
 * tsconfig they extend, and the kit's packages beside them (a link), so both tools read the very same files.
 */
import { cpSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measured, type Measured } from './measure.ts';

export interface StageCopy {
  /** The copy's stages, cardlab's `--dir` and vitest's root. */
  activities: string;
  /** A vitest config that sets nothing: vitest's defaults. */
  config: string;
  vitest: string;
}

export function stageCopy(kitRoot: string, work: string): StageCopy {
  const root = path.join(work, 'student-kit');
  cpSync(path.join(kitRoot, 'activities'), path.join(root, 'activities'), { recursive: true });
  cpSync(path.join(kitRoot, 'tsconfig.json'), path.join(root, 'tsconfig.json'));
  symlinkSync(path.join(kitRoot, 'node_modules'), path.join(root, 'node_modules'));
  const config = path.join(root, 'vitest.plain.config.mjs');
  writeFileSync(config, 'export default {};\n');
  return {
    activities: path.join(root, 'activities'),
    config,
    vitest: path.join(kitRoot, 'node_modules', 'vitest', 'vitest.mjs'),
  };
}

/** `vitest run` of one stage folder's test files (a stub's fail: exit 1 is its usual end). */
export function vitestRun(copy: StageCopy, stageDir: string): Promise<Measured> {
  const args = [copy.vitest, 'run', '--config', copy.config, '--root', copy.activities, '--dir', stageDir];
  return measured(process.execPath, args, { cwd: copy.activities, expectStatus: [0, 1] });
}
