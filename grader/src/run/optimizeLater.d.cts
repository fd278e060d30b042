// The types of optimizeLater.cjs.

/** The V8 flag that raises the threshold for optimizing a function, for V8 `version` (default: this one). */
export function optimizeLaterFlag(version?: string): string;
/** Raises this process's threshold for optimizing a function. */
export function optimizeLater(): void;
