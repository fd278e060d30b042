import vm from 'node:vm';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { beforeEach, describe, expect, it } from 'vitest';
import { compileSource } from '../src/run/compile.ts';
import { MAX_NESTED_CALLS } from '../src/run/protocol.ts';
import { callDepth, resetCallDepth } from '../src/run/worker/callDepth.ts';
import { frameSlots } from '../src/run/frameSlots.ts';
import { ARGUMENTS_AT_ONCE } from '../src/run/worker/boundedNatives.ts';
import type { Node } from '../src/run/edits.ts';
import { parse } from 'acorn';

const NAME = 'elevens/01-card/Card.ts';

/** A graded module's exports, run as the worker runs it (modules.ts), with a do-nothing loop guard. */
function run(source: string): Record<string, unknown> {
  const compiled = compileSource(source, NAME, { graded: true });
  if (compiled.code === undefined) throw new Error(compiled.error);
  const factory = vm.runInThisContext(
    `(function(__cardlabGuard,__cardlabImport,__cardlabDepth){"use strict";return function(exports,require,module){\n${compiled.code}\n}})`,
  ) as (...services: unknown[]) => (exports: object, require: () => object, module: object) => void;
  const module = { exports: {} as Record<string, unknown> };
  factory(() => {}, undefined, callDepth).call(module.exports, module.exports, () => ({}), module);
  return module.exports;
}

const RECURSION = `
let deepest = 0;
export function down(n: number): number { deepest = n; return down(n + 1) + 1; }
export class Walker { walk(n: number): number { deepest = n; return this.walk(n + 1) + 1; } }
export const arrow = (n: number): number => ((deepest = n), arrow(n + 1));
export function reached(start: () => unknown): { depth: number; error: unknown } {
  deepest = 0;
  try { start(); } catch (error) { return { depth: deepest, error }; }
  return { depth: deepest, error: undefined };
}
export function warm(): number { let s = 0; for (let k = 0; k < 30000; k++) s += shallow(k % 40); return s; }
function shallow(n: number): number { return n <= 0 ? 0 : shallow(n - 1) + 1; }
`;

describe('graded code counts its own nested calls', () => {
  it('every function is counted, async functions and generators while they run, and no line is added', () => {
    const source = [
      'export function f() { return 1; }',
      'export const g = (x: number) =>',
      '  x + 1;',
      'export const h = () => ({ a: 1 });',
      'export const curry = (a: number) => (b: number) => a + b;',
      'export class C { get v() { return 2; } set v(x) {} constructor() {} m() { return 3; } }',
      'export async function af() { return 4; }',
      'export function* gen() { yield 5; }',
      'export const o = { method() { return 6; } };',
    ].join('\n');
    const graded = compileSource(source, NAME, { graded: true }).code!;
    const plain = compileSource(source, NAME, { graded: false }).code!;
    expect(graded.split('\n').length).toBe(plain.split('\n').length);
    const counted = (line: string) => graded.split('\n').find((text) => text.includes(line))!;
    expect(counted('function af(')).toContain('__cardlabDepth.hold(1)');
    expect(counted('function* gen(')).toContain('__cardlabDepth.hold(1)');
    expect(counted('yield ')).toContain(
      '__cardlabDepth.resume(__cardlabHeld,yield __cardlabDepth.pause(__cardlabHeld,5))',
    );
    for (const line of ['function f(', 'const h =', 'get v(', 'set v(', 'constructor(', 'm() {', 'method() {'])
      expect(counted(line), line).toContain('__cardlabDepth');
    expect(counted('const curry').match(/__cardlabDepth\.over/g)).toHaveLength(2);
    // Expression bodies still give what they gave, an object literal and a body on the next line too.
    const module = run(source) as Record<string, (...args: number[]) => unknown>;
    expect(module.g!(1)).toBe(2);
    expect(module.h!()).toEqual({ a: 1 });
    expect((module.curry!(2) as (b: number) => number)(3)).toBe(5);
    expect(callDepth.n).toBe(0);
  });

  it('recursion fails at the same depth, in every shape, cold or optimised, and leaves the count where it was', () => {
    const module = run(RECURSION) as {
      down: (n: number) => number;
      Walker: new () => { walk: (n: number) => number };
      arrow: (n: number) => number;
      reached: (start: () => unknown) => { depth: number; error: unknown };
      warm: () => number;
    };
    const depths = () => [
      module.reached(() => module.down(1)),
      module.reached(() => new module.Walker().walk(1)),
      module.reached(() => module.arrow(1)),
    ];
    const cold = depths();
    expect(module.warm()).toBeGreaterThan(0);
    const hot = depths();
    // `reached` is one graded call on the stack: the recursion gets the rest.
    for (const { depth, error } of [...cold, ...hot]) {
      expect(depth).toBe(MAX_NESTED_CALLS - 1);
      expect(error).toBeInstanceOf(RangeError);
      expect((error as Error).message).toContain(
        `Maximum call stack size exceeded: more than ${MAX_NESTED_CALLS} nested calls of your code`,
      );
    }
    expect(callDepth.n).toBe(0);
  });
});

