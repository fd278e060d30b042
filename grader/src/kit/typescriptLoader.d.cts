// The types of typescriptLoader.cjs.
import type ts from 'typescript';

/** The `typescript` package, loaded once per thread, with its code cache. */
export function loadTypeScript(): typeof ts;
/** Writes the code cache where none was used, after the thread's first piece of work. */
export function keepTypeScriptCodeCache(): void;
/** Where the code cache of this TypeScript, for this Node, is kept. */
export function codeCacheFile(): string;
/** Whether this thread's TypeScript was compiled from the code cache. */
export function typeScriptFromCache(): boolean;
