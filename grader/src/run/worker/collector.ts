// What graded code can learn of the garbage collector: nothing. WeakRef.deref and FinalizationRegistry's callbacks
// tell a test whether a collection ran, and when one runs depends on what earlier runs left on the heap and on the
// machine: a test that tests nothing of the code "caught" buggy implementations that happened to run after a
// collection (the same submission scored 12.33, then 13.67, of 15). The language never promises that anything is
// collected, so here nothing is: a WeakRef holds its target, a registry keeps what it is given and never calls back.
// Both are made per run and dropped with it, so what they hold is freed at the end of the run all the same.

/** What the language lets a WeakRef or a registry hold: an object, a function, or a symbol not in the registry. */
function canBeHeldWeakly(value: unknown): boolean {
  if (typeof value === 'symbol') return Symbol.keyFor(value) === undefined;
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

function mustBeHeldWeakly(value: unknown, what: string): void {
  if (!canBeHeldWeakly(value)) throw new TypeError(`${what} must be an object or an unregistered symbol`);
}

// Object literals name the classes as the built-ins are named (`WeakRef.name`, `String(new WeakRef(o))`).
const { WeakRef: StrongRef } = {
  WeakRef: class<T extends object> {
    readonly #target: T;

    constructor(target: T) {
      mustBeHeldWeakly(target, 'WeakRef: the target');
      this.#target = target;
    }

    deref(): T {
      return this.#target;
    }
  },
};

const { FinalizationRegistry: KeepingRegistry } = {
  FinalizationRegistry: class {
    #cells: { held: unknown; token: unknown; target: unknown }[] = [];

    constructor(cleanup: unknown) {
      if (typeof cleanup !== 'function') throw new TypeError('FinalizationRegistry: the cleanup must be a function');
    }

    register(target: unknown, held: unknown, token?: unknown): undefined {
      mustBeHeldWeakly(target, 'FinalizationRegistry.register: the target');
      if (Object.is(target, held))
        throw new TypeError('FinalizationRegistry.register: the target and the held value are the same');
      if (token !== undefined) mustBeHeldWeakly(token, 'FinalizationRegistry.register: the unregister token');
      this.#cells.push({ target, held, token });
      return undefined;
    }

    unregister(token: unknown): boolean {
      mustBeHeldWeakly(token, 'FinalizationRegistry.unregister: the token');
      const before = this.#cells.length;
      this.#cells = this.#cells.filter((cell) => !Object.is(cell.token, token));
      return this.#cells.length < before;
    }
  },
};

/** Puts the two in the realm's place (global name and the originals' `constructor`), before the realm is frozen. */
export function keepWhatIsHeld(define: (name: string, value: unknown) => void): void {
  for (const [name, kept, original] of [
    ['WeakRef', StrongRef, WeakRef],
    ['FinalizationRegistry', KeepingRegistry, FinalizationRegistry],
  ] as const) {
    Object.defineProperty(kept.prototype, Symbol.toStringTag, { value: name, configurable: true });
    Object.defineProperty(original.prototype, 'constructor', { value: kept });
    define(name, kept);
  }
}
