import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import type { PoolOptions } from 'vitest/node';
import { confinement } from './confinement.ts';
import { launchFor, permissionArgs, type Launch } from './launch.ts';

export interface HostOptions {
  /** What workers may read besides their scratch: the kit's node_modules (the test runtime). */
  readOnly: string[];
  /** Node flags for every worker (memory cap, no code generation from strings…). */
  nodeFlags: string[];
  /** Node's permission model as the inner layer; off for coverage, which needs the inspector. */
  permissionModel: boolean;
  /**
   * The group of each test file of the run: files of one group may run one after another in the same process,
   * files of different groups never do. `groupSizes` says how many files each group has, so that a group's process
   * is stopped as soon as its last file is done.
   */
  groupOf: (file: string) => string;
  groupSizes: Map<string, number>;
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

// The environment a worker gets: the test runner's own variables and ours, nothing of the grader's (tokens, paths,
// NODE_OPTIONS…). HOME and TMPDIR point into the worker's scratch.
const PASSED_ON = /^(VITEST|CARDLAB_|NODE_ENV$|TZ$|FORCE_COLOR$|NO_COLOR$)/;

function workerEnv(env: Partial<NodeJS.ProcessEnv>, scratch: string): NodeJS.ProcessEnv {
  const kept = Object.fromEntries(Object.entries(env).filter(([key, value]) => PASSED_ON.test(key) && value !== undefined));
  return { ...kept, HOME: scratch, TMPDIR: scratch, PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' } as NodeJS.ProcessEnv;
}

/** Who uses a host now: the pool worker that vitest runs one test file through. */
export interface Tenant {
  fromWorker(message: unknown): void;
  hostEnded(): void;
}

/** One confined worker process. It serves one tenant at a time, and only tenants of its group. */
export class Host {
  tenant?: Tenant;
  /** Whether vitest's `start` was sent to it and answered. */
  started = false;
  ended = false;

  constructor(
    readonly child: ChildProcess,
    private readonly launch: Launch,
    public group: string | undefined,
  ) {
    child.on('message', (message: unknown) => (isNews(message) ? workerNews.emit('news', message) : this.tenant?.fromWorker(message)));
    child.on('error', () => {});
    child.once('exit', () => {
      this.ended = true;
      this.launch.dispose();
      this.tenant?.hostEnded();
    });
  }

  send(message: unknown): void {
    if (!this.ended && this.child.connected) this.child.send(message as never);
  }

  kill(): void {
    if (!this.ended) this.child.kill('SIGKILL');
  }

  /** Resolves once the process is gone. */
  exited(): Promise<void> {
    return this.ended ? Promise.resolve() : new Promise((resolve) => this.child.once('exit', () => resolve()));
  }
}

// Processes started ahead of need: a worker spends much of its life starting (Node, the test runner's runtime), and
// one started while others run tests hides that time.
const SPARES = 2;

/**
 * The confined worker processes of one test run. A process belongs to the group of the first file it runs and is
 * reused only for files of that group; it is stopped when its group has no file left, or when the run ends.
 */
export class Hosts {
  private readonly idle = new Map<string, Host[]>();
  private readonly spares: Host[] = [];
  private readonly left: Map<string, number>;
  private readonly all = new Set<Host>();
  private closed = false;
  private hostsWanted: number;

  constructor(private readonly options: HostOptions) {
    this.left = new Map(options.groupSizes);
    this.hostsWanted = options.groupSizes.size;
  }

  groupOf(file: string): string {
    return this.options.groupOf(file);
  }

  private spawn(pool: PoolOptions): Host {
    const launch = launchFor(confinement(), this.options.readOnly);
    const entry = path.resolve(pool.distPath, 'workers/forks.js');
    const permissions = this.options.permissionModel ? permissionArgs(this.options.readOnly, launch.scratch) : [];
    const child = fork(entry, [], {
      execPath: launch.execPath,
      execArgv: [...launch.prefix, ...this.options.nodeFlags, ...permissions, ...pool.execArgv],
      env: workerEnv(pool.env, launch.scratch),
      cwd: launch.scratch,
      uid: launch.uid,
      gid: launch.gid,
      // What the code prints is never read for results: drain it and drop it.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    child.stdout?.resume();
    if (process.env.CARDLAB_DEBUG_WORKERS) child.stderr?.pipe(process.stderr); else child.stderr?.resume();
    const host = new Host(child, launch, undefined);
    this.all.add(host);
    child.once('exit', () => this.all.delete(host));
    return host;
  }

  /** A process for a file of `group`: an idle one of that group, else a fresh one. */
  acquire(group: string, pool: PoolOptions): Host {
    const idle = (this.idle.get(group) ?? []).filter((host) => !host.ended);
    const reused = idle.shift();
    this.idle.set(group, idle);
    if (reused) return reused;
    let host = this.spares.shift();
    while (host?.ended) host = this.spares.shift();
    host ??= this.spawn(pool);
    host.group = group;
    this.hostsWanted--;
    if (!this.closed) while (this.spares.length < Math.min(SPARES, this.hostsWanted)) this.spares.push(this.spawn(pool));
    return host;
  }

  /** A file of the host's group is done: the host waits for the group's next file, or stops if there is none. */
  release(host: Host): void {
    const more = this.fileEnded(host.group!);
    if (more && !host.ended && !this.closed) this.idle.set(host.group!, [...(this.idle.get(host.group!) ?? []), host]);
    else host.kill();
  }

  /**
   * One file of `group` ended (done, killed or crashed); whether the group has files left. When it has none, its
   * idle processes are stopped.
   */
  fileEnded(group: string): boolean {
    const left = (this.left.get(group) ?? 1) - 1;
    this.left.set(group, left);
    if (left <= 0) for (const idle of this.idle.get(group) ?? []) idle.kill();
    return left > 0;
  }

  /** Stops every process of the run. */
  close(): void {
    this.closed = true;
    for (const host of this.all) host.kill();
  }
}
