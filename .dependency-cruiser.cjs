/**
 * The layers and the one direction of dependencies (docs/ARCHITECTURE.md, decision 132).
 * `npm run lint:deps` fails on any new violation; type-only imports count too.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'An import cycle, type-only ones included, means two modules cannot be understood apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-is-isomorphic',
      comment:
        'src/shared runs in the browser and on the server: it imports neither, nor Node built-ins.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|client)/' },
    },
    {
      name: 'shared-has-no-node-builtins',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'client-and-server-apart',
      comment: 'The browser and the server meet only in src/shared.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-and-client-apart',
      comment:
        'Except the translation catalogues: the server writes alerts from the texts the screens read (decision 280).',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/', pathNot: '^src/client/lib/i18n/locales/[a-z]+/[a-z-]+[.]json$' },
    },
    {
      name: 'plugins-know-no-feature',
      comment:
        'Plugins (sessions, realtime, security...) are infrastructure: features use them, never the reverse.',
      severity: 'error',
      from: { path: '^src/server/(plugins|lib|db|effects)/' },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'server-features-apart',
      comment:
        'A server feature talks to another through shared events and the database, not its modules.',
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/' },
      to: { path: '^src/server/features/', pathNot: '^src/server/features/$1/' },
    },
    // Client layers (a feature reaches another only through its index.ts, routes compose
    // features, components and lib know none) are ESLint's boundaries rule: decision 133.
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.e2e|\\.vitest)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
