// Proxies, bound functions and iterator helpers: ways a chain of the language's own functions links one object to the
// next with no graded frame in between (boundedNatives.ts says why that matters). Every chain is counted where it is
// made: its length, each link made from the one before (`Array.isArray` follows proxies to their targets,
// `instanceof` bound functions to theirs, natively). What a link does when used is counted too where it can reach
// further than its chain: a proxy graded code makes counts reading, writing and `in`, which follow prototype chains;
// a bound function of the language's own functions counts each call, since it reads whatever object it was bound to.
import { types } from 'node:util';
import { checkArgumentCount, replaceMethod } from './boundedNatives.ts';
import { enterLevel, leaveLevel, nativeNesting } from './nativeNesting.ts';

type AnyFunction = (this: unknown, ...args: unknown[]) => unknown;
type Trap = keyof ProxyHandler<object>;

const RealProxy = Proxy;
const apply = Reflect.apply;
const reflect = Reflect as unknown as Record<Trap, AnyFunction>;
const defineProperty = Object.defineProperty;

/** How long the chain behind each proxy or bound function made here is (1: its target is neither). */
const chainLength = new WeakMap<object, number>();
/**
 * Each bound function made here: how many arguments it holds, its targets' included (each a stack slot per call),
 * and the function its chain ends in.
 */
const boundFunctions = new WeakMap<object, { held: number; innermost: AnyFunction }>();

/** The length of a chain ending in `target`: a RangeError past the fixed depth. */
function linkedTo(target: unknown, what: string): number {
  const length =
    (typeof target === 'object' || typeof target === 'function') && target !== null
      ? (chainLength.get(target) ?? 0) + 1
      : 1;
  if (length > nativeNesting.most)
    throw new RangeError(
      `Maximum call stack size exceeded: a chain of more than ${nativeNesting.most} ${what} (each made from the one before)`,
    );
  return length;
}

const getPrototypeOf = Object.getPrototypeOf;

/**
 * Our handler for the student's `handler`: an object whose prototype is theirs, so every trap they have (or add
 * later) is found on it, as the language would find it on theirs, but for reading, writing and `in`, which are ours:
 * each counts a level, then runs their trap or, without one, the target's own. Only these operations follow a
 * prototype chain, and so can go on from the target to a proxy further down it; the others end at the target. The
 * traps are shared: a proxy costs one small object.
 */
const COUNTING_TRAPS: PropertyDescriptorMap = {};
for (const trap of ['get', 'set', 'has'] as const) {
  const fallback = reflect[trap];
  const counting = {
    [trap](this: object, ...args: unknown[]): unknown {
      enterLevel('proxies');
      try {
        const handler = getPrototypeOf(this) as Record<Trap, unknown>;
        const own = handler[trap];
        if (own === undefined || own === null) return apply(fallback, undefined, args);
        return apply(own as AnyFunction, handler, args);
      } finally {
        leaveLevel();
      }
    },
  }[trap];
  COUNTING_TRAPS[trap] = { value: counting, writable: false, enumerable: false, configurable: false };
}

function countingHandler(handler: object): ProxyHandler<object> {
  return Object.create(handler, COUNTING_TRAPS) as ProxyHandler<object>;
}

const isObject = (value: unknown): value is object =>
  (typeof value === 'object' && value !== null) || typeof value === 'function';

/**
 * The proxy graded code asked for, counted; what the language throws for what it would refuse. A proxy of a proxy
 * keeps the student's handler as it is: with a trap of ours, the language would check each answer against the
 * target, itself a proxy that checks against its own, twice per level, and a chain of twenty would take seconds. Its
 * chain is counted where it is made (its length, through targets and through handlers that are proxies themselves),
 * and the innermost proxy's traps count what reaches it.
 */
function countedProxy(target: unknown, handler: unknown, make: (t: object, h: ProxyHandler<object>) => object): object {
  if (!isObject(target) || !isObject(handler)) return make(target as object, handler as ProxyHandler<object>);
  const length = Math.max(linkedTo(target, 'proxies'), linkedTo(handler, 'proxies'));
  const proxy = make(target, types.isProxy(target) ? handler : countingHandler(handler));
  chainLength.set(proxy, length);
  return proxy;
}

/**
 * The `Proxy` graded code sees (modules.ts gives it in place of the global): the language's, behind a proxy of ours
 * whose `construct` counts what it makes (called without `new`, it throws as the language's does); `Proxy.revocable`
 * likewise, for everyone. The kit's own code keeps the language's `Proxy`: the assertion library makes a proxy for
 * every assertion, and counting their every property read cost a grade some 5% more time.
 */
