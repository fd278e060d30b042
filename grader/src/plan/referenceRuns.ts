import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { KitPaths } from '../kit/kit.ts';
import { kitVersion } from '../kit/version.ts';
import { readSealed, writeSealed } from '../kit/sealedFile.ts';
import { runTests, type RunOptions, type RunOutcome, type TestRun } from '../run/runner.ts';

const ENGINE = path.join(import.meta.dirname, '..', 'run');
const hashes = new Map<string, string>();

/** Forgets the hashes worked out so far (the kit's tests edit a kit and ask again). */
export function forgetLabHashes(): void {
  hashes.clear();
}

function addTree(hash: ReturnType<typeof createHash>, dir: string): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) addTree(hash, file);
    else hash.update(file).update(readFileSync(file));
  }
}

/**
 * The content a lab's kit-only runs depend on: its stage folders, references, buggy implementations, wheats and
 * suites, the files every lab shares beside them (a reference imports `../../shared/…`), the fixtures and the engine.
 * A wheat's probes that all pass are kept like a hidden suite on the reference: an edited wheat, or an edited shared
 * file, must make them run again.
 */
export function labHash(kit: KitPaths, lab: string): string {
  const known = hashes.get(`${kit.root}\0${lab}`);
  if (known) return known;
  const hash = createHash('sha256').update(kit.root).update(kitVersion(kit.root)).update(process.version);
  const parts = [kit.activities, kit.solutions, kit.buggy, kit.wheats, kit.suites];
  for (const dir of [
    ...parts.flatMap((part) => [path.join(part, lab), path.join(part, 'shared')]),
    kit.fixtures,
    ENGINE,
  ])
    addTree(hash, dir);
  const digest = hash.digest('hex');
  hashes.set(`${kit.root}\0${lab}`, digest);
  return digest;
}

function storeOf(kit: KitPaths, run: TestRun): string {
  const { activity, subjects } = run.binding;
  const key = createHash('sha256')
    .update(labHash(kit, activity.lab))
    .update(run.id)
    .update(JSON.stringify([run.files, subjects, run.timeoutMs]))
    .digest('hex');
  return path.join(kit.root, '.cardlab', 'reference-runs', `${key}.json`);
}

/** Whether a run is one that is kept: every test passed, and every file ran. */
function allPassed(outcome: RunOutcome): boolean {
  return (
    outcome.fileErrors.length === 0 && outcome.tests.length > 0 && outcome.tests.every((t) => t.state === 'passed')
  );
}

/**
 * The run kept in `file` (sealed: kit/sealedFile.ts), if it is whole and as it was written. It lists the hidden tests
 * and their points, so what it says is the maximum of every stage: an entry damaged since (`{}` once made a stage's
 * grade fail, and its maximum 4 points of 15), or a kept run that is not all passed, is no entry, and the run is made
 * again.
 */
function read(file: string): RunOutcome | undefined {
  const text = readSealed(file, path.basename(file));
  try {
    const run = (text === undefined ? undefined : JSON.parse(text)) as RunOutcome | undefined;
    const tests = Array.isArray(run?.tests) && run.tests.every((t) => typeof t?.file === 'string');
    return run && tests && Array.isArray(run.fileErrors) && allPassed(run) ? run : undefined;
  } catch {
    return undefined;
  }
}

/** Only a run in which every test passed is kept: a broken kit is run again, and `verify` says what is wrong. */
function keep(file: string, outcome: RunOutcome): void {
  if (allPassed(outcome)) writeSealed(file, path.basename(file), JSON.stringify(outcome));
}

/**
 * runTests, with the runs of kit code alone (a hidden suite on the reference) taken from what an earlier grade kept
 * under .cardlab/: their results depend only on the kit's content, which keys them. Graded runs always run.
 */
export async function runTestsKnowingReference(
  kit: KitPaths,
  runs: TestRun[],
  options: RunOptions,
): Promise<Map<string, RunOutcome>> {
  const known = new Map<string, RunOutcome>();
  const toRun: TestRun[] = [];
  for (const run of runs) {
    const outcome = run.kitOnly ? read(storeOf(kit, run)) : undefined;
    if (outcome) known.set(run.id, outcome);
    else toRun.push(run);
  }
  const outcomes = await runTests(toRun, options);
  for (const run of toRun) if (run.kitOnly && outcomes.has(run.id)) keep(storeOf(kit, run), outcomes.get(run.id)!);
  for (const [id, outcome] of known) outcomes.set(id, outcome);
  return outcomes;
}
