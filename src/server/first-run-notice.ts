import type { AdminCredentials } from './features/auth/admin-bootstrap.ts';

/**
 * The generated administrator's credentials in a box, for stderr: shown whatever LOG_LEVEL is,
 * and kept out of the structured log that may be shipped elsewhere.
 */
export function firstRunNotice(admin: AdminCredentials, publicUrl: string): string {
  const lines = [
    'No administrator was configured, so one was created. Shown this once:',
    '',
    `  Sign in at  ${publicUrl}/admin-login`,
    `  Username    ${admin.username}`,
    `  Password    ${admin.password}`,
    '',
    'To choose your own, set ADMIN_USERNAME and ADMIN_PASSWORD (.env or the environment).',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const border = `+${'-'.repeat(width + 2)}+`;
  return [border, ...lines.map((line) => `| ${line.padEnd(width)} |`), border, ''].join('\n');
}
