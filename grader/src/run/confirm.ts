import { cutOff, resultOf, runItems, type Batch, type ItemResult, type Items, type Job } from './attempt.ts';

// A verdict of "stopped" (a test past its time limit, a worker that ended) stands only once the same file, run again
// on its own in a fresh worker, gives it again: a stop that came from the machine (its load, its memory) and not
// from the code must never cost a grade. The report says which verdicts were confirmed (outcomes.ts).

/** A file stopped while it loaded runs again, whole; the second run's results are the file's. */
async function confirmLoading(batch: Batch, job: Job, entry: Items[number], first: ItemResult): Promise<void> {
  const item = entry.work.item;
  batch.results.delete(item);
  await runItems(batch, job, [entry], { sink: batch.results });
  const again = batch.results.get(item);
  if (!again || cutOff(batch, job)) {
    // The whole-run limit came first: the first verdict stays, unconfirmed.
    if (!again?.tests.size) batch.results.set(item, first);
    return;
  }
  const stop = again.stops.get('');
  if (stop) again.stops.set('', { ...stop, confirmed: true });
}

/**
 * Stopped tests run again with the tests before them, as they ran the first time (a test may rely on what those
 * did), and the rest of the file is skipped. A test stopped again keeps its verdict, confirmed; any other outcome
 * replaces it.
 */
async function confirmTests(batch: Batch, job: Job, entry: Items[number]): Promise<void> {
  const item = entry.work.item;
  const result = resultOf(batch.results, item);
  const open = [...result.stops].filter(([name, stop]) => name !== '' && stop.confirmed === undefined).map(([n]) => n);
  if (open.length === 0) return;
  const sink = new Map<number, ItemResult>();
  // A test the confirming run stopped is not run a third time when the rest of the file goes on without it.
  const skip = () => [...resultOf(sink, item).stops.keys()];
  await runItems(batch, job, [entry], { sink, skip, stopAfter: open });
  if (cutOff(batch, job)) return;
  const again = resultOf(sink, item);
  for (const name of open) {
    const test = again.tests.get(name);
    // Not reached (a test whose name changes from run to run): its verdict stays, unconfirmed.
    if (!test) continue;
    if (again.stops.has(name)) result.stops.set(name, { ...result.stops.get(name)!, confirmed: true });
    else {
      result.tests.set(name, test);
      result.stops.delete(name);
    }
  }
}

/** Runs again, on its own, each file of the job that had a test or its loading stopped, and settles each stop. */
export async function confirmStops(batch: Batch, job: Job): Promise<void> {
  for (const entry of job.items) {
    const first = batch.results.get(entry.work.item);
    // A file past its share of the whole-run limit is cut there whatever a second run would say (budget.ts).
    if (!first || first.stops.size === 0 || cutOff(batch, job) || batch.budgets.over(entry.work.item)) continue;
    if (first.stops.has('')) await confirmLoading(batch, job, entry, first);
    if (!cutOff(batch, job)) await confirmTests(batch, job, entry);
  }
}
