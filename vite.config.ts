import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaManifest } from './scripts/build/pwa-manifest.ts';
import { precompress } from './scripts/build/vite-precompress.ts';
import { inlineCss } from './scripts/build/vite-inline-css.ts';
import { prerender } from './scripts/build/vite-prerender.ts';
import { scriptsAfterPaint } from './scripts/build/vite-scripts-after-paint.ts';
import { textsChunkName } from './src/shared/build-manifest.ts';
import { FIRST_PAINT_SCRIPT, FIRST_PAINT_SCRIPT_MARK } from './src/shared/first-paint-script.ts';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** A translation's texts (English comes with each screen's code instead: decision 199). */
const TRANSLATION_FILE = /\/lib\/i18n\/locales\/(?!en\/)([a-z]+)\/[^/]+\.json$/;
const textsChunk = (id: string) => {
  const language = TRANSLATION_FILE.exec(id)?.[1];
  return language ? textsChunkName(language) : null;
};

/**
 * Answers are checked against the contract in development and tests only (decisions 134, 196).
 * A build takes a loader of the contract that never loads it (src/client/lib/contract-loader.ts
 * has the real one), so no `import()` of the contract's modules shapes the page's chunks.
 */
function noContractChecksInBuilds(): Plugin {
  const noLoader = '\0no-contract-loader';
  return {
    name: 'no-contract-checks-in-builds',
    apply: 'build',
    enforce: 'pre', // before Vite's own resolver
    resolveId: (source, importer) =>
      source === './contract-loader.ts' && importer?.endsWith('/lib/contract.ts') ? noLoader : null,
    load: (id) =>
      id === noLoader ? 'export const loadContractModules = () => Promise.reject();' : null,
  };
}

/**
 * Writes the first-paint script into index.html, inline: no request stands between the HTML and
 * the first paint (decision 210). The server's CSP allows it by its hash.
 */
function firstPaintScript(): Plugin {
  return {
    name: 'first-paint-script',
    transformIndexHtml: (html) => {
      if (!html.includes(FIRST_PAINT_SCRIPT_MARK))
        throw new Error(`index.html has no ${FIRST_PAINT_SCRIPT_MARK}`);
      return html.replace(FIRST_PAINT_SCRIPT_MARK, () => `<script>${FIRST_PAINT_SCRIPT}</script>`);
    },
  };
}

export default defineConfig({
  // The prerender build bundles its packages too: the server loads it as one self-contained file
  // from the client build (decision 215).
  ssr: { noExternal: true },
  root: fileURLToPath(new URL('./src/client', import.meta.url)),
  plugins: [
    noContractChecksInBuilds(),
    firstPaintScript(),
    react(),
    tailwindcss(),
    inlineCss(),
    scriptsAfterPaint(),
    // The installable app: manifest and service worker (src/client/service-worker/sw.ts,
    // registered by src/client/lib/service-worker.ts). Decision 120.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: pwaManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The server's own build of the pages (decision 215) is never sent to a browser.
        globIgnores: ['**/node_modules/**', 'sw.js', 'prerendered*', '.server/**'],
      },
    }),
    precompress(),
    prerender(),
  ],
  build: {
    outDir: process.env.CLIENT_OUT_DIR ?? fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Every browser the app supports knows <link rel=modulepreload>: no polyfill on the first page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A language's texts in one chunk (decision 221): a phone in French asked for fifteen
        // files one after another; now one, which the page it is sent names (client-pages.ts).
        codeSplitting: { groups: [{ name: (id) => textsChunk(id), test: TRANSLATION_FILE }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