function boundProxy(): object {
  replaceMethod(RealProxy, 'revocable', (revocable) => {
    return {
      revocable(target: object, handler: object) {
        let revoke: () => void = () => {};
        const proxy = countedProxy(target, handler, (t, h) => {
          const made = apply(revocable, RealProxy, [t, h]) as { proxy: object; revoke: () => void };
          revoke = made.revoke;
          return made.proxy;
        });
        return { proxy, revoke };
      },
    }.revocable as AnyFunction;
  });
  return new RealProxy(RealProxy, {
    construct: (real, args: unknown[]) =>
      countedProxy(args[0], args[1], (t, h) => Reflect.construct(real, [t, h]) as object),
  });
}

const sourceOf = Function.prototype.toString;
const natives = new WeakMap<object, boolean>();

/** Whether `fn` is one of the language's or the host's own functions (or bound, or a proxy: no source either). */
function isNative(fn: AnyFunction): boolean {
  let native = natives.get(fn);
  if (native === undefined) {
    native = (apply(sourceOf, fn, []) as string).endsWith('{ [native code] }');
    natives.set(fn, native);
  }
  return native;
}

/** `bind`, its chain counted where made; a bound function of the language's own behind a proxy counting its calls. */
function boundBind(): void {
  replaceMethod(Function.prototype, 'bind', (bind) => {
    const wrapper = {
      bind(this: unknown, ...args: unknown[]): unknown {
        if (typeof this !== 'function') return apply(bind, this, args);
        const target = this as AnyFunction;
        const before = boundFunctions.get(target);
        const facts = {
          held: (before?.held ?? 0) + Math.max(0, args.length - 1),
          // Bound functions made before the realm was set up end a chain.
          innermost: before?.innermost ?? target,
        };
        checkArgumentCount(facts.held);
        const length = linkedTo(target, 'bound functions');
        const bound = apply(bind, target, args) as AnyFunction;
        // A function of code (the student's, counted where it runs, or the kit's) calls code: only the language's own
        // functions, bound to the next object, link a chain with no frame of code between.
        const made = isNative(facts.innermost) ? countingBound(bound, facts.innermost) : bound;
        chainLength.set(made, length);
        boundFunctions.set(made, facts);
        return made;
      },
    }.bind;
    defineProperty(wrapper, 'length', { value: 1 });
    return wrapper as AnyFunction;
  });
}

/** `bound` behind a proxy that counts a level for each call, construction and property read. */
function countingBound(bound: AnyFunction, innermost: AnyFunction): AnyFunction {
  const proxy: AnyFunction = new RealProxy(bound, {
    apply(real, self, list: unknown[]) {
      enterLevel('bound functions');
      try {
        return apply(real, self, list);
      } finally {
        leaveLevel();
      }
    },
    construct(real, list: unknown[], newTarget: object) {
      enterLevel('bound functions');
      try {
        const to = (newTarget === proxy ? real : newTarget) as AnyFunction;
        return Reflect.construct(real as unknown as AnyFunction, list, to) as object;
      } finally {
        leaveLevel();
      }
    },
    get(real, key, receiver) {
      enterLevel('bound functions');
      try {
        // `x instanceof bound` is `x instanceof target`: the language follows a bound function to its target,
        // which it cannot see through our proxy, so the prototype it reads is the innermost target's.
        if (key === 'prototype') return (innermost as { prototype?: unknown }).prototype;
        return Reflect.get(real, key, receiver === proxy ? real : receiver);
      } finally {
        leaveLevel();
      }
    },
  });
  return proxy;
}

/**
 * Iterator helpers (Node 22 and later): `it.map(f)` reads `it` through its own `next`, natively, so a chain of them
 * made one from the other recursed to V8's limit at its first `next`; the chain is counted where it is made.
 */
function boundIteratorHelpers(): void {
  const prototype = (globalThis as { Iterator?: { prototype: object } }).Iterator?.prototype;
  if (!prototype) return;
  for (const key of ['map', 'filter', 'take', 'drop', 'flatMap'])
    replaceMethod(prototype, key, (original) => {
      const wrapper = {
        [key](this: unknown, ...args: unknown[]): unknown {
          const length = linkedTo(this, 'iterator helpers');
          const helper = apply(original, this, args) as object;
          chainLength.set(helper, length);
          return helper;
        },
      }[key]!;
      defineProperty(wrapper, 'length', { value: original.length });
      return wrapper;
    });
}

/** Bounds bound functions and iterator helpers for everyone; gives the `Proxy` graded code is to see. */
export function boundChains(): object {
  boundBind();
  boundIteratorHelpers();
  return boundProxy();
}
