import { timingSafeEqual, randomBytes } from 'node:crypto';
import {
  closeSync,
  fchmodSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Snapshot } from './snapshot.ts';

/**
 * Backups of a running embedded app (decision 242). PGlite has one owner, the app's process,
 * so `npm run backup` asks it for the snapshot instead of opening the data directory. The app
 * serves it on a loopback port of its own (never the public one) to whoever shows the secret in
 * `DATA_DIR/backup-access.json`: a file readable by the data directory's owner only (0600),
 * written at start-up and removed at shutdown. Whoever can read it could also read the data.
 */

export const BACKUP_ACCESS_FILE = 'backup-access.json';

export interface BackupAccess {
  port: number;
  token: string;
  pid: number;
}

const BEARER = 'Bearer ';

function sameSecret(given: string | undefined, token: string): boolean {
  if (!given?.startsWith(BEARER)) return false;
  const a = Buffer.from(given.slice(BEARER.length));
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Writes the file with mode 0600 from its first byte (and again, whatever the umask). */
function writeOwnerOnly(path: string, text: string) {
  rmSync(path, { force: true });
  const fd = openSync(path, 'wx', 0o600);
  try {
    fchmodSync(fd, 0o600);
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

export interface BackupAccessServer {
  readonly port: number;
  close(): Promise<void>;
}

/** Serves `GET /backup` on 127.0.0.1 to the holder of the secret; writes the access file. */
export async function serveBackups(
  dataDir: string,
  snapshot: () => Promise<Snapshot>,
  onError: (error: unknown) => void,
): Promise<BackupAccessServer> {
  const token = randomBytes(32).toString('base64url');
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    if (!sameSecret(request.headers.authorization, token)) {
      response.writeHead(401).end();
      return;
    }
    snapshot()
      .then(({ format, stream }) => {
        response.writeHead(200, {
          'content-type': 'application/octet-stream',
          'x-backup-format': format,
        });
        return pipeline(stream, response);
      })
      .catch((error: unknown) => {
        onError(error);
        if (response.headersSent) response.destroy();
        else response.writeHead(500).end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  const file = join(dataDir, BACKUP_ACCESS_FILE);
  writeOwnerOnly(file, JSON.stringify({ port, token, pid: process.pid } satisfies BackupAccess));
  return {
    port,
    async close() {
      rmSync(file, { force: true });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The running app's backup access, for `npm run backup`. Refuses a file others may read
 * or write (it would not be the app's, or its secret would be out).
 */
export function readBackupAccess(dataDir: string): BackupAccess | null {
  const file = join(dataDir, BACKUP_ACCESS_FILE);
  let mode: number;
  try {
    mode = statSync(file).mode;
  } catch {
    return null;
  }
  if ((mode & 0o077) !== 0) {
    throw new Error(
      `${file} may be read by others (mode ${(mode & 0o777).toString(8)}): stop the app, remove the file and start it again.`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as BackupAccess;
}
