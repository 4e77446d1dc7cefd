import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);

/** Debian's Chromium (DESIGN section 11); never a downloaded browser. */
export const chromiumLaunch = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // Per port, so several runs on one machine never share trace files.
  outputDir: `test-results/${port}`,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The journeys read the spec's English; e2e/languages.spec.ts opens its own contexts.
    locale: 'en-US',
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
    // The service worker answers page requests and precaches the app; journeys that are about
    // it (e2e/offline.spec.ts) allow it, the rest see the network directly.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], locale: 'en-US', launchOptions: chromiumLaunch },
    },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        locale: 'en-US',
        viewport: { width: 390, height: 844 },
        launchOptions: chromiumLaunch,
      },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'node scripts/test/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The server runs at its default log level, as it ships; its access lines are not the journeys' output.
    stdout: 'ignore',
    env: { E2E_PORT: String(port) },
  },
});
