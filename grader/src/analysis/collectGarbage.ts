import v8 from 'node:v8';
import vm from 'node:vm';

// V8 raises a heap's limit with the work it sees: over a class, an analysis thread (one student's check at a time,
// some 50 MB live) let its heap grow to about 300 MB between its full collections, most of a grader's memory by the
// end of a class (the bench's peak memory then grew with the class: 1.22x from 4 students to 20). A thread that serves
// many requests (a class, `watch`, the browser) collects after an answer, while it waits for the next request, once
// its garbage outweighs what was live after its last collection: its peak stays near one check's (1.09x), for a few
// percent of its CPU. A one-off command (one or two requests) never waits on it.

/**
 * V8's full garbage collection, where this process offers one (the grader sets the flag when it starts: exposeGc.cjs;
 * setting it here, after TypeScript was compiled, would make V8 refuse TypeScript's code cache at every command).
 */
export function exposedGc(): (() => void) | undefined {
  try {
    const gc: unknown = vm.runInNewContext('typeof gc === "function" ? gc : undefined');
    return typeof gc === 'function' ? (gc as () => void) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a thread calls after each answer: collects (and says so) from its third answer on, whenever the heap in use
 * is more than twice what was live after its last collection.
 */
export function collectorAfterAnswers(
  collect: (() => void) | undefined,
  usedHeap: () => number = () => v8.getHeapStatistics().used_heap_size,
): () => boolean {
  let answered = 0;
  let liveAfterCollection = 0;
  return () => {
    answered++;
    if (!collect || answered <= 2 || usedHeap() <= 2 * liveAfterCollection) return false;
    collect();
    liveAfterCollection = usedHeap();
    return true;
  };
}
