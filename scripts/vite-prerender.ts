import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_PAGES_FILE } from '../src/shared/constants.ts';

/** The pages a signed-out visitor lands on; the server sends these prerendered to visitors. */
const PRERENDERED_PATHS = ['/', '/register', '/home', '/consent', '/admin-login'] as const;


/**
 * After the client build, renders the visitor's pages to HTML (src/client/prerender.tsx, built
 * for Node into a scratch folder inside node_modules so it finds the project's packages).
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const scratch = fileURLToPath(new URL(`../node_modules/.cache/prerender-${process.pid}`, import.meta.url));
      try {
        await build({
          configFile: config.configFile,
          logLevel: 'warn',
          build: { ssr: 'prerender.tsx', outDir: scratch, emptyOutDir: true, manifest: false },
        });
        const { prerenderPage } = (await import(pathToFileURL(join(scratch, 'prerender.js')).href)) as {
          prerenderPage: (path: string) => Promise<string>;
        };
        const pages: Record<string, string> = {};
        for (const path of PRERENDERED_PATHS) pages[path] = await prerenderPage(path);
        writeFileSync(join(config.build.outDir, PRERENDERED_PAGES_FILE), JSON.stringify(pages));
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  };
}
