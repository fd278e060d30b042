import { bubblewrapArgs, bubblewrapProgram } from './bubblewrap.ts';
import { memoryBound, probeMemoryBound } from './memoryBound.ts';
import { userSandboxProblem } from './preflight.ts';
import { trial, trialNow } from './trial.ts';

/**
 * How the processes that run student code are confined at the operating-system level (docs/DESIGN.md, contract 7):
 * - `bubblewrap`: Linux namespaces through bubblewrap: own PID, network, IPC and mount namespaces, a read-only view
 *   of only what a test worker needs, a private scratch folder, killed as a whole with its parent;
 * - `user`: where user namespaces are missing (Gradescope's containers) but the grader runs as root: each worker
 *   runs as an unprivileged user id of its own, from a folder of the grader's in a temporary folder every user can
 *   enter (sandboxFolder.ts: the runtime's copy, Node, its scratch), wherever the kit is; the kit's secret folders
 *   are closed to it, and every process of that id is killed when the worker stops (no network isolation: the
 *   report says so);
 * - `none`: neither is possible (a laptop without bubblewrap, not root): only Node's permission model and the
 *   in-process hardening stand between graded code and the machine, and the report says so.
 */
export type ConfinementKind = 'bubblewrap' | 'user' | 'none';

export interface Confinement {
  kind: ConfinementKind;
  /** One line for reports: what confined the graded code, and how its memory was bounded. */
  summary: string;
}

const SUMMARIES: Record<ConfinementKind, string> = {
  bubblewrap:
    'bubblewrap sandbox: no network, own process tree, read-only view of the test runtime only, private scratch',
  user: 'unprivileged sandbox user: kit secrets unreadable, processes killed after each run; network not isolated',
  none: 'no operating-system sandbox (install bubblewrap, or grade as root): Node permission model only',
};

let cached: Confinement | undefined;

/**
 * The confinement asked for (or the only one left) cannot run here: one line that names what is missing and what to
 * do. Thrown before any worker starts; the command line prints it without a stack, and `grade` writes it as the
 * reason in its reports.
 */
export class ConfinementUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfinementUnavailable';
  }
}

const BUBBLEWRAP_PROBE = () => [...bubblewrapArgs([]), '--', process.execPath, '--version'];
/** bubblewrap's trial, told now or later (trial.ts): none where there is no bwrap on the PATH. */
const bubblewrapTrial = <T>(run: (program: string, args: string[]) => T, none: T): T => {
  const bwrap = bubblewrapProgram();
  return bwrap === undefined ? none : run(bwrap, BUBBLEWRAP_PROBE());
};
let bubblewrapAnswer: boolean | undefined;
let probing: Promise<void> | undefined;

/** Whether bubblewrap can start a worker here: tried with the very arguments a worker gets (proc, dev, /tmp…). */
export function bubblewrapWorks(): boolean {
  bubblewrapAnswer ??= bubblewrapTrial(trialNow, false);
  return bubblewrapAnswer;
}

/**
 * The trials confinement() makes (bubblewrap, the memory bound), started side by side in the background, once: a
 * command that runs tests starts them before it compiles, and awaits them before its first worker, so that they
 * run beside the compile instead of one after the other ahead of it. confinement() then finds their answers.
 */
export function probeConfinement(): Promise<void> {
  probing ??= Promise.all([
    bubblewrapAnswer !== undefined ||
    process.platform !== 'linux' ||
    (process.env.CARDLAB_CONFINEMENT ?? 'bubblewrap') !== 'bubblewrap'
      ? undefined
      : bubblewrapTrial(trial, Promise.resolve(false)).then((works) => {
          bubblewrapAnswer ??= works;
        }),
    probeMemoryBound(),
  ]).then(() => undefined);
  return probing;
}

function make(kind: ConfinementKind): Confinement {
  return { kind, summary: `${SUMMARIES[kind]}; ${memoryBound().summary}` };
}

function available(kind: ConfinementKind): boolean {
  if (kind === 'bubblewrap') return process.platform === 'linux' && bubblewrapWorks();
  if (kind === 'user') return process.platform !== 'win32' && process.getuid?.() === 0;
  return true;
}

/**
 * The strongest confinement this machine offers, or the one `CARDLAB_CONFINEMENT` names (the kit's tests use it to
 * prove the fallback; an instructor may too). Naming one that is not available is an error, never a silent downgrade.
 */
export function confinement(): Confinement {
  const wanted = process.env.CARDLAB_CONFINEMENT as ConfinementKind | undefined;
  if (cached && (!wanted || cached.kind === wanted)) return cached;
  if (wanted) {
    if (!(wanted in SUMMARIES))
      throw new ConfinementUnavailable(
        `CARDLAB_CONFINEMENT=${wanted} is not a confinement: use bubblewrap, user or none`,
      );
    if (!available(wanted)) {
      throw new ConfinementUnavailable(
        wanted === 'bubblewrap'
          ? 'CARDLAB_CONFINEMENT=bubblewrap, but bubblewrap does not work here: install it (apt-get install bubblewrap) or allow user namespaces'
          : 'CARDLAB_CONFINEMENT=user needs the grader to run as root, to start workers as the sandbox user',
      );
    }
    return (cached = checked(wanted));
  }
  const kind = (['bubblewrap', 'user'] as const).find(available) ?? 'none';
  return (cached = checked(kind));
}

/**
 * The `user` confinement is tried before it is used (preflight.ts): where its workers cannot start, that is said in
 * one line before any run, never as a failure of the first run. No silent fall back to `none`: an instructor who
 * grades as root expects graded code confined.
 */
function checked(kind: ConfinementKind): Confinement {
  const problem = kind === 'user' ? userSandboxProblem() : undefined;
  if (problem) throw new ConfinementUnavailable(problem);
  return make(kind);
}