const SUSPENDING = `
let deepest = 0;
export async function asyncDown(n: number): Promise<number> { deepest = n; return asyncDown(n + 1); }
export function* chain(n: number): Generator<number> { deepest = n; yield* chain(n + 1); }
export function* ladder(n: number, bottom: () => number): Generator<number> {
  if (n === 0) { yield 0; yield bottom(); return; }
  yield* ladder(n - 1, bottom);
}
export function down(n: number): number { deepest = n; return down(n + 1) + 1; }
export async function reachedAsync(start: () => Promise<unknown>): Promise<{ depth: number; error: unknown }> {
  deepest = 0;
  try { await start(); } catch (error) { return { depth: deepest, error }; }
  return { depth: deepest, error: undefined };
}
export function reached(start: () => unknown): { depth: number; error: unknown } {
  deepest = 0;
  try { start(); } catch (error) { return { depth: deepest, error }; }
  return { depth: deepest, error: undefined };
}
export async function settles(): Promise<string[]> {
  const seen: string[] = [];
  try { await Promise.reject(new Error('no')); } catch { seen.push('caught'); }
  for await (const x of [Promise.resolve(1)]) seen.push(String(x));
  await Promise.resolve();
  return seen;
}
export function* interrupted(): Generator<number> {
  try { yield 1; yield 2; } catch { yield 3; } finally { deepest = -1; }
}
`;

type Reached = { depth: number; error: unknown };
type Suspending = {
  asyncDown: (n: number) => Promise<number>;
  chain: (n: number) => Generator<number>;
  ladder: (n: number, bottom: () => number) => Generator<number>;
  down: (n: number) => number;
  reachedAsync: (start: () => Promise<unknown>) => Promise<Reached>;
  reached: (start: () => unknown) => Reached;
  settles: () => Promise<string[]>;
  interrupted: () => Generator<number>;
};

const OURS = `Maximum call stack size exceeded: more than ${MAX_NESTED_CALLS} nested calls of your code`;

describe('async functions and generators count while their bodies run', () => {
  // A test that fails leaves a generator suspended and counted: the next starts from nothing, as a test's run does.
  beforeEach(resetCallDepth);

  it('async calls made before their first await, and a chain of yield*, fail at the fixed depth', async () => {
    const module = run(SUSPENDING) as Suspending;
    // `reachedAsync` and `reached` are one graded call on the stack; the recursion gets the rest.
    const async = await module.reachedAsync(() => module.asyncDown(1));
    const delegated = module.reached(() => module.chain(1).next());
    for (const { depth, error } of [async, delegated]) {
      expect(depth).toBe(MAX_NESTED_CALLS - 1);
      expect((error as Error).message).toContain(OURS);
    }
    expect(callDepth.n).toBe(0);
  });

  it('a generator that delegates stays counted: a recursion under a chain of 1,500 gets the rest', () => {
    const module = run(SUSPENDING) as Suspending;
    const deep = module.ladder(1500, () => module.reached(() => module.down(1)).depth);
    expect(deep.next().value).toBe(0);
    // `reached`, under 1,501 ladder bodies (the arrow and `next` are this file's, not graded): the rest is the recursion's.
    expect(deep.next().value).toBe(MAX_NESTED_CALLS - 1501 - 1);
    expect(deep.next().done).toBe(true);
    expect(callDepth.n).toBe(0);
  });

  it('a body suspended lets its count go, and gives back all it took however it ends', async () => {
    const module = run(SUSPENDING) as Suspending;
    const pending = module.settles();
    expect(callDepth.n).toBe(0);
    expect(await pending).toEqual(['caught', '1']);
    const thrown = module.interrupted();
    thrown.next();
    expect(callDepth.n).toBe(0);
    expect(thrown.throw(new Error('in')).value).toBe(3);
    expect(thrown.return(0).done).toBe(true);
    const returned = module.interrupted();
    returned.next();
    returned.return(0);
    expect(callDepth.n).toBe(0);
  });

  it('a body counted before the count starts again (a new test) gives back nothing of the new count', () => {
    const module = run(SUSPENDING) as Suspending;
    const chained = module.ladder(3, () => 7);
    chained.next();
    // Suspended inside three yield*: counted until it ends.
    expect(callDepth.n).toBeGreaterThan(0);
    resetCallDepth();
    expect([chained.next().value, chained.next().done]).toEqual([7, true]);
    expect(callDepth.n).toBe(0);
  });
});

