import vm from 'node:vm';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { compileSource } from '../src/run/compile.ts';
import { MAX_NESTED_CALLS } from '../src/run/protocol.ts';
import { callDepth } from '../src/run/worker/callDepth.ts';

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
  it('every synchronous function is counted, async functions and generators are not, and no line is added', () => {
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
    expect(counted('function af(')).not.toContain('__cardlabDepth');
    expect(counted('function* gen(')).not.toContain('__cardlabDepth');
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
