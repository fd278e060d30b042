// The symbol registry graded code sees (`Symbol.for`, `Symbol.keyFor`): one per test file, dropped when the next
// file starts. The language's registry is the process's: V8 keeps every key registered in it, strongly, until the
// process ends. A student's code that registered a key of hundreds of MB (`Symbol.for('k' + 'x'.repeat(4e8))`, or
// one key per implementation run, read from its behaviour) left that memory taken for every later file of the
// worker, whose own allocations then failed or not depending on which files ran before (a score of 21 or 15 of 21).
//
// Within a file the registry behaves as the language's: `Symbol.for(k) === Symbol.for(k)`, `Symbol.keyFor` gives the
// key back. It gives the language's own answer for symbols registered outside the file (by the runtime, the test
// framework, before graded code ran). `Symbol.for` keeps the language's symbol for the few keys the kit's libraries
// read through `Symbol.for` while tests run (KIT_KEYS): the kit and graded code must agree on those, and graded code
// can read them off what the kit hands it anyway (`expect.anything().$$typeof`). Every other key gets a symbol of the
// file's own, so graded code cannot pass for anything the kit recognises by a registered symbol (chai's and Node's
// custom inspection, pretty-format's element types).
//
// The kit's own code takes the language's functions (KIT_SYMBOL_FOR) and never reads the per-file ones.

type SymbolStatics = { for: (key: unknown) => symbol; keyFor: (symbol: unknown) => string | undefined };

const statics = Symbol as unknown as SymbolStatics;
const nativeFor = statics.for;
const nativeKeyFor = statics.keyFor;

/** The language's `Symbol.for`, for the kit's own lookups (vitest's matcher registries). */
export const KIT_SYMBOL_FOR: (key: string) => symbol = nativeFor;

/** Keys the kit's libraries pass to `Symbol.for` while tests run (@vitest/expect: asymmetric matchers, its state). */
const KIT_KEYS = new Set([
  'jest.asymmetricMatcher',
  'matchers-object',
  '$$jest-matchers-object',
  'asymmetric-matchers-object',
  'expect-global',
]);

/** The registry of the file being run. */
let registry = { byKey: new Map<string, symbol>(), keyOf: new Map<symbol, string>() };

/** Drops what the file before registered: called before each file (expectation.ts `restartExpect`). */
export function restartSymbolRegistry(): void {
  registry = { byKey: new Map(), keyOf: new Map() };
}

/**
 * Puts the per-file `Symbol.for` and `Symbol.keyFor` in place of the language's, as they were (writable, not
 * enumerable), before the realm is frozen (realm.ts).
 */
export function installSymbolRegistry(): void {
  const replacements: SymbolStatics = {
    for(key: unknown): symbol {
      // The language's conversion: a symbol key throws its own TypeError, and registers nothing.
      if (typeof key === 'symbol') return nativeFor(key as unknown as string);
      const text = String(key);
      if (KIT_KEYS.has(text)) return nativeFor(text);
      const known = registry.byKey.get(text);
      if (known !== undefined) return known;
      const made = Symbol(text);
      registry.byKey.set(text, made);
      registry.keyOf.set(made, text);
      return made;
    },
    keyFor(symbol: unknown): string | undefined {
      if (typeof symbol === 'symbol' && registry.keyOf.has(symbol)) return registry.keyOf.get(symbol);
      // Not a symbol: the language's TypeError.
      return nativeKeyFor(symbol);
    },
  };
  for (const name of ['for', 'keyFor'] as const) {
    const descriptor = Object.getOwnPropertyDescriptor(Symbol, name)!;
    Object.defineProperty(Symbol, name, { ...descriptor, value: replacements[name] });
  }
}
