// Loads the modules of one run inside the worker. Each compiled module (a CodeUnit) is compiled by V8 once per
// process; each run gets fresh instances of every module it uses, wired by its own module table (the grader
// resolved every import of the run beforehand, by the run's binding), so nothing of one run's modules is seen by
// another. Graded code runs inside a function whose parameters shadow every global name but SAFE_GLOBALS: to it,
// `globalThis`, `process`, `require` of Node, the test framework's globals… do not exist.
import vm from 'node:vm';
import { DEPTH, GUARD, IMPORT, TEST_FILE, type CodeUnit, type ModuleEntry, type UniformSubject } from '../protocol.ts';
import { callDepth } from './callDepth.ts';
import { freezeReachable } from './freeze.ts';
import { gradedOnly, SAFE_GLOBALS } from './realm.ts';
import { showFramesOf } from './stacks.ts';
import { uniformExports } from './uniform.ts';

type ModuleBody = (exports: object, require: (source: unknown) => unknown, module: { exports: object }) => void;
type Factory = (
  guard?: () => void,
  dynamicImport?: (source: unknown) => Promise<unknown>,
  depth?: typeof callDepth,
  proxy?: object,
) => ModuleBody;

const units = new Map<string, CodeUnit>();
const factories = new Map<string, Factory>();
const gradedByName = new Map<string, { id: string; wrapperLength: number }>();
let shadowed = '';

const RESERVED = new Set([
  'eval',
  'arguments',
  'await',
  'yield',
  'let',
  'static',
  'implements',
  'interface',
  'package',
  'private',
  'protected',
  'public',
  'enum',
]);

/** Every global name graded code must not see: all names of the global object but the safe ones. */
export function shadowGlobals(extra: string[]): void {
  const names = new Set([...Object.getOwnPropertyNames(globalThis), ...extra]);
  shadowed = [...names]
    .filter((name) => !SAFE_GLOBALS.has(name) && /^[A-Za-z_$][\w$]*$/.test(name) && !RESERVED.has(name))
    .join(',');
}

export function addUnits(list: CodeUnit[]): void {
  for (const unit of list) units.set(unit.id, unit);
}

/** The graded module compiled under `name`, if one ran in this process (coverage is told by name). */
export function gradedUnitNamed(name: string): { id: string; wrapperLength: number } | undefined {
  return gradedByName.get(name);
}

function factoryOf(unit: CodeUnit): Factory {
  const known = factories.get(unit.id);
  if (known) return known;
  // `Proxy` is a safe global, given graded code in its own form (realm.ts `gradedOnly`).
  const parameters = unit.graded ? [GUARD, IMPORT, DEPTH, 'Proxy', ...(shadowed ? [shadowed] : [])].join(',') : '';
  const wrapper = `(function(${parameters}){"use strict";return function(exports,require,module){\n`;
  const source = `${wrapper}${unit.code}\n}})`;
  const factory = new vm.Script(source, { filename: unit.name, lineOffset: -1 }).runInThisContext() as Factory;
  if (unit.graded) {
    showFramesOf(unit.name);
    gradedByName.set(unit.name, { id: unit.id, wrapperLength: wrapper.length });
  }
  factories.set(unit.id, factory);
  return factory;
}

/** Fixes a kit value for good: a class and its prototype, and plain data, so graded code cannot change them. */
function lock(value: unknown, seen = new Set<unknown>()): void {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value)) return;
  seen.add(value);
  if (typeof value === 'function') {
    // A class shown uniformly (uniform.ts) has its own rule; every other gets the language's, for good.
    if (!Object.isFrozen(value) && !Object.hasOwn(value, Symbol.hasInstance))
      Object.defineProperty(value, Symbol.hasInstance, {
        value: Function.prototype[Symbol.hasInstance],
        writable: false,
        configurable: false,
      });
    Object.freeze(value);
    const prototype = (value as { prototype?: unknown }).prototype;
    if (prototype && typeof prototype === 'object') Object.freeze(prototype);
    return;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  // Plain data (the games' constant tables); instances of classes keep their state.
  if (proto !== Object.prototype && proto !== null && !Array.isArray(value)) return;
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value)) lock((value as Record<PropertyKey, unknown>)[key], seen);
}

