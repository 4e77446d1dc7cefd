/**
 * A system tool the cluster test drives (nginx, wrk): found on the PATH or in /usr/sbin and
 * /usr/bin, else installed from Debian's package of that name first.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findTool(name: string): string | undefined {
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  const found = which.stdout.trim();
  if (which.status === 0 && found) return found;
  return [`/usr/sbin/${name}`, `/usr/bin/${name}`].find(executable);
}

/** The tool's path, installing Debian's package `name` first when it is missing. */
export function ensureDebianTool(name: string, log: (line: string) => void): string {
  const existing = findTool(name);
  if (existing) return existing;
  log(`${name} is missing: installing it from Debian (apt-get install ${name})...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', name],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0)
      throw new Error(`apt-get ${args.join(' ')} failed (status ${result.status})`);
  }
  const installed = findTool(name);
  if (!installed) throw new Error(`${name} is still missing after apt-get install ${name}`);
  return installed;
}
