import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// A submission's mode bits do not decide what is graded (intake/workingCopy.ts): root reads a file whose mode lets no
// one read it, so a grader of another user must too, or the same folder scores 15/15 under root and 11/15 under
// them. Run as an unprivileged user (which only root can start), on a folder that user owns.
const NOBODY = 65534;

describe("a submission's mode bits", () => {
  it.runIf(process.getuid?.() === 0)('decide_nothing_for_a_grader_that_is_not_root_either', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-modes-'));
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
    const copier = path.join(dir, 'copy.ts');
    const module = pathToFileURL(path.join(import.meta.dirname, '..', 'src', 'intake', 'workingCopy.ts')).href;
    writeFileSync(
      copier,
      `import { readFileSync } from 'node:fs';
import { copySubmission } from ${JSON.stringify(module)};
const refused = copySubmission(${JSON.stringify(path.join(dir, 'sub'))}, ${JSON.stringify(path.join(dir, 'copy'))});
const copied = (name) => readFileSync(${JSON.stringify(path.join(dir, 'copy', 'elevens'))} + '/' + name, 'utf8');
process.stdout.write(JSON.stringify({ refused, tests: copied('01-card/CardTester.test.ts'), notes: copied('shut/notes.ts') }));
`,
    );
    chownSync(copier, NOBODY, NOBODY);
    const run = spawnSync(process.execPath, ['--import', 'tsx', copier], {
      encoding: 'utf8',
      uid: NOBODY,
      gid: NOBODY,
      // tsx is found from the kit's own packages.
      cwd: path.join(import.meta.dirname, '..', '..'),
      env: { ...process.env, HOME: dir },
    });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ refused: [], tests: '// the tests\n', notes: '// notes\n' });
    // The upload is left as it was.
    expect(statSync(path.join(stage, 'CardTester.test.ts')).mode & 0o777).toBe(0);
    expect(statSync(hidden).mode & 0o777).toBe(0);
  });
});
