/**
 * A fixed share of the CPU for one process, as a container's CPU limit gives each instance of a
 * deployment (decision 224): a Linux control group with a CFS quota. cgroup v2 (`cpu.max`) where
 * the cpu controller is enabled, else cgroup v1's cpu hierarchy (`cpu.cfs_quota_us`). Needs root.
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PERIOD_US = 100_000;

interface Hierarchy {
  readonly root: string;
  limit(dir: string, quotaUs: number): void;
}

const V2: Hierarchy = {
  root: '/sys/fs/cgroup',
  limit: (dir, quotaUs) => writeFileSync(join(dir, 'cpu.max'), `${quotaUs} ${PERIOD_US}`),
};

const V1: Hierarchy = {
  root: '/sys/fs/cgroup/cpu',
  limit: (dir, quotaUs) => {
    writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
    writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(quotaUs));
  },
};

function readOr(file: string, fallback: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}

function hierarchy(): Hierarchy | undefined {
  const v2Controllers = readOr(join(V2.root, 'cgroup.subtree_control'), '').split(/\s+/);
  if (v2Controllers.includes('cpu')) return V2;
  if (existsSync(join(V1.root, 'cpu.cfs_quota_us'))) return V1;
  return undefined;
}

export interface CpuBudget {
  /** Moves a running process (all its threads) into the budget. */
  add(pid: number): void;
  /** Moves its processes back to the root group and removes the group. */
  remove(): void;
}

/**
 * `cores` of CPU (summed over threads: 0.2 is a fifth of one core), shared by the processes added
 * to it, or the reason this machine cannot give one.
 */
export function createCpuBudget(
  name: string,
  cores: number,
): CpuBudget | { readonly refused: string } {
  const found = hierarchy();
  if (!found) return { refused: 'no cgroup cpu controller is mounted' };
  const dir = join(found.root, name);
  try {
    mkdirSync(dir, { recursive: true });
    found.limit(dir, Math.round(cores * PERIOD_US));
  } catch (error) {
    return {
      refused: `cannot write ${dir}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  return {
    add(pid) {
      writeFileSync(join(dir, 'cgroup.procs'), String(pid));
    },
    remove() {
      for (const pid of readOr(join(dir, 'cgroup.procs'), '').split('\n').filter(Boolean)) {
        try {
          writeFileSync(join(found.root, 'cgroup.procs'), pid);
        } catch {
          // The process has exited meanwhile.
        }
      }
      rmdirSync(dir);
    },
  };
}
