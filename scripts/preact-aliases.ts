/**
 * The app is written against React's API and draws with Preact's React-compatible layer
 * (decision 198): the same components, hooks and libraries (TanStack Query, Radix, wouter,
 * react-hook-form, react-i18next) at a fraction of react-dom's weight on every first page. The
 * build, the prerender and the component tests all resolve React through these aliases, so what
 * the tests draw is what ships.
 */
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // React's hook for React versions without it: Preact has it.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
