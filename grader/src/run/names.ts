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
/** Undoes what one test file left in the worker: pending timers, a changed console. */
export const BETWEEN_FILES = Symbol.for('cardlab.between-files');

// What graded code may name from the global scope: ECMAScript's own globals and a few harmless host functions.
// Everything else it names is shadowed. Atomics, SharedArrayBuffer and WebAssembly are left out on purpose (a worker
// blocked in Atomics.wait or a WebAssembly loop cannot be stopped from inside).
export const SAFE_GLOBALS = new Set([
  ...['Object', 'Function', 'Array', 'Number', 'parseFloat', 'parseInt', 'Infinity', 'NaN', 'undefined', 'Boolean', 'String', 'Symbol', 'Date'],
  ...['Promise', 'RegExp', 'Error', 'AggregateError', 'EvalError', 'RangeError', 'ReferenceError', 'SyntaxError', 'TypeError', 'URIError'],
  ...['JSON', 'Math', 'Intl', 'ArrayBuffer', 'Uint8Array', 'Int8Array', 'Uint16Array', 'Int16Array', 'Uint32Array', 'Int32Array'],
  ...['Float32Array', 'Float64Array', 'Uint8ClampedArray', 'BigUint64Array', 'BigInt64Array', 'DataView', 'Map', 'BigInt', 'Set'],
  ...['WeakMap', 'WeakSet', 'WeakRef', 'FinalizationRegistry', 'Proxy', 'Reflect', 'decodeURI', 'decodeURIComponent', 'encodeURI'],
  ...['encodeURIComponent', 'escape', 'unescape', 'isFinite', 'isNaN', 'Iterator', 'console', 'setTimeout', 'clearTimeout'],
  ...['setInterval', 'clearInterval', 'queueMicrotask', 'structuredClone', 'TextEncoder', 'TextDecoder'],
]);
