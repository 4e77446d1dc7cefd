import { readdirSync, readFileSync } from 'node:fs';

/** Parent pid of each process, from /proc. */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  return parentOf;
}

/** The descendant of `root` whose command line runs the server entry (`root` itself if it does). */
export function serverProcess(root: number, entry: RegExp): number | undefined {
  const parentOf = parents();
  const isDescendant = (pid: number): boolean => {
    for (let at: number | undefined = pid; at; at = parentOf.get(at)) if (at === root) return true;
    return false;
  };
  for (const pid of [root, ...parentOf.keys()]) {
    if (!isDescendant(pid)) continue;
    try {
      if (entry.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')))
        return pid;
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}
