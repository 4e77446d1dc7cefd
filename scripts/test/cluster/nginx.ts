/**
 * nginx for `npm run test:cluster`: installed from Debian's packages when missing, and started as
 * a child process (never the system service) with deploy/nginx.conf rendered to the test's ports
 * and a throwaway certificate. Its access log names the instance that answered each request.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianTool } from './debian-tool.ts';

/** nginx's path, installing Debian's package first when it is missing. */
export function ensureNginx(log: (line: string) => void): string {
  return ensureDebianTool('nginx', log);
}

interface RenderOptions {
  httpPort: number;
  httpsPort: number;
  upstreamPorts: readonly number[];
  certificate: string;
  certificateKey: string;
}

/** Replaces every line matching `pattern`; throws when none does (the config changed shape). */
function replaceLines(
  text: string,
  pattern: RegExp,
  replace: (match: RegExpMatchArray, index: number) => string,
): string {
  let index = 0;
  const lines = text.split('\n').map((line) => {
    const match = line.match(pattern);
    return match ? replace(match, index++) : line;
  });
  if (index === 0)
    throw new Error(
      `deploy/nginx.conf has no line like ${pattern}: update scripts/test/cluster/nginx.ts with it`,
    );
  return lines.join('\n');
}

/**
 * deploy/nginx.conf with the test's values: loopback listeners on the test ports (the IPv6
 * listeners dropped), the certificate, and one upstream `server` line per instance with the
 * parameters of the file's own first line.
 */
export function renderNginxConfig(source: string, options: RenderOptions): string {
  let text = source;
  text = replaceLines(text, /^(\s*)listen \[::\]:\d+.*;$/, () => '');
  text = replaceLines(
    text,
    /^(\s*)listen 443( .*)?;$/,
    (m) => `${m[1]}listen 127.0.0.1:${options.httpsPort}${m[2] ?? ''};`,
  );
  text = replaceLines(
    text,
    /^(\s*)listen 80;$/,
    (m) => `${m[1]}listen 127.0.0.1:${options.httpPort};`,
  );
  text = replaceLines(
    text,
    /^(\s*)ssl_certificate \S+;$/,
    (m) => `${m[1]}ssl_certificate ${options.certificate};`,
  );
  text = replaceLines(
    text,
    /^(\s*)ssl_certificate_key \S+;$/,
    (m) => `${m[1]}ssl_certificate_key ${options.certificateKey};`,
  );
  text = replaceLines(text, /^(\s*)server [\w.:[\]-]+:\d+( [^;]*)?;$/, (m, i) =>
    i === 0
      ? options.upstreamPorts
          .map((port) => `${m[1]}server 127.0.0.1:${port}${m[2] ?? ''};`)
          .join('\n')
      : '',
  );
  return text;
}

/** A self-signed certificate for 127.0.0.1, valid for a day. */
export function makeCertificate(dir: string): {
  certificate: string;
  certificateKey: string;
  pem: string;
} {
  const certificate = join(dir, 'cert.pem');
  const certificateKey = join(dir, 'key.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      certificateKey,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`openssl could not make a certificate: ${result.stderr}`);
  return { certificate, certificateKey, pem: readFileSync(certificate, 'utf8') };
}

export interface RunningNginx {
  child: ChildProcess;
  accessLog: string;
  errorLog: string;
  stop(): Promise<void>;
}

/**
 * Runs nginx in the foreground with its own prefix, pid file, logs and temp paths under `dir`.
 * The access log line: request tag (X-Cluster-Test), upstream address(es), status, time.
 */
export function startNginx(nginx: string, dir: string, siteConfig: string): RunningNginx {
  mkdirSync(dir, { recursive: true });
  // Workers run as an unprivileged user when nginx starts as root: they must reach the temp paths.
  chmodSync(dir, 0o755);
  const site = join(dir, 'pitcrew.conf');
  writeFileSync(site, siteConfig);
  const accessLog = join(dir, 'access.log');
  const errorLog = join(dir, 'error.log');
  const main = join(dir, 'nginx.conf');
  writeFileSync(
    main,
    [
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '    default_type application/octet-stream;',
      "    log_format cluster '$http_x_cluster_test|$upstream_addr|$status|$msec';",
      `    access_log ${accessLog} cluster;`,
      // Which instance answered, for the browser test (inherited: the site config adds no headers).
      '    add_header X-Cluster-Upstream $upstream_addr always;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (name) => `    ${name}_temp_path ${join(dir, name)};`,
      ),
      `    include ${site};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(nginx, ['-p', dir, '-e', errorLog, '-c', main, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    accessLog,
    errorLog,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // QUIT: graceful, but the test's streams are closed by then.
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Which upstream answered each tagged request, from the access log. */
export function upstreamsByTag(accessLog: string): Map<string, string[]> {
  const byTag = new Map<string, string[]>();
  for (const line of readFileSync(accessLog, 'utf8').split('\n')) {
    const [tag, upstream] = line.split('|');
    if (!tag || tag === '-' || !upstream) continue;
    byTag.set(tag, [...(byTag.get(tag) ?? []), upstream]);
  }
  return byTag;
}
