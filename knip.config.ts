import type { KnipConfig } from 'knip';

/**
 * knip (npm run knip, in CI): no unused files, exports or dependencies, nothing used but
 * unlisted (docs/decisions/119). Its plugins read vite.config.ts, vitest.config.ts,
 * playwright.config.ts and eslint.config.js; the entries below are files started by path.
 */
const config: KnipConfig = {
  entry: [
    // Compiled by scripts/build/build-server.mjs (npm start, npm run build); run by
    // scripts/run/dev.mjs.
    'src/server/main.ts',
    // Built by the prerender Vite plugin (scripts/build/vite-prerender.ts) from its path.
    'src/client/prerender.tsx',
    // The npm scripts' own programs, and the build's Vite plugins.
    'scripts/*/*.{mjs,ts}',
    // Built by vite-plugin-pwa (injectManifest) from its path in vite.config.ts.
    'src/client/service-worker/sw.ts',
    // Spawned by bench/run.ts as a process of its own.
    'bench/bare-server.ts',
  ],
  project: ['src/**/*.{ts,tsx,css}', 'scripts/**/*.{ts,mjs}', 'bench/**/*.ts', 'e2e/**/*.ts'],
  // Stylesheets import packages too (`@import 'tailwindcss'` in src/client/styles.css).
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)]
        .map(([, path]) => `import '${path}';`)
        .join('\n'),
  },
  // flock (util-linux, on every Debian machine) serialises drizzle-kit runs of parallel worktrees.
  // pg_dump comes with PostgreSQL's client (Debian's postgresql-client), for backups.
  // npm run test:cluster installs nginx with apt-get and makes its certificate with openssl.
  ignoreBinaries: ['flock', 'pg_dump', 'apt-get', 'openssl'],
};

export default config;
