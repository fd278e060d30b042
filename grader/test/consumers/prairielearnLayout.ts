import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireMounts, runMounted } from './mounted.ts';

export interface PrairieLearnResults {
  gradable: boolean;
  score: number;
  message: string;
  format_errors?: string[];
  tests: { name: string; points: number; max_points: number; message?: string; output?: string }[];
}

interface QuestionInfo {
  externalGradingOptions: { image: string; entrypoint: string[]; serverFilesCourse: string[]; timeout: number };
}

/** Where the grading image keeps the kit's runtime (graderImage/Dockerfile's COPY destination). */
const IMAGE_ROOT = '/cardlab';

/**
 * PrairieLearn's external grading, in its documented layout, without Docker: the image is built as
 * `graderImage/Dockerfile` says (its COPY lines copy from graderImage/, its RUN lines run with the image's folder
 * mounted at /cardlab, on this machine's system as the base). Each job then starts from that image afresh (a copy of
 * it, as a new container would), with a fresh /grade: the question's `serverFilesCourse` entries copied to
 * /grade/serverFilesCourse, the student's files in /grade/student, `data/data.json`; the question's entry point is
 * made executable and run with its arguments, as root, and /grade/results/results.json is read back.
 */
export class PrairieLearnLayout {
  private readonly root: string;

  constructor() {
    requireMounts('PrairieLearn', '/grade');
    this.root = mkdtempSync(path.join(os.tmpdir(), 'cardlab-prairielearn-'));
    mkdirSync(this.image, { recursive: true });
  }

  private get image(): string {
    return path.join(this.root, 'image');
  }

  private get job(): string {
    return path.join(this.root, 'job');
  }

  /** A path inside the job's /grade, as seen from this machine. */
  at(...parts: string[]): string {
    return path.join(this.root, 'grade', ...parts);
  }

  /** Builds the image from a released course's graderImage/ (one image serves every release of the same kit). */
  buildImage(course: string, env: Record<string, string> = {}): SpawnSyncReturns<string>[] {
    const recipe = path.join(course, 'graderImage');
    const runs: SpawnSyncReturns<string>[] = [];
    for (const line of readFileSync(path.join(recipe, 'Dockerfile'), 'utf8').split('\n')) {
      const [instruction, ...rest] = line.trim().split(/\s+/);
      if (!instruction || instruction.startsWith('#') || instruction === 'FROM') continue;
      if (instruction === 'COPY') {
        const destination = rest.pop()!;
        if (!destination.startsWith(`${IMAGE_ROOT}/`))
          throw new Error(`the image copies outside ${IMAGE_ROOT}: ${line}`);
        for (const file of rest) cpSync(path.join(recipe, file), path.join(this.image, file));
      } else if (instruction === 'RUN') {
        runs.push(runMounted({ [this.image]: IMAGE_ROOT }, ['bash', '-c', rest.join(' ')], '/', env, 600_000));
      } else {
        throw new Error(`the layout does not know the Dockerfile instruction ${instruction}`);
      }
    }
    return runs;
  }

  /** A new container of the image: its packages linked (never changed in place by grading), the rest copied. */
  private freshContainer(): void {
    rmSync(this.job, { recursive: true, force: true });
    mkdirSync(this.job);
    for (const name of readdirSync(this.image)) {
      const from = path.join(this.image, name);
      if (name === 'node_modules' || name === '.node') spawnSync('cp', ['-al', from, path.join(this.job, name)]);
      else cpSync(from, path.join(this.job, name), { recursive: true });
    }
  }

  /** One grading job of the question in the course's `questions/<question>`: `make` fills /grade/student. */
  async grade(
    course: string,
    question: string,
    make: (student: string) => void | Promise<void>,
    env: Record<string, string> = {},
  ): Promise<{ run: SpawnSyncReturns<string>; results: PrairieLearnResults }> {
    const info = JSON.parse(readFileSync(path.join(course, 'questions', question, 'info.json'), 'utf8'));
    const options = (info as QuestionInfo).externalGradingOptions;
    this.freshContainer();
    rmSync(this.at(), { recursive: true, force: true });
    for (const entry of options.serverFilesCourse) {
      cpSync(path.join(course, 'serverFilesCourse', entry), this.at('serverFilesCourse', entry), {
        recursive: true,
      });
    }
    mkdirSync(this.at('student'), { recursive: true });
    mkdirSync(this.at('data'), { recursive: true });
    writeFileSync(this.at('data', 'data.json'), '{}\n');
    await make(this.at('student'));
    const [entry, ...args] = options.entrypoint;
    if (!entry!.startsWith('/grade/')) throw new Error(`the entry point is not under /grade: ${entry}`);
    chmodSync(this.at(entry!.slice('/grade/'.length)), 0o755);
    const mounts = { [this.at()]: '/grade', [this.job]: IMAGE_ROOT };
    const run = runMounted(mounts, [entry!, ...args], '/grade', env, 600_000);
    const file = this.at('results', 'results.json');
    if (!existsSync(file)) throw new Error(`the entry point left no results.json:\n${run.stdout}\n${run.stderr}`);
    return { run, results: JSON.parse(readFileSync(file, 'utf8')) as PrairieLearnResults };
  }
}
