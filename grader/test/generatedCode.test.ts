import { readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KitCopy } from './support.ts';

// The grader writes code of its own beside the kit's packages (node_modules/.cardlab/: the workers' runtime, the
// analysis thread). A grader that may not write there (not the user who installed the packages) had failed each
// stage on its own: a perfect submission scored 0 of a maximum cut to 4, the student told to fix their code, and the
// command ended as if it had graded. It is the machine's failing: the grade stops, says so, and exits 1.
describe('a grader that cannot write the code it generates', () => {
  it('stops_the_grade_as_the_machines_failing_never_a_stages', () => {
    const kit = new KitCopy({ packages: 'hardlinks' });
    try {
      const generated = path.join(kit.root, 'node_modules', '.cardlab');
      // The copy's own packages folder, never the kit's (or the test would take the kit's generated code away).
      expect(realpathSync(path.join(kit.root, 'node_modules'))).toBe(path.join(realpathSync(kit.root), 'node_modules'));
      rmSync(generated, { recursive: true, force: true });
      // Where the folder belongs, a file: nothing can be written under it, whoever grades (root included).
      writeFileSync(generated, '');
      const run = kit.cli('grade', 'solutions', '--activity', 'elevens/01-card', '--json', 'report.json');
      expect(run.code, run.err).toBe(1);
      expect(run.err).toMatch(
        /grading could not finish: the grader cannot write the code it generates beside the kit's packages \(node_modules\/\.cardlab: E[A-Z]+\): grade as the user who installed them/,
      );
      const report = JSON.parse(readFileSync(path.join(kit.root, 'report.json'), 'utf8')) as {
        error?: string;
        activities: unknown[];
      };
      expect(report.error).toMatch(/cannot write the code it generates/);
      expect(report.activities).toEqual([]);
    } finally {
      kit.remove();
    }
  });
});
