import { EventEmitter } from 'node:events';
import type { PoolOptions, PoolWorker, WorkerRequest } from 'vitest/node';
import { Hosts, workerNews, type Host, type HostOptions, type Tenant } from './hosts.ts';

export { workerNews, type TestNews } from './hosts.ts';

export const SANDBOX_POOL = 'cardlab-sandbox';

export type SandboxPoolOptions = HostOptions;

/** Which worker runs which test file, so the watchdog can stop the one that holds a test past its limit. */
const running = new Map<string, SandboxWorker>();

/** Stops the worker running `file` from outside (its whole process tree): for a test that never yields. */
export function killWorkerOf(file: string): boolean {
  const worker = running.get(file);
  if (!worker) return false;
  worker.kill();
  return true;
}

const response = (type: string, extra: object = {}) => ({ type, __vitest_worker_response__: true, ...extra });

/**
 * A vitest pool worker like vitest's own `forks` worker, but its process is confined by the machine's sandbox
 * (sandbox/confinement.ts) and may be one that already ran other files of the same group (hosts.ts): vitest sees a
 * fresh worker per file, and the worker resets its modules between files. Modules reach the process only through
 * the runner's channel (no file cache on disk), so it needs no view of the kit, the submission or the reports.
 */
class SandboxWorker implements PoolWorker, Tenant {
  readonly name = SANDBOX_POOL;
  // Transformed modules travel over the channel: the worker has no view of the grader's cache folder.
  readonly cacheFs = false;
  private readonly events = new EventEmitter();
  private startMessage?: WorkerRequest;
  private host?: Host;
  private files: string[] = [];
  private group?: string;
  private awaitingStart?: (message: { error?: unknown }) => void;
  private stopping = false;

  constructor(
    private readonly options: PoolOptions,
    private readonly hosts: Hosts,
  ) {}

  on(event: string, callback: (arg: unknown) => void): void {
    this.events.on(event, callback);
  }

  off(event: string, callback: (arg: unknown) => void): void {
    this.events.off(event, callback);
  }

  private answer(message: object): void {
    queueMicrotask(() => this.events.emit('message', message));
  }

  send(message: WorkerRequest): void {
    if (message.type === 'start') {
      // The process may have been started for an earlier file of the group: it is started for real when a file
      // comes (then this message is sent to it), and vitest is told at once that it is ready.
      this.startMessage = message;
      return this.answer(response('started'));
    }
    if (message.type === 'stop') {
      this.leave();
      return this.answer(response('stopped'));
    }
    if (message.type === 'run' || message.type === 'collect') return void this.run(message);
    this.host?.send(message);
  }

  private async run(message: WorkerRequest & { context: { files: { filepath: string }[] } }): Promise<void> {
    this.files = message.context.files.map((file) => file.filepath);
    for (const file of this.files) running.set(file, this);
    this.group = this.hosts.groupOf(this.files[0]!);
    const host = this.hosts.acquire(this.group, this.options);
    this.host = host;
    host.tenant = this;
    if (!host.started) {
      const started = await new Promise<{ error?: unknown }>((resolve) => {
        this.awaitingStart = resolve;
        host.send(this.startMessage);
      });
      if (started.error) return this.answer(response('testfileFinished', { error: started.error }));
      host.started = true;
    }
    host.send(message);
  }

  fromWorker(message: unknown): void {
    const type = (message as { type?: string; __vitest_worker_response__?: boolean } | null)?.__vitest_worker_response__ ? (message as { type: string }).type : undefined;
    if (type === 'started' && this.awaitingStart) {
      const resolve = this.awaitingStart;
      this.awaitingStart = undefined;
      return resolve(message as { error?: unknown });
    }
    this.events.emit('message', message);
    // The file is done: its process goes back to its group, for the group's next file.
    if (type === 'testfileFinished') this.leave(true);
  }

  /** Gives the host back (its file done), or stops it (a file cut short: the process is in an unknown state). */
  private leave(done = false): void {
    const host = this.host;
    if (!host) return;
    this.host = undefined;
    host.tenant = undefined;
    for (const file of this.files) if (running.get(file) === this) running.delete(file);
    if (done) return this.hosts.release(host);
    host.kill();
    this.hosts.fileEnded(this.group!);
  }

  hostEnded(): void {
    const host = this.host;
    this.host = undefined;
    if (host) host.tenant = undefined;
    if (this.group) this.hosts.fileEnded(this.group);
    // Out of memory, or killed by the watchdog: the files it was running did not end by themselves.
    if (!this.stopping) for (const file of this.files) workerNews.emit('ended', file);
    for (const file of this.files) if (running.get(file) === this) running.delete(file);
    this.awaitingStart?.({ error: new Error('the test worker ended while starting') });
    this.events.emit('exit');
  }

  async start(): Promise<void> {}

  kill(): void {
    this.host?.kill();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const host = this.host;
    if (!host) return;
    // Stopped in the middle of a file (the run was cancelled): its process goes with it. Code under test owes the
    // grader nothing: no grace period for a polite exit.
    this.leave();
    await host.exited();
  }

  deserialize(data: unknown): unknown {
    return data;
  }
}

/** The custom pool for vitest's `pool` option; `close()` once the test run is over. */
export function sandboxPool(options: SandboxPoolOptions): { name: string; createPoolWorker: (pool: PoolOptions) => PoolWorker; close: () => void } {
  const hosts = new Hosts(options);
  return { name: SANDBOX_POOL, createPoolWorker: (pool) => new SandboxWorker(pool, hosts), close: () => hosts.close() };
}
