/**
 * The hostile corpus: Card.ts files (Elevens stage 01) written to cheat, break or attack the grader, each with the
 * exact number of hidden tests it must pass. Forgeries start from a Card that answers everything wrongly (it
 * passes 3 tests on its own), so any more would be forged; a forgery the grader refuses at import (frozen
 * built-ins, no test framework in graded code) costs the whole file (0). Attacks on the grader start from the
 * stub (0); noise starts from the reference, so anything short of all 10 would be collateral damage.
 */

export interface HostileCase {
  name: string;
  /** Card.ts, from the reference or stub source given. */
  source: (reference: string, stub: string) => string;
  /** How many hidden tests it passes. */
  passes: number;
  /** Its exact score: those tests' points (toString_matches_the_pinned_formats is worth 2). */
  points: number;
}

const HIDDEN_TESTS = 10;
const ALL_POINTS = 11;
const atTop = (code: string) => (text: string) => `${code}\n${text}`;
const withImports = (imports: string, code: string) => (text: string) => `${imports}\n${code}\n${text}`;
const replacing = (from: string, to: string) => (text: string) => {
  if (!text.includes(from)) throw new Error(`corpus: "${from}" is not in the source`);
  return text.replace(from, to);
};
const onStub = (edit: (text: string) => string) => (_reference: string, stub: string) => edit(stub);
/** A Card that answers every question wrongly: it passes only the 3 tests expecting two cards not to match. */
const WRONG = "export class Card { constructor(..._args: unknown[]) {} rank() { return 'wrong'; } suit() { return 'wrong'; } pointValue() { return -1; } matches(_other: unknown) { return false; } toString() { return 'wrong'; } }\n";
const WRONG_PASSES = 3;
const onWrong = (edit: (text: string) => string) => () => edit(WRONG);
const onReference = (edit: (text: string) => string) => (reference: string) => edit(reference);


export const CORPUS: HostileCase[] = [
  // Forgeries: make wrong answers look right. Every one must earn nothing.
  { name: 'Object.is replaced at import', source: onWrong(atTop('(Object as { is: unknown }).is = () => true;')), passes: 0, points: 0 },
  { name: 'Object.is redefined with defineProperty', source: onWrong(atTop("Object.defineProperty(Object, 'is', { value: () => true });")), passes: 0, points: 0 },
  { name: 'Array.prototype.every replaced', source: onWrong(atTop('Array.prototype.every = () => true;')), passes: 0, points: 0 },
  { name: 'Object.prototype polluted', source: onWrong(atTop("(Object.prototype as Record<string, unknown>).pass = true;")), passes: 0, points: 0 },
  { name: 'expect bent through expect.extend', source: onWrong(withImports("import { expect } from 'vitest';", 'expect.extend({ toBe: () => ({ pass: true, message: () => "" }) });')), passes: 0, points: 0 },
  { name: 'globalThis.expect, describe and it replaced', source: onWrong(atTop('Object.assign(globalThis, { expect: () => ({ toBe() {} }), describe: () => {}, it: () => {} });')), passes: WRONG_PASSES, points: WRONG_PASSES },
  { name: 'a fake test-runner summary printed', source: onWrong(atTop("console.log(' Test Files  1 passed (1)\\n      Tests  10 passed (10)\\nverify: 10 passed, 0 failed');")), passes: WRONG_PASSES, points: WRONG_PASSES },
  { name: 'a fake results file written', source: (_r, stub) => withImports("import { writeFileSync } from 'node:fs';", "writeFileSync('results.json', JSON.stringify({ score: 100, tests: [] }));")(stub), passes: 0, points: 0 },
  { name: 'a hidden suite overwritten', source: (_r, stub) => withImports("import { writeFileSync } from 'node:fs';", "writeFileSync(new URL('../../../../grader/suites/elevens/01-card/Card.hidden.test.ts', import.meta.url), 'export {}');")(stub), passes: 0, points: 0 },
  { name: 'a reference overwritten', source: (_r, stub) => withImports("import { writeFileSync } from 'node:fs';", "writeFileSync(new URL('../../../../solutions/elevens/01-card/Card.ts', import.meta.url), 'export class Card {}');")(stub), passes: 0, points: 0 },
  { name: 'Math.random patched to force a shuffle', source: onWrong(atTop('Math.random = () => 0;')), passes: 0, points: 0 },
  { name: 'process.exit(0) at import', source: onStub(atTop('process.exit(0);')), passes: 0, points: 0 },
  { name: 'process.exit(0) in a method', source: onStub(replacing("throw new Error('TODO: Card.rank is not written yet');", 'process.exit(0);')), passes: 0, points: 0 },
  { name: 'the parent process killed', source: onStub(atTop("process.kill(process.ppid, 'SIGKILL');")), passes: 0, points: 0 },
  { name: 'a child process spawned', source: (_r, stub) => withImports("import { execSync } from 'node:child_process';", "execSync('echo escaped');")(stub), passes: 0, points: 0 },
  { name: 'a Proxy that claims to be any card', source: () => 'export const Card = new Proxy(class {}, { construct: () => new Proxy({}, { get: () => () => true }) });\n', passes: 2, points: 2 },
  { name: 'right answers for the visible tests only', source: () => "export class Card { constructor(..._args: unknown[]) {} rank() { return 'queen'; } suit() { return 'clubs'; } pointValue() { return 3; } matches(_other: unknown) { return false; } toString() { return 'ace of hearts (point value = 1)'; } }\n", passes: WRONG_PASSES, points: WRONG_PASSES },
  // Breakage: each costs exactly the tests that reach it, and nothing else.
  { name: 'an infinite loop in a method', source: onReference(replacing('return this.cardRank;', 'while (this.cardRank) {}\n    return this.cardRank;')), passes: 4, points: 5 },
  { name: 'unbounded recursion', source: onReference(replacing('return this.cardSuit;', 'return this.suit();')), passes: 5, points: 6 },
  { name: 'equals that always returns true', source: onReference(replacing('  matches(other: Card): boolean {', '  matches(other: Card): boolean {\n    return true;')), passes: 7, points: 8 },
  { name: 'toString that throws', source: onReference(replacing('  toString(): string {', "  toString(): string {\n    throw new Error('no');")), passes: 8, points: 8 },
  { name: 'an exception at import', source: onReference(atTop("throw new Error('boom');")), passes: 0, points: 0 },
  // Noise: harmless to the grade, whatever it does to the process.
  { name: 'a timer that keeps the process alive', source: onReference(atTop('setInterval(() => {}, 1_000);')), passes: HIDDEN_TESTS, points: ALL_POINTS },
  { name: 'an unhandled rejection', source: onReference(atTop("void Promise.reject(new Error('stray'));")), passes: HIDDEN_TESTS, points: ALL_POINTS },
  { name: '10 MB of output', source: onReference(atTop("console.log('x'.repeat(10_000_000));")), passes: HIDDEN_TESTS, points: ALL_POINTS },
  { name: 'a promise that never settles, in a method', source: onReference(replacing('  toString(): string {', '  toString(): string {\n    void new Promise(() => {});')), passes: HIDDEN_TESTS, points: ALL_POINTS },
];
