import type { Plugin } from 'vite';
import { APP_SCRIPTS_ID } from '../../src/shared/first-paint-script.ts';

/** The app's scripts in index.html as Vite writes them: the entry and the chunks it imports. */
const APP_SCRIPT_TAGS =
  /<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * Moves index.html's scripts into an inert `<template>` at the end of its <head>, which the
 * first-paint script empties into the page once the page has painted (decision 219): a browser
 * fetches nothing a template holds, so the page itself has the network to itself until it is on
 * the screen. The server adds a page's own chunks to the same template (src/server/plugins/client-pages.ts).
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tags = html.match(APP_SCRIPT_TAGS) ?? [];
        if (!tags.some((tag) => tag.startsWith('<script')))
          throw new Error('index.html has no module script for the app');
        const rest = html.replace(APP_SCRIPT_TAGS, '');
        return rest.replace(
          '</head>',
          () => `<template id="${APP_SCRIPTS_ID}">${tags.join('')}</template></head>`,
        );
      },
    },
  };
}
