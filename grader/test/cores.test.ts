// How many cores grading may use (run/cores.ts) and how a class is spread over them (run/classShares.ts): the CPU
// quota read from cgroup files (fixture trees under cgroups/, laid out as the real /proc and /sys are), the CPUs of
// taskset through os.availableParallelism, and the shares that never give the cores more workers than they have.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { classShares } from '../src/run/classShares.ts';
import { availableCores, cfsQuotaCores, cgroupCpuQuota, cpuMaxCores } from '../src/run/cores.ts';

const fixture = (name: string) => path.join(import.meta.dirname, 'cgroups', name);

describe('the cgroup quota', () => {
  it('reads_cpu_max_and_cfs_quota_texts_as_cores', () => {
    expect(cpuMaxCores('50000 100000\n')).toBe(0.5);
    expect(cpuMaxCores('max 100000')).toBeUndefined();
    expect(cpuMaxCores('200000')).toBe(2);
    expect(cpuMaxCores('nonsense here')).toBeUndefined();
    expect(cfsQuotaCores('150000\n', '100000\n')).toBe(1.5);
    expect(cfsQuotaCores('-1', '100000')).toBeUndefined();
  });

  it('takes_the_smallest_quota_from_the_process_cgroup_up_to_the_mount', () => {
    expect(cgroupCpuQuota(fixture('v2-nested'))).toBe(0.5);
    expect(cgroupCpuQuota(fixture('v2-parent'))).toBe(3);
    expect(cgroupCpuQuota(fixture('v2-container'))).toBe(2.5);
    expect(cgroupCpuQuota(fixture('v1-docker'))).toBe(1.5);
  });

  it('finds_none_where_no_quota_is_set_or_nothing_can_be_read', () => {
    expect(cgroupCpuQuota(fixture('v2-none'))).toBeUndefined();
    expect(cgroupCpuQuota(fixture('v1-none'))).toBeUndefined();
    expect(cgroupCpuQuota(fixture('no-such-tree'))).toBeUndefined();
  });
});

describe('the cores grading uses', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are_the_cpus_it_may_run_on_bounded_by_the_quota_rounded_down_and_at_least_one', () => {
    vi.spyOn(os, 'availableParallelism').mockReturnValue(16);
    expect(availableCores(fixture('v2-none'))).toBe(16);
    expect(availableCores(fixture('v2-parent'))).toBe(3);
    expect(availableCores(fixture('v1-docker'))).toBe(1);
    expect(availableCores(fixture('v2-nested'))).toBe(1);
    vi.spyOn(os, 'availableParallelism').mockReturnValue(2);
    expect(availableCores(fixture('v2-parent'))).toBe(2);
  });

  it('follow_taskset', () => {
    // The real thing: a process started on one CPU sees one core, whatever the machine has.
    const script = `import { availableCores } from ${JSON.stringify(path.join(KIT_ROOT, 'grader/src/run/cores.ts'))}; console.log(availableCores());`;
    const run = spawnSync(
      'taskset',
      ['-c', '0', process.execPath, '--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: KIT_ROOT,
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('1');
  });
});

describe('a class spread over the cores', () => {
  const total = (shares: ReturnType<typeof classShares>, key: 'students' | 'slots') =>
    shares.reduce((sum, share) => sum + share[key], 0);

  it('grades_one_student_a_core_four_a_process_with_the_cores_shared_out_as_worker_slots', () => {
    expect(classShares(16, 200, true)).toEqual(Array.from({ length: 4 }, () => ({ students: 4, slots: 4 })));
    expect(classShares(3, 200, true)).toEqual([{ students: 3, slots: 3 }]);
    expect(classShares(6, 200, true)).toEqual([
      { students: 3, slots: 3 },
      { students: 3, slots: 3 },
    ]);
    expect(classShares(10, 200, true)).toEqual([
      { students: 4, slots: 4 },
      { students: 3, slots: 3 },
      { students: 3, slots: 3 },
    ]);
    for (const cores of [1, 2, 3, 5, 8, 13, 16, 64])
      expect(total(classShares(cores, 500, true), 'slots'), `${cores} cores`).toBe(cores);
  });

  it('grades_two_at_once_on_one_or_two_cores_in_this_process', () => {
    expect(classShares(1, 20, true)).toEqual([{ students: 2, slots: 1 }]);
    expect(classShares(2, 20, true)).toEqual([{ students: 2, slots: 2 }]);
  });

  it('starts_no_more_students_at_once_than_the_class_has_and_gives_them_every_core', () => {
    expect(classShares(16, 1, true)).toEqual([{ students: 1, slots: 16 }]);
    expect(classShares(16, 3, true)).toEqual([{ students: 3, slots: 16 }]);
    expect(classShares(16, 5, true)).toEqual([
      { students: 3, slots: 8 },
      { students: 2, slots: 8 },
    ]);
    // Memory follows the students graded at once, never the class's size.
    expect(classShares(8, 40, true)).toEqual(classShares(8, 4000, true));
  });

  it('grades_one_at_a_time_without_a_sandbox', () => {
    expect(classShares(16, 200, false)).toEqual([{ students: 1, slots: 16 }]);
  });
});
