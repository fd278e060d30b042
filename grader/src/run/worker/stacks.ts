// How stack traces read in a worker. Only frames of graded code (the student's own files) are shown: frames of the
// kit (references, buggy implementations, suites) and of the runtime are left out, so a stack says nothing about
// which implementation ran (a buggy one overriding a method adds a frame the reference does not have), and a
// student reads only lines of their own files. Positions are those of the compiled code; the grader maps them back
// to the TypeScript (outcomes.ts).

const graded = new Set<string>();

/** A compiled module of graded code: its frames are shown. */
export function showFramesOf(name: string): void {
  graded.add(name);
}

interface CallSite {
  getFileName(): string | null | undefined;
  toString(): string;
}

function header(error: unknown): string {
  try {
    return Error.prototype.toString.call(error);
  } catch {
    return 'Error';
  }
}

function format(error: unknown, frames: CallSite[]): string {
  const lines = [header(error)];
  for (const frame of frames) {
    const file = frame.getFileName();
    if (file && graded.has(file)) lines.push(`    at ${frame.toString()}`);
  }
  return lines.join('\n');
}

/**
 * Installs the formatter as `Error.prepareStackTrace`, for good: an accessor whose setter does nothing, so neither
 * graded code nor a library can put another in its place (V8 reads it through the getter).
 */
export function installStackFormat(): void {
  Object.defineProperty(Error, 'prepareStackTrace', {
    get: () => format,
    set: () => {},
    configurable: false,
    enumerable: false,
  });
}
