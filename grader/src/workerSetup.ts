// Setup file of every test worker, run before any code under test is imported.
import { beforeEach } from 'vitest';

const limit = Number(process.env.CARDLAB_TEST_TIMEOUT_MS ?? 5000);

// Each test's deadline, which the loop guard (loopGuard.ts) checks inside student code's loops.
beforeEach(() => {
  (globalThis as Record<string, unknown>).__cardlabDeadline = performance.now() + limit;
});

// The setup file runs before every test file, and a worker runs several: harden the worker once.
const once = globalThis as { __cardlabHardened?: boolean };
if (!once.__cardlabHardened) {
  once.__cardlabHardened = true;
  hardenProcess();
  freezeIntrinsics();
}

// Code under test must not end or signal processes: the worker (and through it the grader) is not its to stop.
function hardenProcess(): void {
  for (const name of ['exit', 'kill', 'abort', 'reallyExit'] as const) {
    const owner = process as unknown as Record<string, unknown>;
    if (typeof owner[name] !== 'function') continue;
    Object.defineProperty(process, name, {
      value: () => {
        throw new Error(`process.${name} is not allowed in graded code`);
      },
      writable: false,
      configurable: false,
    });
  }
}

// The built-ins the assertions rely on are frozen, so code under test cannot make a wrong answer look right
// (Object.is, Array.prototype.every, …). Assigning to them then throws (modules are strict), which fails that
// code's own tests and nothing else. Error.prototype stays open: error subclasses set their own `name`, which a
// frozen prototype would forbid.
function freezeIntrinsics(): void {
  const intrinsics: object[] = [Object, Object.prototype, Array, Array.prototype, Function.prototype, String.prototype, Number.prototype, Boolean.prototype, Symbol.prototype, RegExp.prototype, Map.prototype, Set.prototype, Promise, Promise.prototype, JSON, Math, Reflect, Date.prototype];
  for (const intrinsic of intrinsics) Object.freeze(intrinsic);
}
