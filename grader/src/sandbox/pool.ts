import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import type { PoolOptions, PoolWorker, WorkerRequest } from 'vitest/node';
import { confinement } from './confinement.ts';
import { launchFor, permissionArgs, type Launch } from './launch.ts';

export const SANDBOX_POOL = 'cardlab-sandbox';

export interface SandboxPoolOptions {
  /** What workers may read besides their scratch: the kit's node_modules (the test runtime). */
  readOnly: string[];
  /** Node flags for every worker (memory cap, no code generation from strings…). */
  nodeFlags: string[];
  /** How many workers the run will need at most: no worker is started ahead beyond that. */
  expectedWorkers: number;
  /** Node's permission model as the inner layer; off for coverage, which needs the inspector. */
  permissionModel: boolean;
}

// The environment a worker gets: the test runner's own variables and ours, nothing of the grader's (tokens, paths,
// NODE_OPTIONS…). HOME and TMPDIR point into the worker's scratch.
const PASSED_ON = /^(VITEST|CARDLAB_|NODE_ENV$|TZ$|FORCE_COLOR$|NO_COLOR$)/;

function workerEnv(env: Partial<NodeJS.ProcessEnv>, scratch: string): NodeJS.ProcessEnv {
  const kept = Object.fromEntries(Object.entries(env).filter(([key, value]) => PASSED_ON.test(key) && value !== undefined));
  return { ...kept, HOME: scratch, TMPDIR: scratch, PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' } as NodeJS.ProcessEnv;
}

/**
 * News a worker sends the moment a test starts or ends, on the worker's own channel before the runner's batched
 * reports (a worker blocked in a loop never sends those): the watchdog's view of what runs where.
 */
export interface TestNews {
  __cardlab: 'test-start' | 'test-end';
  file: string;
  name: string;
}

/** News from workers (`news`), and the files whose worker ended before it was stopped (`ended`: a crash). */
export const workerNews = new EventEmitter<{ news: [TestNews]; ended: [string] }>();

function isNews(message: unknown): message is TestNews {
  return typeof message === 'object' && message !== null && '__cardlab' in message;
}

/** Which worker runs which test file, so the watchdog can stop the one that holds a test past its limit. */
const running = new Map<string, SandboxWorker>();

/** Stops the worker running `file` from outside (its whole process tree): for a test that never yields. */
export function killWorkerOf(file: string): boolean {
  const worker = running.get(file);
  if (!worker) return false;
  worker.kill();
  return true;
}

/**
 * A vitest pool worker like vitest's own `forks` worker, but started under the machine's confinement
 * (sandbox/confinement.ts). Modules reach it only through the runner's channel (no file cache on disk), so it needs
 * no view of the kit, the submission or the reports.
 */
class SandboxWorker implements PoolWorker {
  readonly name = SANDBOX_POOL;
  // Transformed modules travel over the channel: the worker has no view of the grader's cache folder.
  readonly cacheFs = false;
  private child?: ChildProcess;
  private launch?: Launch;
  private files: string[] = [];
  private stopping = false;

  constructor(
    private readonly options: PoolOptions,
    private readonly warm: WarmWorkers,
  ) {}

  private get process(): ChildProcess {
    if (!this.child) throw new Error('cardlab: the sandboxed test worker is not running');
    return this.child;
  }

  private readonly wrapped = new WeakMap<(arg: unknown) => void, (arg: unknown) => void>();

  on(event: string, callback: (arg: unknown) => void): void {
    if (event !== 'message') return void this.process.on(event, callback);
    const filtered = (message: unknown) => (isNews(message) ? workerNews.emit('news', message) : callback(message));
    this.wrapped.set(callback, filtered);
    this.process.on(event, filtered);
  }

  off(event: string, callback: (arg: unknown) => void): void {
    this.process.off(event, this.wrapped.get(callback) ?? callback);
  }

  send(message: WorkerRequest): void {
    if (message.type === 'run' || message.type === 'collect') {
      this.files = message.context.files.map((file) => file.filepath);
      for (const file of this.files) running.set(file, this);
    }
    this.process.send(message);
  }

  async start(): Promise<void> {
    if (this.child) return;
    const { child, launch } = this.warm.take(this.options);
    this.child = child;
    this.launch = launch;
    // Out of memory, or killed by the watchdog: the files it was running did not end by themselves.
    child.once('exit', () => {
      if (!this.stopping) for (const file of this.files) workerNews.emit('ended', file);
    });
  }

  kill(): void {
    this.child?.kill('SIGKILL');
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (child) {
      const exited = new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
      // Code under test owes the grader nothing: no grace period for a polite exit.
      child.kill('SIGKILL');
      await exited;
    }
    for (const file of this.files) if (running.get(file) === this) running.delete(file);
    this.launch?.dispose();
    this.child = undefined;
  }

  deserialize(data: unknown): unknown {
    return data;
  }
}

interface Warm {
  child: ChildProcess;
  launch: Launch;
}

// Workers started ahead, per kind of worker: a worker spends about half its life starting (Node, the test runner's
// runtime), and one started while others run tests hides that time. Each still runs exactly one file.
const SPARES = 2;

/** Confined workers, started ahead of need. */
class WarmWorkers {
  private readonly spares = new Map<string, Warm[]>();
  private closed = false;
  private started = 0;

  constructor(private readonly sandbox: SandboxPoolOptions) {}

  private spawn(options: PoolOptions): Warm {
    const launch = launchFor(confinement(), this.sandbox.readOnly);
    const entry = path.resolve(options.distPath, 'workers/forks.js');
    const permissions = this.sandbox.permissionModel ? permissionArgs(this.sandbox.readOnly, launch.scratch) : [];
    const child = fork(entry, [], {
      execPath: launch.execPath,
      execArgv: [...launch.prefix, ...this.sandbox.nodeFlags, ...permissions, ...options.execArgv],
      env: workerEnv(options.env, launch.scratch),
      cwd: launch.scratch,
      uid: launch.uid,
      gid: launch.gid,
      // What the code prints is never read for results: drain it and drop it.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    child.stdout?.resume();
    child.stderr?.resume();
    return { child, launch };
  }

  take(options: PoolOptions): Warm {
    const key = JSON.stringify([options.distPath, options.execArgv, options.env]);
    const list = this.spares.get(key) ?? [];
    this.spares.set(key, list);
    let warm = list.shift();
    while (warm && (warm.child.exitCode !== null || warm.child.signalCode !== null)) {
      warm.launch.dispose();
      warm = list.shift();
    }
    const taken = warm ?? this.spawn(options);
    this.started++;
    const wanted = Math.min(SPARES, this.sandbox.expectedWorkers - this.started);
    if (!this.closed) while (list.length < wanted) list.push(this.spawn(options));
    return taken;
  }

  /** Stops the workers that were never used. */
  close(): void {
    this.closed = true;
    for (const list of this.spares.values()) {
      for (const { child, launch } of list.splice(0)) {
        child.kill('SIGKILL');
        child.once('exit', () => launch.dispose());
      }
    }
  }
}

/** The custom pool for vitest's `pool` option; `close()` once the test run is over. */
export function sandboxPool(options: SandboxPoolOptions): { name: string; createPoolWorker: (pool: PoolOptions) => PoolWorker; close: () => void } {
  const warm = new WarmWorkers(options);
  return { name: SANDBOX_POOL, createPoolWorker: (pool) => new SandboxWorker(pool, warm), close: () => warm.close() };
}
