import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { optimizeLaterFlag } from '../src/run/optimizeLater.cjs';

const MODULE = path.join(KIT_ROOT, 'grader', 'src', 'run', 'optimizeLater.cjs');

describe("V8's optimizing compiler, started later in the kit's processes", () => {
  it.each([
    ['11.3.244.8-node.33', '--interrupt-budget=1013760'],
    ['12.4.254.21-node.33', '--invocation-count-for-turbofan=45000'],
    ['13.6.233.17-node.37', '--invocation-count-for-turbofan=45000'],
  ])('V8 %s: %s', (version, flag) => {
    expect(optimizeLaterFlag(version)).toBe(flag);
  });

  it('this_node_knows_the_flag_and_says_nothing_when_it_is_set', () => {
    // An unknown flag would be a line on stderr of every grader and worker ("unrecognized flag"); on a command line,
    // a process that does not start.
    const script = `require(${JSON.stringify(MODULE)}).optimizeLater(); process.stdout.write('set')`;
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('set');
    expect(spawnSync(process.execPath, [optimizeLaterFlag(), '-e', '0'], { encoding: 'utf8' }).status).toBe(0);
  });

  it('a_hot_loop_is_still_optimized', () => {
    // What runs long must still reach the optimizing compiler: a student's simulation keeps its speed.
    const script =
      `require(${JSON.stringify(MODULE)}).optimizeLater();` +
      'function step(x) { return (x * 1103515245 + 12345) % 2147483648; }' +
      'let x = 1; for (let i = 0; i < 5e6; i++) x = step(x);' +
      'process.stdout.write(String(%GetOptimizationStatus(step) & 16));';
    // Optimized on the thread that runs it, not in the background: the answer does not wait on a busy machine's
    // scheduler (a background compile could finish after the loop).
    const flags = ['--allow-natives-syntax', '--no-concurrent-recompilation'];
    const run = spawnSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    // Bit 16 (4th bit of V8's status word): the function runs TurboFan's code.
    expect(run.stdout).toBe('16');
  });
});
