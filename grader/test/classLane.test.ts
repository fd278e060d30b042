// The parent's end of a class lane (class/classLane.ts), against a stand-in for `cardlab grade-lane` that answers as the
// real one does, or ends mid-grade: a lane that ends costs the students it held, and the next student starts it again.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LaneProcess } from '../src/class/classLane.ts';
import type { GradeReport } from '../src/score/result.ts';

const STAND_IN = `
let share;
process.on('message', (message) => {
  if (message.type === 'setup') share = message.share;
  else if (message.entry.name === 'ends') process.exit(3);
  else process.send({ type: 'graded', id: message.id, report: { submission: message.entry.name, slots: share.slots } });
});
process.on('disconnect', () => process.exit(0));
`;

describe('a lane process', () => {
  it('grades_what_it_is_sent_and_starts_again_after_it_ended_mid_grade', async () => {
    const kitRoot = mkdtempSync(path.join(os.tmpdir(), 'cardlab-lane-'));
    mkdirSync(path.join(kitRoot, 'grader', 'bin'), { recursive: true });
    writeFileSync(path.join(kitRoot, 'grader', 'bin', 'cardlab.js'), STAND_IN);
    const settings = { kitRoot, out: kitRoot, activities: [], fixedScope: true, force: false, limitMs: 1000 };
    const lane = new LaneProcess(settings, { students: 1, slots: 3 });
    const entry = (name: string) => ({ name, path: path.join(kitRoot, name), link: false });
    try {
      const answer = (name: string) => lane.grade(entry(name)) as Promise<GradeReport & { slots: number }>;
      expect(await answer('alice')).toEqual({ submission: 'alice', slots: 3 });
      await expect(answer('ends')).rejects.toThrow('the grading process ended (exit code 3)');
      expect(await answer('bob')).toEqual({ submission: 'bob', slots: 3 });
    } finally {
      lane.close();
    }
  });
});
