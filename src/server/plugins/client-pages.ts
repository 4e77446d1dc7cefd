import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The client module each page path renders (src/client/router.tsx lazy-loads them). Lower case:
 * the router matches paths case-insensitively.
 */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  '/': 'routes/register.tsx',
  '/register': 'routes/register.tsx',
  '/home': 'routes/home.tsx',
  '/consent': 'routes/consent.tsx',
  '/admin-login': 'routes/admin-login.tsx',
  '/admin': 'routes/admin.tsx',
  '/dashboard': 'routes/dashboard.tsx',
  '/track-bots': 'routes/track-bots.tsx',
  '/tracking': 'routes/track-bots.tsx',
  '/messages': 'routes/messages.tsx',
  '/game-manual': 'routes/game-manual.tsx',
  '/perplexity-manual': 'routes/perplexity-manual.tsx',
  '/live-stream': 'routes/live-stream.tsx',
  '/vex-apps': 'routes/vex-apps.tsx',
  '/draw': 'routes/drawing-board.tsx',
  '/line-board': 'routes/drawing-board.tsx',
  '/drawing-pad': 'routes/drawing-board.tsx',
  '/drawing-board': 'routes/drawing-board.tsx',
  '/drawing': 'routes/drawing-board.tsx',
  '/drawing-new': 'routes/drawing-board.tsx',
  '/drawing-basic': 'routes/drawing-board.tsx',
  '/drawing-final': 'routes/drawing-board.tsx',
  '/simple-draw': 'routes/drawing-board.tsx',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** The app's HTML for one page, with its validator. */
export interface PageHtml {
  readonly html: string;
  readonly etag: string;
}

function pageHtml(html: string): PageHtml {
  return { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
}

/** A chunk's file and every file it imports statically, depth first, each once. */
function staticClosure(manifest: Manifest, key: string, skip: ReadonlySet<string>, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key) || skip.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => staticClosure(manifest, child, skip, seen))];
}

/**
 * index.html as each page needs it: with `modulepreload` links for the page's own chunk and its
 * static imports, so a phone fetches them beside the entry script instead of after it has run
 * (one round trip less on a slow network). Without a Vite manifest, every page gets index.html.
 */
export function loadClientPages(clientDir: string): (path: string) => PageHtml {
  const indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const plain = pageHtml(indexHtml);
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile) || !indexHtml.includes('</head>')) return () => plain;

  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  // What the entry loads itself (its script tag and Vite's own preloads) is not repeated.
  const loadedByEntry = new Set(entries.flatMap((key) => [key, ...(manifest[key]!.imports ?? [])]));
  const byModule = new Map<string, PageHtml>();
  for (const module of new Set(Object.values(PAGE_MODULES))) {
    const files = staticClosure(manifest, module, loadedByEntry);
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    byModule.set(module, links.length ? pageHtml(indexHtml.replace('</head>', `${links.join('')}</head>`)) : plain);
  }
  return (path) => {
    const module = PAGE_MODULES[path.toLowerCase().replace(/(.)\/+$/, '$1')];
    return (module && byModule.get(module)) || plain;
  };
}
