// What a student's code may use from the global scope besides the language's own (grader/src/run/worker/realm.ts:
// SAFE_GLOBALS): activities/tsconfig.json includes this file instead of Node's types, so the editor, `check` and
// `grade` accept exactly what the worker provides.

interface Console {
  log(...data: unknown[]): void;
  info(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
  debug(...data: unknown[]): void;
  trace(...data: unknown[]): void;
  table(data: unknown, columns?: string[]): void;
  dir(item: unknown): void;
}
declare var console: Console;

declare function setTimeout<A extends unknown[]>(callback: (...args: A) => void, ms?: number, ...args: A): unknown;
declare function clearTimeout(handle: unknown): void;
declare function setInterval<A extends unknown[]>(callback: (...args: A) => void, ms?: number, ...args: A): unknown;
declare function clearInterval(handle: unknown): void;
declare function queueMicrotask(callback: () => void): void;
declare function structuredClone<T>(value: T): T;

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  constructor(label?: string);
  decode(input?: ArrayBuffer | ArrayBufferView): string;
}
