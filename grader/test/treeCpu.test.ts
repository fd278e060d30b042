import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readlinkSync } from 'node:fs';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { cpuTimeMeasurable, TreeCpu } from '../src/run/cpuTime.ts';

// The meter of a worker's process tree (run/cpuTime.ts), as the whole-run limit reads it at every test's start: a
// reading between walks must follow the process that computes (the tree's leaf, the worker's Node), a process that
// appears meanwhile must be counted from the next walk, and the files it keeps open must be closed.

// A process that, at each line on its input, computes `ms` of CPU time (`burn ms`), or starts a process like itself
// that does (`spawn ms`), and says `done`. Its code is in its environment, for the process it starts.
const BURNER = `
const burn = (ms) => { const end = process.cpuUsage().user / 1000 + ms; while (process.cpuUsage().user / 1000 < end); };
const kids = [];
require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
  const [what, ms] = line.split(' ');
  if (what === 'burn') { burn(Number(ms)); console.log('done'); return; }
  const kid = require('node:child_process').spawn(process.execPath, ['-e', process.env.BURNER], { stdio: ['pipe', 'pipe', 'inherit'] });
  kids.push(kid);
  kid.stdout.once('data', () => console.log('done'));
  kid.stdin.write('burn ' + ms + '\\n');
});
`;

let started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started) child.kill('SIGKILL');
  started = [];
});

function burner(): ChildProcess & { tell: (line: string) => Promise<void> } {
  const child = spawn(process.execPath, ['-e', BURNER], {
    env: { ...process.env, BURNER },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  started.push(child);
  return Object.assign(child, {
    tell: async (line: string) => {
      const answer = once(child.stdout!, 'data');
      child.stdin!.write(`${line}\n`);
      await answer;
    },
  });
}

/** The `stat` files of /proc this process holds open (other threads of the test runner may open files of their own). */
const openStats = () =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return /^\/proc\/\d+\/stat$/.test(readlinkSync(`/proc/self/fd/${fd}`));
    } catch {
      return false;
    }
  }).length;

describe.runIf(cpuTimeMeasurable())('the CPU meter of a process tree', () => {
  it('follows_the_computing_leaf_between_walks_and_counts_a_new_process_from_the_next_walk', async () => {
    const child = burner();
    await child.tell('burn 150');
    const tree = new TreeCpu(child.pid);
    const first = tree.walk()!;
    expect(first).toBeGreaterThanOrEqual(140);

    await child.tell('burn 200');
    const read = tree.read()!;
    // CPU time is counted in ticks of 10 ms.
    expect(read - first).toBeGreaterThanOrEqual(190);

    // A process started under it: the readings until the next walk do not know it, the walk counts its time so far.
    await child.tell('spawn 300');
    const beforeWalk = tree.read()!;
    const walked = tree.walk()!;
    expect(walked - beforeWalk).toBeGreaterThanOrEqual(290);
    tree.close();
  });

  it('closes_the_files_it_keeps_open', async () => {
    const child = burner();
    await child.tell('spawn 10');
    const before = openStats();
    const tree = new TreeCpu(child.pid);
    tree.walk();
    expect(openStats()).toBeGreaterThanOrEqual(before + 2);
    tree.close();
    expect(openStats()).toBe(before);
  });

  it('cannot_measure_a_tree_whose_root_is_gone', async () => {
    const child = burner();
    await child.tell('burn 10');
    const tree = new TreeCpu(child.pid);
    expect(tree.walk()).toBeDefined();
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(tree.read()).toBeUndefined();
    expect(tree.walk()).toBeUndefined();
  });
});