describe('a large frame counts for more than one call', () => {
  const LOCALS = 3000;
  const locals = Array.from({ length: LOCALS }, (_, k) => `const v${k} = n * ${k + 1} + ${k};`).join('\n  ');
  // In groups of a hundred: a chain of 3,000 terms nests past what the kit compiles (run/syntaxVerdict.ts).
  const sum = Array.from(
    { length: LOCALS / 100 },
    (_, group) => `(${Array.from({ length: 100 }, (_, k) => `v${group * 100 + k}`).join(' + ')})`,
  ).join(' + ');
  const HUGE = `
let deepest = 0;
export function huge(n: number, stop = Infinity): number {
  ${locals}
  deepest = n;
  return n >= stop ? v0 : huge(n + 1, stop) + ${sum};
}
export function reached(start: () => unknown): { depth: number; error: unknown } {
  deepest = 0;
  try { start(); } catch (error) { return { depth: deepest, error }; }
  return { depth: deepest, error: undefined };
}
`;

  it('its slots are estimated from its names and calls, never under', () => {
    const program = parse(`function f(a, { b, c }) { let d, [e] = [1]; for (const g of []) g(1, 2, 3); }`, {
      ecmaVersion: 'latest',
    }) as unknown as { body: Node[] };
    // 3 parameters, 3 locals, 3 arguments (the array literal is no call), a loop over an iterator, and the base.
    expect(frameSlots(program.body[0]!)).toBe(3 + 3 + 3 + 4 + 4);
  });

  it('so a recursion of 3,000-local frames stops at the kit’s count, cold or optimised, not at V8’s limit', () => {
    const module = run(HUGE) as { huge: (n: number, stop?: number) => number; reached: (f: () => unknown) => Reached };
    const cold = module.reached(() => module.huge(1));
    for (let k = 0; k < 300; k++) module.huge(1, 3);
    const hot = module.reached(() => module.huge(1));
    const weight = Math.ceil(frameSlots(hugeFunction(HUGE)) / callDepth.slotsPerCall);
    expect(weight).toBeGreaterThan(1);
    for (const { depth, error } of [cold, hot]) {
      expect((error as Error).message).toContain(OURS);
      expect(depth).toBe(Math.floor((MAX_NESTED_CALLS - 1) / weight));
    }
    expect(callDepth.n).toBe(0);
  });
});

/** The `huge` function of the source, as the compiler's edits see it. */
function hugeFunction(source: string): Node {
  const code = compileSource(source, NAME, { graded: false }).code!;
  const program = parse(code, { ecmaVersion: 'latest' }) as unknown as { body: Node[] };
  return program.body.find((node) => node.type === 'FunctionDeclaration' && (node.id as Node).name === 'huge')!;
}

describe('a call that spreads a list takes at most the arguments allowed', () => {
  const SPREAD = `
export const count = (...args: unknown[]) => args.length;
export function spreadArray(n: number): number { return count(...new Array(n).fill(0)); }
export function spreadSet(): number { return count(...new Set([1, 2, 3])); }
export function spreadMissing(cards?: number[]): number { return count(...(cards as number[])); }
export class Deck { size: number; constructor(...cards: number[]) { this.size = cards.length; } }
export function build(n: number): number { return new Deck(...new Array(n).fill(1)).size; }
`;

  it('counts what it spreads, a RangeError past the limit, and the language’s message for what is not a list', () => {
    const module = run(SPREAD) as {
      spreadArray: (n: number) => number;
      spreadSet: () => number;
      spreadMissing: () => number;
      build: (n: number) => number;
    };
    expect([module.spreadArray(3), module.spreadSet(), module.build(2)]).toEqual([3, 3, 2]);
    expect(module.spreadArray(ARGUMENTS_AT_ONCE)).toBe(ARGUMENTS_AT_ONCE);
    for (const call of [() => module.spreadArray(ARGUMENTS_AT_ONCE + 1), () => module.build(ARGUMENTS_AT_ONCE + 1)])
      expect(call).toThrow(/^Maximum call stack size exceeded: a call with \d+ arguments/);
    expect(() => module.spreadMissing()).toThrow(new TypeError('cards is not iterable'));
    expect(callDepth.n).toBe(0);
  });
});

describe('the places of graded code after its edits', () => {
  it('maps a place on an edited line back to its column in the student file, not only its line', () => {
    // One-line bodies (the call counter and the loop guard are put on their line) and a dynamic import (renamed).
    const source = [
      'export class Card {',
      '  rank(): number { for (const c of [1]) void c; const n = 1; return n + this.boom(); }',
      "  boom(): number { return [1].map((x) => x + 1).length + (import('./x.ts') ? 0 : 1) + oops(); }",
      '}',
      'declare function oops(): number;',
    ].join('\n');
    const compiled = compileSource(source, NAME, { graded: true });
    const map = new TraceMap(compiled.map!);
    const codeLines = compiled.code!.split('\n');
    const back = (needle: string) => {
      const line = codeLines.findIndex((text) => text.includes(needle));
      const position = originalPositionFor(map, { line: line + 1, column: codeLines[line]!.indexOf(needle) });
      return [position.line, position.column];
    };
    const at = (needle: string) => {
      const lines = source.split('\n');
      const line = lines.findIndex((text) => text.includes(needle));
      return [line + 1, lines[line]!.indexOf(needle)];
    };
    for (const needle of ['this.boom()', 'oops()', 'const n = 1', 'length'])
      expect(back(needle), needle).toEqual(at(needle));
  });
});
