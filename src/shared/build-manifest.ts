/**
 * Vite's build manifest (`build.manifest`, `.vite/manifest.json`): each module's chunk and the
 * chunks it imports statically or lazily. The server names a page's chunks from it (decision 211)
 * and the client-weight budgets weigh them.
 */
interface ManifestChunk {
  file: string;
  /** A chunk the build named (`codeSplitting` groups in vite.config.ts). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Where Vite writes the manifest, relative to the build's output directory. */
export const MANIFEST_FILE = '.vite/manifest.json';

/**
 * The chunk and every chunk it imports statically, transitively (what loads before it runs), as
 * manifest keys. A key the manifest lacks is an error: a build that does not hold a page's module.
 */
export function staticClosure(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The chunk that holds a translation's texts, all its namespaces (decision 221): one per
 * language but English, which comes with each screen's code (decision 199).
 */
export const textsChunkName = (language: string) => `texts-${language}`;