/** What the worker's runner gives a run's modules: the loop guard and the test framework's facade. */
export interface RunServices {
  guard: () => void;
  facade: object;
}

/** The instances of one run's modules. */
export class RunModules {
  private readonly instances = new Map<string, { exports: Record<string, unknown> }>();
  private readonly shown = new Map<string, Record<string, unknown>>();
  private readonly uniform: Map<string, string>;

  constructor(
    private readonly work: { modules: Record<string, ModuleEntry>; uniform: UniformSubject[] },
    private readonly services: RunServices,
  ) {
    this.uniform = new Map(work.uniform.map((subject) => [subject.module, subject.reference]));
    // The facade is graded code's too (test files import it): frozen with all it reaches, like the realm (realm.ts).
    freezeReachable([services.facade]);
  }

  /**
   * Loads the graded modules that `entry` reaches (a test file's subjects and their helpers), before the entry itself
   * runs: what one of them throws as it loads is then known to come from graded code alone, with nothing of the
   * entry's in it (a hidden suite's values reach graded code only once the suite runs). Test files are left to load
   * where they are imported, since loading one registers its tests. Only those each module loads as it loads (its
   * imports at its top, CodeUnit.eager), in the order the entry's imports reach them: a module a dynamic `import()`
   * asks for loads when, and if, it is asked for.
   */
  loadGradedOf(entry: string): void {
    const seen = new Set<string>([entry]);
    const graded: string[] = [];
    const visit = (key: string) => {
      const module = this.work.modules[key];
      const eager = (module && units.get(module.code)?.eager) ?? [];
      for (const dep of eager.map((source) => module!.deps[source])) {
        if (typeof dep !== 'string' || seen.has(dep) || !this.work.modules[dep]) continue;
        seen.add(dep);
        if (units.get(this.work.modules[dep].code)?.graded && !TEST_FILE.test(dep)) graded.push(dep);
        visit(dep);
      }
    };
    visit(entry);
    for (const key of graded) this.exportsOf(key);
  }

  /**
   * What an import of `key` gives, loading it first (its top level runs now: graded code's too): the module's
   * exports, or a subject shown uniformly (uniform.ts).
   */
  load(key: string): Record<string, unknown> {
    return this.exportsOf(key);
  }

  private exportsOf(key: string): Record<string, unknown> {
    const reference = this.uniform.get(key);
    if (reference === undefined) return this.instance(key);
    const known = this.shown.get(key);
    if (known) return known;
    const shown = uniformExports(this.instance(key), this.instance(reference));
    lock(shown);
    this.shown.set(key, shown);
    return shown;
  }

  private instance(key: string): Record<string, unknown> {
    const known = this.instances.get(key);
    if (known) return known.exports;
    const entry = this.work.modules[key];
    if (!entry) throw new Error(`the grader has no module ${key}`);
    const unit = units.get(entry.code);
    if (!unit) throw new Error(`the grader sent no code for ${key}`);
    if (unit.error !== undefined) throw new Error(unit.error);
    const module = { exports: {} as Record<string, unknown> };
    this.instances.set(key, module);
    const require = (source: unknown): unknown => {
      if (typeof source !== 'string') throw new Error('an import path must be a string');
      const dep = entry.deps[source];
      if (dep === undefined)
        throw new Error(
          `'${source}' cannot be imported here: write each import path out in full in an import at the top of the file`,
        );
      if (typeof dep === 'object') throw new Error(dep.refused);
      if (dep === 'vitest') return this.services.facade;
      // Only kit code has such imports (graph.ts): the kit's own tests of the sandbox.
      if (dep.startsWith('node:') && !unit.graded) return process.getBuiltinModule(dep);
      return this.exportsOf(dep);
    };
    const dynamicImport = async (source: unknown): Promise<unknown> => require(source);
    factoryOf(unit)(this.services.guard, dynamicImport, callDepth, gradedOnly.Proxy ?? Proxy).call(
      module.exports,
      module.exports,
      require,
      module,
    );
    if (!unit.graded) {
      for (const value of Object.values(module.exports)) lock(value);
      Object.freeze(module.exports);
    }
    return module.exports;
  }
}
