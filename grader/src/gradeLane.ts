// The lane's end of classLane.ts, run by `cardlab grade-lane`: grades the students its parent sends, as many at once
// as its share says, with its share of the worker slots, and answers each with the student's report.
import { gradeStudent } from './gradeClass.ts';
import { allowAnalysisThreads } from './analysis/analysis.ts';
import type { FromLane, LaneSettings, ToLane } from './class/classLane.ts';
import { slots } from './run/workers.ts';

/** Serves the parent over this process's channel until the parent closes it. */
export function serveLane(): Promise<void> {
  return new Promise((resolve) => {
    const send = process.send?.bind(process);
    if (!send) throw new Error('grade-lane serves grade-all over its channel: it is started by grade-all, not by hand');
    let settings: LaneSettings | undefined;
    process.on('message', (message: ToLane) => {
      if (message.type === 'setup') {
        settings = message.settings;
        slots.resize(message.share.slots);
        slots.gradeAtOnce(message.share.students);
        allowAnalysisThreads(message.share.students);
        return;
      }
      const { id, entry } = message;
      const answer = (reply: FromLane) => send(reply);
      if (!settings) {
        answer({ type: 'failed', id, message: 'the grading process was sent a student before its settings' });
        return;
      }
      gradeStudent({ ...settings, entries: [] }, entry).then(
        (report) => answer({ type: 'graded', id, report }),
        (error: unknown) =>
          answer({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) }),
      );
    });
    // The parent closed the channel (the class is done) or ended: nothing is left to grade here.
    process.on('disconnect', () => resolve());
  });
}
