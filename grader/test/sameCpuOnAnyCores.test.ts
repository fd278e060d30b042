import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SAME_ON_ANY_CORES } from '../src/sandbox/workerProcess.ts';

// The limits count CPU time, so a test must cost the same CPU time on one core as on two (the workers' V8 flags,
// sandbox/workerProcess.ts). A loop that calls a small function, as the loop guard makes every graded loop do, is
// what V8 optimized on a thread of its own: on two free cores it ran twice as fast from its second call on, on one
// core never, and the whole-run limit cut 4 of 10 hidden tests on one core and none on two.

// The loop guard's shape (run/worker/clock.ts) in a constructor, as a student's Card that computes would have it.
const PROBE = `
const wallNow = performance.now.bind(performance);
const clock = { ticks: 0, nextLook: wallNow() + 5000, fired: false };
const cpuNow = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };
function guard() {
  if ((++clock.ticks & 0x3ff) === 0 && (clock.fired || (wallNow() > clock.nextLook && cpuNow() > 1e12))) throw 0;
}
class Card {
  constructor(v) { this.v = v; let s = 0; for (let k = 0; k < 31_000_000; k++) { guard(); s += k & 1; } if (s < 0) this.v = 0; }
}
const costs = [];
for (let i = 0; i < 6; i++) {
  const before = process.cpuUsage();
  new Card(i);
  const used = process.cpuUsage(before);
  costs.push((used.user + used.system) / 1000);
}
console.log(JSON.stringify(costs.slice(2)));
`;

function costs(pinned: boolean): number[] {
  const args = [...SAME_ON_ANY_CORES, '-e', PROBE];
  const run = pinned
    ? spawnSync('taskset', ['-c', '0', process.execPath, ...args], { encoding: 'utf8' })
    : spawnSync(process.execPath, args, { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('graded code under the workers V8 flags', () => {
  it('costs_the_same_cpu_time_on_one_core_as_on_two', () => {
    const two = median(costs(false));
    const one = median(costs(true));
    // Without the flags: about 34 ms against 67 ms a call here (134 ms for two Cards a test in the lab). With them,
    // both alike, within what load can do.
    expect(one / two).toBeLessThan(1.4);
    expect(two / one).toBeLessThan(1.4);
  });
});
