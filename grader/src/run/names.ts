// Globals the worker setup defines for transformed code (transforms.ts). Kept apart so that the setup file, which
// runs in every worker, imports no compiler-side code.

/** Called at the top of every loop body of graded code. */
export const GUARD = '__cardlabGuard';
/** Locks one exported value of kit code. */
export const LOCK = '__cardlabLock';
/** Checks the path of a dynamic import of graded code when it runs (policy.ts). */
export const SPECIFIER = '__cardlabSpecifier';

// Shared by the worker's hardening (once per process) and its per-file setup, through the global registry of symbols.
/** Set once the worker's realm is hardened. */
export const HARDENED = Symbol.for('cardlab.hardened');
/** The running test's deadline, `{ deadline }`, read by the loop guard. */
export const CLOCK = Symbol.for('cardlab.clock');
/** Cancels every timer code under test left pending. */
export const TIMERS = Symbol.for('cardlab.timers');
