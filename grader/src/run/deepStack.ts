// Steps of grading that recurse through a student's file (TypeScript's parser, acorn, the edits' and the coverage's
// tree walks) run on the grader's own stack, and how deep V8 gets in a stack depends on how far the JIT had compiled
// each function on it: the same file compiled in a grader warm from other students and overflowed in a fresh one. A
// step that overflows runs again in a thread whose stack no file within the upload bound (1 MB) can fill (reserved,
// and used only as deep as the file goes), so its result is the file's alone, whatever the grader ran before. Called
// synchronously (the compiler is): the grader waits on the thread's answer.
import path from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { generatedBundle } from '../kit/generated.ts';

/** The deep thread's stack (MB): a megabyte of brackets takes a parser about a gigabyte. */
export const DEEP_STACK_MB = 2048;
/** How long the grader waits for the deep thread's answer (ms): a thread that died says nothing. */
const ANSWER_MS = 300_000;

/** Whether `error` is V8's stack overflow, thrown here or told by a thread that met it (its message is kept). */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof Error && error.message.includes('Maximum call stack size exceeded');
}

/** What the deep thread is asked (deepStackThread.ts). */
export type DeepRequest =
  | { kind: 'compile'; text: string; name: string; graded: boolean; json: boolean; transform: object }
  | { kind: 'coverage'; entry: object };

function deepThread(): Worker {
  const file = generatedBundle({
    entry: path.join(import.meta.dirname, 'deepStackThread.ts'),
    name: 'deep-stack-thread',
    sources: [path.join(import.meta.dirname, '..')],
    // ast-v8-to-istanbul publishes no package.json to read its version from: the lockfile pins it.
    packages: [
      'acorn',
      'istanbul-lib-coverage',
      'magic-string',
      '@jridgewell/trace-mapping',
      '@eslint-community/regexpp',
    ],
    external: ['esbuild'],
    typescript: true,
  });
  const thread = new Worker(file, { resourceLimits: { stackSizeMb: DEEP_STACK_MB } });
  thread.unref();
  return thread;
}

/** The deep thread's answer to `request`, waited for; its error thrown as the step's. */
export function onDeepStack<T>(request: DeepRequest): T {
  const { port1, port2 } = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  // A thread for each request, ended after it: what a deep file took of its stack is given back at once (a grade-all
  // process grades many students), and no request finds another's history in it.
  const thread = deepThread();
  thread.postMessage({ request, port: port2, signal }, [port2]);
  const waited = Atomics.wait(signal, 0, 0, ANSWER_MS);
  const answer = receiveMessageOnPort(port1)?.message as { result?: T; error?: string } | undefined;
  port1.close();
  void thread.terminate();
  if (!answer) throw new Error(`the deep-stack thread gave no answer (${waited})`);
  if (answer.error !== undefined) throw new Error(answer.error);
  return answer.result as T;
}
