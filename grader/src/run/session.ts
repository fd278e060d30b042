import { existsSync } from 'node:fs';
import { NO_STAGE } from '../kit/binding.ts';
import { workerRuntime } from '../kit/generated.ts';
import { kitPaths } from '../kit/kit.ts';
import { confinement } from '../sandbox/confinement.ts';
import { protectKitSecrets } from '../sandbox/secrets.ts';
import { startWorker } from '../sandbox/workerProcess.ts';
import { CodeStore } from './codeStore.ts';
import { runGraph } from './graph.ts';
import { frameMapper } from './outcomes.ts';
import type { FromWorker, SessionFailure, SessionWork, ToWorker } from './protocol.ts';

/** What a session loads: a driver module and its support (kit files), and the lab classes it is given. */
export interface SessionPlan {
  kitRoot: string;
  /** The folder shaped like activities/ whose stages the student's classes come from. */
  workDir: string;
  driver: string;
  /** Each class by name: the file it comes from and the export, its role being `<lab>/<NN-slug>/<File>.ts`. */
  classes: { name: string; file: string; role: string; export: string; optional?: boolean }[];
  /** The student's own stages import one another (a game of their classes), not the reference. */
  ownStages: boolean;
  options: unknown;
  /** How long one call may run. */
  timeoutMs: number;
}

/** A failure of a call, as the worker reported it, with its stack's places mapped back to the TypeScript. */
export type MappedFailure = SessionFailure & { place?: { role: string; line: number; column: number; where?: string } };

export interface SessionHandle {
  call(command: string, args: unknown[]): Promise<{ value?: unknown; failure?: MappedFailure }>;
  close(): Promise<void>;
}

// Booting and loading the modules get this on top of one call's limit.
const OPEN_GRACE_MS = 5_000;
// A call that holds its worker this long past its limit (a loop the guard cannot see) has its worker killed.
const CALL_GRACE_MS = 1_000;

const FRAME = /^\s*at (?:(.+?) \()?([\w./~-]+\.[mc]?[jt]s):(\d+):(\d+)\)?\s*$/;

const stores = new Map<string, CodeStore>();

/** The first frame of the student's code in a (mapped) stack: where it failed. */
function placeOf(stack: string): MappedFailure['place'] {
  for (const line of stack.split('\n')) {
    const frame = FRAME.exec(line);
    if (frame)
      return {
        role: frame[2]!,
        line: Number(frame[3]),
        column: Number(frame[4]),
        where: frame[1]?.replace(/^new (.*)$/, '$1 constructor'),
      };
  }
  return undefined;
}

/**
 * Starts a session in a confined worker (sandbox/workerProcess.ts): the driver and the classes run there, never in
 * this process; calls cross as data. A call that outlives its limit stops the worker: that call and every later one
 * fail, and the caller opens a new session.
 */
export async function startSession(plan: SessionPlan): Promise<SessionHandle> {
  const kit = kitPaths(plan.kitRoot);
  if (confinement().kind === 'user') protectKitSecrets(kit);
  let store = stores.get(plan.kitRoot);
  if (!store) stores.set(plan.kitRoot, (store = new CodeStore(plan.kitRoot)));
  store.forgetGraded();
  const present = plan.classes.filter((need) => existsSync(need.file));
  const run = {
    id: 'session',
    binding: {
      kit,
      activity: NO_STAGE,
      subjects: {},
      workDirs: [kit.activities, plan.workDir],
      ownStages: plan.ownStages,
    },
    files: [plan.driver, ...present.map((need) => need.file)],
    timeoutMs: plan.timeoutMs,
  };
  const graph = runGraph(run, store.compile.bind(store));
  store.save();
  // The session's modules stay while its worker runs (its traces are mapped through them), then go (codeStore.ts).
  const release = store.use(Object.values(graph.modules).map((module) => module.code));
  const [driver, ...classKeys] = graph.entries;
  const mapFrames = frameMapper(graph, store);
  const work: SessionWork = {
    modules: graph.modules,
    driver: driver!,
    classes: plan.classes.map((need) => {
      const k = present.indexOf(need);
      const optional = need.optional ? { optional: true } : {};
      return {
        name: need.name,
        export: need.export,
        file: need.role,
        ...optional,
        ...(k >= 0 ? { key: classKeys[k]! } : {}),
      };
    }),
    options: plan.options,
    timeoutMs: plan.timeoutMs,
  };
  const worker = startWorker({ runtime: workerRuntime(), coverage: false });
  const send = (message: ToWorker) => {
    if (worker.child.connected) worker.child.send(message);
  };
  const units = new Set(Object.values(graph.modules).map((module) => module.code));
  send({ type: 'code', units: [...units].map((id) => store.unit(id)) });
  send({ type: 'session', session: work });

  const pending = new Map<
    number,
    { resolve: (reply: { value?: unknown; failure?: MappedFailure }) => void; deadline: number }
  >();
  let ended: string | undefined;
  const map = (failure: SessionFailure): MappedFailure => {
    const stack = mapFrames(failure.stack);
    const cause = typeof failure.details.cause === 'string' ? mapFrames(failure.details.cause) : undefined;
    const place = placeOf(stack) ?? (cause ? placeOf(cause) : undefined);
    return { ...failure, stack, ...(place ? { place } : {}) };
  };
  const stop = (why: string) => {
    ended ??= why;
    for (const [id, call] of pending) {
      pending.delete(id);
      call.resolve({ failure: { name: 'StudentCodeError', message: why, stack: '', details: { kind: 'threw' } } });
    }
    worker.kill();
  };
  worker.child.on('message', (message: FromWorker) => {
    if (message.type !== 'reply') return;
    const call = pending.get(message.id);
    pending.delete(message.id);
    call?.resolve(message.failure ? { failure: map(message.failure) } : { value: message.value });
  });
  void worker.exited.then(() => {
    release();
    stop('the game stopped: its worker ended (out of memory, or the code ended it); start the game again');
  });
  const watchdog = setInterval(() => {
    for (const call of pending.values()) {
      if (Date.now() > call.deadline)
        return stop(
          `stopped: this command ran past its time limit (${plan.timeoutMs / 1000} s) without yielding, so the game was stopped; start it again`,
        );
    }
  }, 100);
  watchdog.unref();

  /** The reply to `id` (the session's opening is -1), or a failure once the session has ended. */
  const reply = (id: number, limitMs: number) =>
    new Promise<{ value?: unknown; failure?: MappedFailure }>((resolve) => {
      if (ended)
        return resolve({
          failure: { name: 'StudentCodeError', message: ended, stack: '', details: { kind: 'threw' } },
        });
      pending.set(id, { resolve, deadline: Date.now() + limitMs });
    });
  const opened = await reply(-1, plan.timeoutMs + OPEN_GRACE_MS);
  let nextId = 0;
  const close = async () => {
    clearInterval(watchdog);
    ended ??= 'the game session is closed';
    worker.kill();
    await worker.exited;
  };
  if (opened.failure) {
    await close();
    throw Object.assign(new Error(opened.failure.message), { failure: opened.failure });
  }
  return {
    call: (command, args) => {
      const id = nextId++;
      const answer = reply(id, plan.timeoutMs + CALL_GRACE_MS);
      send({ type: 'call', id, command, args });
      return answer;
    },
    close,
  };
}
