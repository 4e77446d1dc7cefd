import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  MANIFEST_FILE,
  staticClosure,
  textsChunkName,
  type Manifest,
} from '../../shared/build-manifest.ts';
import { APP_SCRIPTS_ID } from '../../shared/first-paint-script.ts';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import { PAGE_MODULES } from '../../shared/page-modules.ts';

/**
 * For each page path, the `<link rel="modulepreload">` tags of its route's chunks that index.html
 * does not name already (the entry's), so the browser fetches them with the entry rather than
 * once the entry has run and asked for the page (decision 211). None without a manifest.
 */
export function pagePreloads(manifest: Manifest | null): Map<string, string> {
  if (!manifest) return new Map();
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? staticClosure(manifest, entry) : new Set<string>();
  const tags = new Map<string, string>();
  for (const [path, module] of Object.entries(PAGE_MODULES)) {
    // A build without the page's module (a test's bare client) names no chunks for it.
    const files = manifest[module]
      ? [...staticClosure(manifest, module)]
          .filter((key) => !loaded.has(key))
          .map((key) => manifest[key]!.file)
      : [];
    tags.set(path, files.map(preloadTag).join(''));
  }
  return tags;
}

const preloadTag = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * For each language but English, the preload tag of its texts' chunk (decision 221): a page sent
 * in French names it, so the French texts come with the app's code rather than once it has run.
 */
export function textsPreloads(manifest: Manifest | null): Map<Language, string> {
  const chunks = Object.values(manifest ?? {});
  return new Map(
    LANGUAGES.flatMap((language) => {
      const chunk = chunks.find((candidate) => candidate.name === textsChunkName(language));
      return chunk ? [[language, preloadTag(chunk.file)] as const] : [];
    }),
  );
}

/** The build's manifest, or null for a build without one (a test's bare client). */
export function readManifest(clientDir: string): Manifest | null {
  const file = join(clientDir, MANIFEST_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** Where the build keeps the app's scripts until the page has painted (decision 219). */
const APP_SCRIPTS = `<template id="${APP_SCRIPTS_ID}">`;

/**
 * index.html with a page's preload tags among the app's scripts, so that they too wait for the
 * first paint and then come with the entry; at the end of its <head> in a build without them.
 */
export function withPreloads(html: string, tags: string | undefined): string {
  if (!tags) return html;
  if (html.includes(APP_SCRIPTS)) return html.replace(APP_SCRIPTS, () => APP_SCRIPTS + tags);
  return html.replace('</head>', () => `${tags}</head>`);
}
