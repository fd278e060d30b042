import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { describe, expect, it } from 'vitest';

// A submission's mode bits do not decide what is graded (intake/workingCopy.ts): root reads a file whose mode lets no
// one read it, so a grader of another user must too, or the same folder scores 15/15 under root and 11/15 under
// them. Run as an unprivileged user (which only root can start), on a folder that user owns.
const NOBODY = 65534;

describe("a submission's mode bits", () => {
  it.runIf(process.getuid?.() === 0)('decide_nothing_for_a_grader_that_is_not_root_either', () => {
    // Under /tmp itself: the test run's own temporary folder (TMPDIR) is closed to other users.
    const dir = mkdtempSync(path.join('/tmp', 'cardlab-modes-'));
    const stage = path.join(dir, 'sub', 'elevens', '01-card');
    mkdirSync(stage, { recursive: true });
    writeFileSync(path.join(stage, 'Card.ts'), 'export class Card {}\n');
    writeFileSync(path.join(stage, 'CardTester.test.ts'), '// the tests\n');
    const hidden = path.join(dir, 'sub', 'elevens', 'shut');
    mkdirSync(hidden);
    writeFileSync(path.join(hidden, 'notes.ts'), '// notes\n');
    for (const entry of [dir, path.join(dir, 'sub'), path.join(dir, 'sub', 'elevens'), stage, hidden])
      chownSync(entry, NOBODY, NOBODY);
    for (const file of [
      path.join(stage, 'Card.ts'),
      path.join(stage, 'CardTester.test.ts'),
      path.join(hidden, 'notes.ts'),
    ])
      chownSync(file, NOBODY, NOBODY);
    chmodSync(path.join(stage, 'CardTester.test.ts'), 0o000);
    chmodSync(hidden, 0o000);
    // The copy, bundled to plain JavaScript beside the upload: the unprivileged user reads nothing of the kit.
    buildSync({
      entryPoints: [path.join(import.meta.dirname, '..', 'src', 'intake', 'workingCopy.ts')],
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile: path.join(dir, 'workingCopy.mjs'),
      logLevel: 'silent',
    });
    const copier = path.join(dir, 'copy.mjs');
    writeFileSync(
      copier,
      `import { readFileSync } from 'node:fs';
import { copySubmission } from './workingCopy.mjs';
const refused = copySubmission('sub', 'copy');
const copied = (name) => readFileSync('copy/elevens/' + name, 'utf8');
process.stdout.write(JSON.stringify({ refused, tests: copied('01-card/CardTester.test.ts'), notes: copied('shut/notes.ts') }));
`,
    );
    for (const file of [copier, path.join(dir, 'workingCopy.mjs')]) chownSync(file, NOBODY, NOBODY);
    const run = spawnSync(process.execPath, [copier], { encoding: 'utf8', uid: NOBODY, gid: NOBODY, cwd: dir });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ refused: [], tests: '// the tests\n', notes: '// notes\n' });
    // The upload is left as it was.
    expect(statSync(path.join(stage, 'CardTester.test.ts')).mode & 0o777).toBe(0);
    expect(statSync(hidden).mode & 0o777).toBe(0);
  });
});
