import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// How many cores this process may use: the CPUs it may run on (taskset, a container's cpuset: what
// os.availableParallelism() reports) and, below that, the CPU quota of its cgroup (a container's `--cpus`, a CI
// runner's limit, systemd's CPUQuota), which availableParallelism does not see on every Node version. Grading sizes
// its worker slots and the students it grades at once from this, so that N cores get N workers, never more.

/** Reads a file of the (possibly fixture) file system rooted at `root`; undefined where it is not there. */
function read(root: string, file: string): string | undefined {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return undefined;
  }
}

/** The cgroup path of a /proc/self/cgroup line split on colons (the path may itself hold colons). */
const cgroupPathOf = (line: string[]): string => line.slice(2).join(':') || '/';

/** The cgroup v2 quota in cores of one `cpu.max` text (`max 100000`: none; `50000 100000`: half a core). */
export function cpuMaxCores(text: string): number | undefined {
  const [quota, period] = text.trim().split(/\s+/);
  if (quota === undefined || quota === 'max') return undefined;
  const cores = Number(quota) / Number(period ?? 100_000);
  return Number.isFinite(cores) && cores > 0 ? cores : undefined;
}

/** The cgroup v1 quota in cores (`cpu.cfs_quota_us` of -1: none). */
export function cfsQuotaCores(quota: string, period: string | undefined): number | undefined {
  const us = Number(quota.trim());
  if (!(us > 0)) return undefined;
  const cores = us / Number(period?.trim() ?? 100_000);
  return Number.isFinite(cores) && cores > 0 ? cores : undefined;
}

/**
 * The folders from the process's own cgroup up to the hierarchy's mount, innermost first: a quota set on any of them
 * (a container's, a systemd slice's above it) bounds the process. Where the path /proc gives is not under the mount (a
 * container that shows its own cgroup as the root), the mount itself.
 */
function cgroupChain(root: string, mount: string, ownPath: string): string[] {
  const chain: string[] = [];
  let dir = path.posix.join(mount, ownPath);
  if (!existsSync(path.join(root, dir))) dir = mount;
  for (;;) {
    chain.push(dir);
    if (dir === mount || !dir.startsWith(`${mount}/`)) return chain;
    dir = path.posix.dirname(dir);
  }
}

/** The smallest quota along `chain`, read from each folder by `quotaOf`. */
function smallest(chain: string[], quotaOf: (dir: string) => number | undefined): number | undefined {
  const quotas = chain.map(quotaOf).filter((cores): cores is number => cores !== undefined);
  return quotas.length > 0 ? Math.min(...quotas) : undefined;
}

/**
 * The CPU quota of this process's cgroup, in cores (fractional: 1.5), or undefined where none is set or none can be
 * read. `root` is the file system's root: a folder of fixture files in the kit's tests.
 */
export function cgroupCpuQuota(root = '/'): number | undefined {
  const own = read(root, 'proc/self/cgroup');
  if (own === undefined) return undefined;
  const lines = own.split('\n').map((line) => line.split(':'));
  // cgroup v2: one line `0::/path`, every controller in one hierarchy.
  const unified = lines.find((fields) => fields[0] === '0' && fields[1] === '' && fields.length >= 3);
  if (unified && existsSync(path.join(root, 'sys/fs/cgroup/cgroup.controllers'))) {
    const chain = cgroupChain(root, '/sys/fs/cgroup', cgroupPathOf(unified));
    return smallest(chain, (dir) => {
      const text = read(root, path.posix.join(dir, 'cpu.max'));
      return text === undefined ? undefined : cpuMaxCores(text);
    });
  }
  // cgroup v1: the hierarchy whose controllers include `cpu`, mounted as cpu,cpuacct (or cpu).
  const cpu = lines.find((fields) => fields.length >= 3 && fields[1]!.split(',').includes('cpu'));
  if (!cpu) return undefined;
  const mount = ['/sys/fs/cgroup/cpu,cpuacct', '/sys/fs/cgroup/cpu'].find((dir) => existsSync(path.join(root, dir)));
  if (!mount) return undefined;
  return smallest(cgroupChain(root, mount, cgroupPathOf(cpu)), (dir) => {
    const quota = read(root, path.posix.join(dir, 'cpu.cfs_quota_us'));
    return quota === undefined
      ? undefined
      : cfsQuotaCores(quota, read(root, path.posix.join(dir, 'cpu.cfs_period_us')));
  });
}

/**
 * The cores this process may use: the CPUs it may run on, bounded by its cgroup's quota rounded down (a quota of 1.5
 * cores gives 1: a second worker would only share the first one's time), and at least 1.
 */
export function availableCores(root = '/'): number {
  const cpus = os.availableParallelism();
  const quota = cgroupCpuQuota(root);
  return Math.max(1, Math.min(cpus, quota === undefined ? cpus : Math.floor(quota + 1e-9)));
}
