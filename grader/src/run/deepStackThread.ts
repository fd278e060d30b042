// The thread of deepStack.ts: a step that overflowed the grader's stack, run again on a stack no file can fill.
import { parentPort, type MessagePort } from 'node:worker_threads';
import { compileHere, useTransformOptions } from './compile.ts';
import type { DeepRequest } from './deepStack.ts';
import { convertCoverage } from './v8ToIstanbul.ts';
import type { CoverageData } from './types.ts';

parentPort!.on(
  'message',
  ({ request, port, signal }: { request: DeepRequest; port: MessagePort; signal: Int32Array }) => {
    const answer = (reply: { result?: unknown; error?: string }) => {
      port.postMessage(reply);
      port.close();
      Atomics.store(signal, 0, 1);
      Atomics.notify(signal, 0);
    };
    try {
      if (request.kind === 'compile') {
        useTransformOptions(request.transform);
        answer({ result: compileHere(request.text, request.name, { graded: request.graded, json: request.json }) });
      } else
        convertCoverage(request.entry as CoverageData).then(
          (result) => answer({ result }),
          (error: unknown) => answer({ error: String(error) }),
        );
    } catch (error) {
      answer({ error: String(error) });
    }
  },
);
