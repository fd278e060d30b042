import type { SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractZip } from '../../src/intake/unzip.ts';
import { requireMounts, runMounted } from './mounted.ts';

export interface GradescopeResults {
  score: number;
  output: string;
  output_format?: string;
  extra_data?: { node?: string; confinement?: string };
  tests: { name: string; score: number; max_score: number; status?: string; visibility?: string; output?: string }[];
}

/** What a student sees before grades are published: the overall output and every visible test's name and output. */
export function visibleText(results: GradescopeResults): string {
  const tests = results.tests.filter((t) => t.visibility === 'visible').map((t) => `${t.name}\n${t.output ?? ''}`);
  return [results.output, ...tests].join('\n');
}

/**
 * Gradescope's layout, for real: a folder of our own is mounted on /autograder in a private mount namespace
 * (bubblewrap, as root, with every other top-level folder of the machine bound as it is), so the bundle runs at the
 * very paths Gradescope uses. As Gradescope does: the zip is unpacked in /autograder/source and setup.sh runs there;
 * for each submission, run_autograder is copied to /autograder and run from /autograder, the upload is in
 * /autograder/submission, and the results are read from /autograder/results/results.json.
 */
export class GradescopeLayout {
  readonly host: string;

  constructor() {
    requireMounts('Gradescope', '/autograder');
    this.host = path.join(mkdtempSync(path.join(os.tmpdir(), 'cardlab-gradescope-')), 'autograder');
    mkdirSync(path.join(this.host, 'source'), { recursive: true, mode: 0o755 });
  }

  /** A path inside the layout, as seen from this machine (outside the namespace). */
  at(...parts: string[]): string {
    return path.join(this.host, ...parts);
  }

  async unpack(zipFile: string): Promise<string[]> {
    return (await extractZip(zipFile, this.at('source'), undefined, { keepModes: true })).names;
  }

  /** Runs a command with /autograder mounted, as root (Gradescope's harness runs as root). */
  private inside(
    args: string[],
    cwd: string,
    env: Record<string, string>,
    timeoutMs: number,
  ): SpawnSyncReturns<string> {
    return runMounted({ [this.host]: '/autograder' }, args, cwd, env, timeoutMs);
  }

  /** Gradescope's image build: setup.sh, from /autograder/source. */
  setup(env: Record<string, string> = {}): SpawnSyncReturns<string> {
    return this.inside(['bash', '/autograder/source/setup.sh'], '/autograder/source', env, 600_000);
  }

  /** One submission: `make` fills the submission folder; run_autograder is copied up and run from /autograder. */
  async grade(
    make: (submission: string) => void | Promise<void>,
    env: Record<string, string> = {},
  ): Promise<{ run: SpawnSyncReturns<string>; results: GradescopeResults }> {
    for (const dir of ['submission', 'results']) rmSync(this.at(dir), { recursive: true, force: true });
    mkdirSync(this.at('submission'), { recursive: true });
    mkdirSync(this.at('results'), { recursive: true });
    await make(this.at('submission'));
    rmSync(this.at('run_autograder'), { force: true });
    cpSync(this.at('source', 'run_autograder'), this.at('run_autograder'));
    const run = this.inside(['/autograder/run_autograder'], '/autograder', env, 600_000);
    const file = this.at('results', 'results.json');
    if (!existsSync(file)) throw new Error(`run_autograder left no results.json:\n${run.stdout}\n${run.stderr}`);
    return { run, results: JSON.parse(readFileSync(file, 'utf8')) as GradescopeResults };
  }
}
