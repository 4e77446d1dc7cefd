/**
 * What a page's <head> says before any script runs, in one language (decision 220): each page's
 * title by its path (as the router matches paths), the 404 page's for any other, and the app's
 * description. The build writes them for every language (`PAGE_HEADS_FILE`), the server puts them
 * into each page it sends, and the app keeps the title as the reader moves on (src/client/router.tsx).
 */
export interface PageHeads {
  readonly titles: Readonly<Record<string, string>>;
  readonly notFoundTitle: string;
  readonly description: string;
}

/** The build's heads, `{ language: PageHeads }`, beside prerendered.json (never served to browsers). */
export const PAGE_HEADS_FILE = 'prerendered-heads.json';
