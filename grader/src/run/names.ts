// Globals the worker setup defines for transformed code (transforms.ts). Kept apart so that the setup file, which
// runs in every worker, imports no compiler-side code.

/** Called at the top of every loop body of graded code. */
export const GUARD = '__cardlabGuard';
/** Locks one exported value of kit code. */
export const LOCK = '__cardlabLock';
/** Checks the path of a dynamic import of graded code when it runs (policy.ts). */
export const SPECIFIER = '__cardlabSpecifier';
