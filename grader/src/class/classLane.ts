// A grader process of its own for part of a class (classShares.ts): `grade-all` starts one per share when a class
// is spread over several, through the kit's own command line (`cardlab grade-lane`, which serves the other end,
// gradeLane.ts), and sends it one student at a time. The reports come back as data over the process's
// channel; writing them, the progress and the gradebook stay with the parent.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Activity } from '../kit/activities.ts';
import type { ClassEntry } from '../intake/classFolder.ts';
import type { GradeReport } from '../score/result.ts';
import type { ClassShare } from '../run/classShares.ts';

/**
 * How a class is graded, as far as a grader process needs to know it: the class's options (gradeClass.ts extends
 * them with the submissions and the callbacks), sent to each lane as they are, so that a lane grades as the parent.
 */
export interface LaneSettings {
  kitRoot: string;
  /** The reports' folder: `<out>/<student>.json` (a kept one is read from there), coverage under `coverage/`. */
  out: string;
  activities: Activity[];
  /** Grade exactly `activities` (`--activity`); otherwise the labs each student has work in. */
  fixedScope: boolean;
  /** Grade again even a submission whose report is up to date. */
  force: boolean;
  /** Whole-run limit per submission: CPU time of its test workers (ms). */
  limitMs: number;
  /** Every test's time limit (ms), in place of each activity's own: for the kit's tests only (gradeSubmission.ts). */
  timeoutMs?: number;
}

export type ToLane =
  { type: 'setup'; settings: LaneSettings; share: ClassShare } | { type: 'grade'; id: number; entry: ClassEntry };

export type FromLane =
  { type: 'graded'; id: number; report?: GradeReport } | { type: 'failed'; id: number; message: string };

interface Waiting {
  resolve: (report: GradeReport | undefined) => void;
  reject: (error: Error) => void;
  /** The process the student was sent to: only its end fails them (a new one may be serving others by then). */
  child: ChildProcess;
}

export class LaneProcess {
  private child?: ChildProcess;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;

  constructor(
    private readonly settings: LaneSettings,
    private readonly share: ClassShare,
  ) {}

  /** The lane's process, started (again, after one ended) when a student is sent. */
  private process(): ChildProcess {
    if (this.child && this.child.connected) return this.child;
    const cli = path.join(this.settings.kitRoot, 'grader', 'bin', 'cardlab.js');
    // No inherited loader flags (a test runner's): the command line finds its own way to load (cardlab.js).
    const child = fork(cli, ['grade-lane'], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.on('message', (message: FromLane) => {
      const waiting = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.type === 'graded') waiting?.resolve(message.report);
      else waiting?.reject(new Error(message.message));
    });
    const ended = (why: string) => {
      for (const [id, waiting] of this.waiting)
        if (waiting.child === child) {
          this.waiting.delete(id);
          waiting.reject(new Error(why));
        }
      if (this.child === child) this.child = undefined;
    };
    child.on('error', (error) => ended(`the grading process failed: ${error.message}`));
    child.on('exit', (code, signal) => ended(`the grading process ended (${signal ?? `exit code ${code}`})`));
    child.send({ type: 'setup', settings: this.settings, share: this.share } satisfies ToLane);
    this.child = child;
    return child;
  }

  /** The student's report, or undefined when theirs is up to date; rejects when the process could not grade. */
  grade(entry: ClassEntry): Promise<GradeReport | undefined> {
    const child = this.process();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, child });
      child.send({ type: 'grade', id, entry } satisfies ToLane);
    });
  }

  /** Lets the process end (it does once its channel closes). */
  close(): void {
    if (this.child?.connected) this.child.disconnect();
    this.child = undefined;
  }
}
