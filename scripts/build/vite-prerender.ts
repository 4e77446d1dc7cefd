import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import {
  PRERENDERED_PAGES_FILE,
  SERVER_RENDER_DIR,
  SERVER_RENDER_FILE,
} from '../../src/shared/constants.ts';
import { LANGUAGES, type Language } from '../../src/shared/languages.ts';
import { PAGE_HEADS_FILE, type PageHeads } from '../../src/shared/page-heads.ts';

/** The pages a signed-out visitor lands on; the server sends these prerendered to visitors. */
const PRERENDERED_PATHS = ['/', '/register', '/home', '/consent', '/admin-login'] as const;

/**
 * After the client build, renders the visitor's pages to HTML in every language (src/client/prerender.tsx,
 * built for Node with its packages inside; decision 217): `{ language: { path: html } }`, and every
 * page's title and the description in every language (decision 220). The Node build stays in the client build's dot folder,
 * never served, for the server to draw signed-in pages with (decision 215).
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
      const serverDir = join(config.build.outDir, SERVER_RENDER_DIR);
      await build({
        configFile: config.configFile,
        logLevel: 'warn',
        build: {
          ssr: 'prerender.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
        },
      });
      const { prerenderPage, prerenderHeads } = (await import(
        pathToFileURL(join(serverDir, SERVER_RENDER_FILE)).href
      )) as {
        prerenderPage: (path: string, language: Language) => Promise<string>;
        prerenderHeads: (language: Language) => Promise<PageHeads>;
      };
      const pages: Record<string, Record<string, string>> = {};
      const heads: Record<string, PageHeads> = {};
      for (const language of LANGUAGES) {
        pages[language] = {};
        for (const path of PRERENDERED_PATHS)
          pages[language][path] = await prerenderPage(path, language);
        heads[language] = await prerenderHeads(language);
      }
      writeFileSync(join(config.build.outDir, PRERENDERED_PAGES_FILE), JSON.stringify(pages));
      writeFileSync(join(config.build.outDir, PAGE_HEADS_FILE), JSON.stringify(heads));
    },
  };
}
