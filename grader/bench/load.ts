/**
 * The bench's load test: the grade is a function of the submission alone. The perfect four-lab submission is graded
 * on one core that busy processes fight over, and again throttled to half a core (a cgroup's CPU quota, v2 `cpu.max`
 * or v1 `cpu.cfs_quota_us`; where neither can be written, one core shared with one busy process), and must get full
 * marks every time; a `toString` that never ends costs exactly the tests that call it, also with `--limit 60`; and
 * a class graded under load gives the gradebook it gets on a quiet machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GradeReport } from '../src/score/result.ts';
import { measured, seconds } from './measure.ts';

const COMPETITORS = 4;
const CARD = 'elevens/01-card';

export interface LoadFigure {
  figure: string;
  measured: string;
  target: string;
  met: boolean;
}

/** A way to run a command on less machine than it asks for; `undo` puts the machine back. */
interface Squeeze {
  name: string;
  prefix: string[];
  undo: () => void;
}

function busyOn(core: number, count: number): ChildProcess[] {
  return Array.from({ length: count }, () =>
    spawn('taskset', ['-c', String(core), process.execPath, '-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
}

function oneBusyCore(): Squeeze {
  const busy = busyOn(0, COMPETITORS);
  return {
    name: `one core, ${COMPETITORS} busy processes beside it`,
    prefix: ['taskset', '-c', '0'],
    undo: () => busy.forEach((child) => child.kill('SIGKILL')),
  };
}

/** A cgroup holding the command (and everything it starts) to `share` of one core, where one can be made. */
function cgroupQuota(share: number): Squeeze | undefined {
  const period = 100_000;
  const attempts = [
    { root: '/sys/fs/cgroup', file: 'cpu.max', value: `${Math.round(share * period)} ${period}` },
    { root: '/sys/fs/cgroup/cpu', file: 'cpu.cfs_quota_us', value: String(Math.round(share * period)) },
  ];
  for (const { root, file, value } of attempts) {
    const dir = path.join(root, `cardlab-bench-${process.pid}`);
    try {
      if (!existsSync(path.join(root, 'cgroup.procs'))) continue;
      mkdirSync(dir);
      writeFileSync(path.join(dir, file), value);
      const procs = path.join(dir, 'cgroup.procs');
      return {
        name: `half a core (cgroup ${file} ${value})`,
        prefix: ['sh', '-c', `echo $$ > ${procs} && exec "$@"`, 'squeezed'],
        undo: () => rmdirSync(dir),
      };
    } catch {
      try {
        rmdirSync(dir);
      } catch {
        // It was never made.
      }
    }
  }
  return undefined;
}

function halfCore(): Squeeze {
  const quota = cgroupQuota(0.5);
  if (quota) return quota;
  const busy = busyOn(0, 1);
  return {
    name: 'half a core (one core shared with one busy process: no cgroup could be made)',
    prefix: ['taskset', '-c', '0'],
    undo: () => busy.forEach((child) => child.kill('SIGKILL')),
  };
}

async function gradeSqueezed(
  cli: string,
  squeeze: Squeeze,
  args: string[],
  cwd: string,
): Promise<{ ms: number; report: GradeReport }> {
  const json = path.join(cwd, `load-${Date.now()}.json`);
  const [command, ...rest] = [...squeeze.prefix, process.execPath, cli, ...args, '--json', json];
  const run = await measured(command!, rest, { cwd });
  return { ms: run.ms, report: JSON.parse(readFileSync(json, 'utf8')) as GradeReport };
}

/** The hidden tests a report failed, as `activity: test`. */
function failedTests(report: GradeReport): string[] {
  return report.activities.flatMap((a) => a.hidden.filter((t) => !t.passed).map((t) => `${a.id}: ${t.name}`));
}

export async function loadFigures(
  cli: string,
  work: string,
  four: string,
  out: (line?: string) => void,
): Promise<LoadFigure[]> {
  const figures: LoadFigure[] = [];
  // A four-lab submission whose Card.toString never returns: it must cost exactly the tests that call it.
  const stuck = path.join(work, 'stuck-tostring');
  cpSync(four, stuck, { recursive: true });
  const card = path.join(stuck, CARD, 'Card.ts');
  const text = readFileSync(card, 'utf8');
  writeFileSync(card, text.replace(/toString\(\): string \{\n/, '$&    while (this.toString) {}\n'));
  const quiet = (
    await gradeSqueezed(cli, { name: 'quiet', prefix: [], undo: () => {} }, ['grade', stuck, '--limit', '60'], work)
  ).report;
  const expectedFailures = failedTests(quiet);
  const cardOnly = expectedFailures.every((name) => name.startsWith(`${CARD}: `)) && expectedFailures.length > 0;
  out(`${'quiet: a toString that never ends, --limit 60'.padEnd(58)}   fails ${expectedFailures.length} tests`);

  for (const make of [oneBusyCore, halfCore]) {
    const squeeze = make();
    try {
      for (let k = 1; k <= 2; k++) {
        const { ms, report } = await gradeSqueezed(cli, squeeze, ['grade', four], work);
        const full = report.points === report.maxPoints;
        out(
          `${`perfect four labs, ${squeeze.name}, run ${k}`.padEnd(58)} ${seconds(ms).padStart(8)}   ${report.points}/${report.maxPoints}`,
        );
        figures.push({
          figure: `perfect grade under load (${squeeze.name.split(' (')[0]}, run ${k})`,
          measured: `${report.points}/${report.maxPoints}`,
          target: 'full marks',
          met: full,
        });
      }
      const { ms, report } = await gradeSqueezed(cli, squeeze, ['grade', stuck, '--limit', '60'], work);
      const failures = failedTests(report);
      const same =
        cardOnly && JSON.stringify(failures) === JSON.stringify(expectedFailures) && report.points === quiet.points;
      out(
        `${`toString never ends, --limit 60, ${squeeze.name}`.padEnd(58)} ${seconds(ms).padStart(8)}   ${report.points}/${report.maxPoints}`,
      );
      figures.push({
        figure: `toString never ends (${squeeze.name.split(' (')[0]})`,
        measured: `${report.points} vs quiet ${quiet.points}`,
        target: 'its tests only',
        met: same,
      });
    } finally {
      squeeze.undo();
    }
  }

  // A class graded under load and on a quiet machine: the same gradebook.
  const classDir = path.join(work, 'load-class');
  cpSync(four, path.join(classDir, 'perfect'), { recursive: true });
  cpSync(stuck, path.join(classDir, 'stuck'), { recursive: true });
  const books: string[] = [];
  for (const make of [oneBusyCore, () => ({ name: 'quiet', prefix: [], undo: () => {} })]) {
    const squeeze = make();
    try {
      const gradesDir = path.join(work, `load-class-${books.length}`);
      const [command, ...rest] = [
        ...squeeze.prefix,
        process.execPath,
        cli,
        'grade-all',
        classDir,
        '--out',
        gradesDir,
        '--limit',
        '60',
      ];
      await measured(command!, rest, { cwd: work });
      books.push(readFileSync(path.join(gradesDir, 'gradebook.csv'), 'utf8'));
    } finally {
      squeeze.undo();
    }
  }
  figures.push({
    figure: 'grade-all under load = quiet',
    measured: books[0] === books[1] ? 'the same gradebook' : 'gradebooks differ',
    target: 'equal',
    met: books[0] === books[1],
  });
  return figures;
}
