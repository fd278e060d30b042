import { startWorker, type WorkerProcess } from '../sandbox/workerProcess.ts';
import { availableCores } from './cores.ts';
import type { FromWorker } from './protocol.ts';

// Where the pool gets its worker processes: a slot per core this process may use (cores.ts: taskset and the cgroup's
// quota respected), shared by every run of this process (two runs at once must not double it), and a spare booted
// ahead of need. A class graded in several processes shares the cores out among them (gradeClass.ts): each is told
// its share, so that the processes together never run more workers than there are cores.

class Slots {
  private total = availableCores();
  private free = this.total;
  private grades = 1;
  private readonly waiting: { coverage: boolean; resolve: () => void }[] = [];

  /** How many workers this process runs at once. */
  size(): number {
    return this.total;
  }

  /**
   * This process grades `count` students at once (a class, gradeClass.ts): the slots are shared among their runs, so
   * that a group is split over its student's share of them (share), not over them all.
   */
  gradeAtOnce(count: number): void {
    this.grades = Math.max(1, Math.floor(count));
  }

  /**
   * The slots one grade may count on: all of them for a single grade; a student's share where several are graded
   * at once. Each part of a group is a worker to boot (about a tenth of a second of CPU): four students on four slots
   * splitting each group four ways booted half again as many workers as the slots could run, for no time gained.
   */
  share(): number {
    return Math.max(1, Math.ceil(this.total / this.grades));
  }

  /** Runs `total` workers at once from now on (this process's share of the cores); at least 1. */
  resize(total: number): void {
    const next = Math.max(1, Math.floor(total));
    this.free += next - this.total;
    this.total = next;
    this.serveWaiting();
  }

  /** Jobs waiting, in order, while a slot is free. */
  private serveWaiting(): void {
    while (this.free > 0 && this.waiting.length > 0) {
      this.free--;
      this.waiting.shift()!.resolve();
    }
  }

  /** A slot for a job of `coverage` runs or not (a worker of the one kind cannot serve the other). */
  async take(coverage: boolean): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push({ coverage, resolve }));
  }

  /** Jobs of that kind waiting for a slot: a spare booted for none of them would be thrown away unused. */
  queued(coverage: boolean): number {
    return this.waiting.filter((job) => job.coverage === coverage).length;
  }

  give(): void {
    this.free++;
    this.serveWaiting();
  }

  /**
   * Holds a slot for work of this process beside the workers (the analysis thread, a core's worth of computing) until
   * the function returned is called (once). Taken at once, never waited for: the slot of the next job to end is the one
   * held, so that the workers and the thread together never outnumber the slots.
   */
  hold(): () => void {
    this.free--;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.give();
    };
  }
}

export const slots = new Slots();

/**
 * A worker process booted ahead of need. Booting (the sandbox, Node, the runtime, the hardened realm) takes a tenth
 * of a second or more, much of it waiting rather than computing: while jobs queue for a slot, the next worker boots
 * beside the running ones, and a slot that frees up starts work at once. A spare holds no job's code until it is
 * taken, and is taken by one job only, as any worker is; the last batch to end stops it.
 */
interface Spare {
  worker: WorkerProcess;
  ready: boolean;
  detach: () => void;
}
const spares = new Map<string, Spare>();

function spareKey(runtime: string, coverage: boolean): string {
  return `${runtime}\0${coverage}`;
}

export function startSpare(runtime: string, coverage: boolean): void {
  const key = spareKey(runtime, coverage);
  if (spares.has(key)) return;
  const worker = startWorker({ runtime, coverage });
  const spare: Spare = { worker, ready: false, detach: () => worker.child.off('message', onReady) };
  const onReady = (message: FromWorker) => {
    if (message.type === 'ready') spare.ready = true;
  };
  worker.child.on('message', onReady);
  // An idle spare never keeps the grader alive.
  worker.child.unref();
  (worker.child.channel as { unref?: () => void } | undefined)?.unref?.();
  void worker.exited.then(() => {
    if (spares.get(key) === spare) spares.delete(key);
  });
  spares.set(key, spare);
}

/** A booted spare if there is one (and whether it is ready), else a worker started now. */
export function takeWorker(runtime: string, coverage: boolean): { worker: WorkerProcess; ready: boolean } {
  const key = spareKey(runtime, coverage);
  const spare = spares.get(key);
  if (
    spare &&
    spare.worker.child.exitCode === null &&
    spare.worker.child.signalCode === null &&
    spare.worker.child.connected
  ) {
    spares.delete(key);
    spare.detach();
    spare.worker.child.ref();
    (spare.worker.child.channel as { ref?: () => void } | undefined)?.ref?.();
    return { worker: spare.worker, ready: spare.ready };
  }
  return { worker: startWorker({ runtime, coverage }), ready: false };
}

/** Stops every spare (the last batch has ended). Out of the map before the kill: a dying spare is never taken. */
export function stopSpares(): void {
  for (const [key, spare] of spares) {
    spares.delete(key);
    spare.worker.kill();
  }
}
