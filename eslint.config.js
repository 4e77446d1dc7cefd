import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '**/.e2e',
      '.vitest',
      'coverage',
      'test-results',
      'playwright-report',
      '.stryker-tmp',
      'reports',
      'stryker-setup-*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Type-aware: a promise nobody awaits or hands on is a failure nobody hears of. A form's
    // `onSubmit` may be async (react-hook-form's handleSubmit): React ignores what a handler
    // returns, and the handler reports its own failures on the screen.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Imports flow one way: shared imports neither client nor server.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/server/**', '**/client/**', 'node:*', 'react', 'react-dom'] },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', 'node:*'] }] },
  },
  {
    // Outside lib, the API is called through lib/endpoint.ts, whose answers the contract types
    // (decision 134): the bare fetch of lib/api.ts hands back `unknown` that would need a cast.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', 'node:*'] },
            {
              group: ['**/lib/api.ts'],
              importNames: ['apiFetch', 'readJson'],
              message:
                'Call the API through an endpoint of lib/endpoint.ts, typed by the shared contract (decision 134).',
            },
          ],
        },
      ],
    },
  },
  {
    // A control the server draws waits for the app (decisions 218, 226): outside the shared UI
    // components, a button is a `Button`, a `Pressable` or a Radix part built on them.
    files: ['src/client/**/*.tsx'],
    ignores: ['src/client/components/ui/**', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='button']",
          message:
            'Use Button or Pressable (components/ui): a raw <button> the server draws answers no tap until the app is live, and the tap is lost.',
        },
      ],
    },
  },
  {
    // Client layers (docs/ARCHITECTURE.md, decision 133): a feature uses shared UI, lib, shared
    // and its own files; another feature only through that feature's index.ts. Routes and the
    // app's own files compose features; components and lib know no feature.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/service-worker/**'],
    plugins: { boundaries },
    settings: {
      // Whole paths from the project root; the first match names a file's layer.
      'boundaries/elements': [
        {
          type: 'feature',
          pattern: 'src/client/features/*',
          capture: ['name'],
          partialMatch: false,
        },
        { type: 'route', pattern: 'src/client/routes', partialMatch: false },
        { type: 'components', pattern: 'src/client/components', partialMatch: false },
        { type: 'lib', pattern: 'src/client/lib', partialMatch: false },
        { type: 'test-helpers', pattern: 'src/client/test', partialMatch: false },
        { type: 'app', pattern: 'src/client', partialMatch: false },
        { type: 'shared', pattern: 'src/shared', partialMatch: false },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'a {{ from.element.type }} file may not import {{ dependency.source }} ({{ to.element.type }}): see the client layers in docs/ARCHITECTURE.md',
          policies: [
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: ['components', 'lib', 'shared'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.ts' } } },
              message:
                'the {{ from.element.captured.name }} feature may use the {{ to.element.captured.name }} feature only through features/{{ to.element.captured.name }}/index.ts, not {{ dependency.source }}',
            },
            {
              from: { element: { type: 'route' } },
              allow: {
                to: {
                  element: {
                    types: { anyOf: ['feature', 'route', 'components', 'lib', 'shared'] },
                  },
                },
              },
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: { anyOf: ['components', 'lib', 'shared'] } } } },
            },
            {
              from: { element: { type: 'lib' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'shared'] } } } },
            },
            {
              from: { element: { type: 'app' } },
              allow: {
                to: {
                  element: {
                    types: { anyOf: ['feature', 'route', 'components', 'lib', 'shared', 'app'] },
                  },
                },
              },
            },
            {
              from: { element: { type: 'test-helpers' } },
              allow: {
                to: { element: { types: { anyOf: ['components', 'lib', 'shared', 'app'] } } },
              },
            },
            // Tests render with the app's providers and the shared test helpers.
            {
              from: { file: { categories: 'test' } },
              allow: { to: { element: { types: { anyOf: ['test-helpers', 'app'] } } } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    // The translation catalogues are data both sides read: the server writes alerts from them (decision 280).
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/client/(?!lib/i18n/locales/[a-z]+/[a-z-]+\\.json$)' }] },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests wait for a condition or move a fake clock; they do not sleep on the real one for
    // longer than 100 ms (decision 297). A sleep written as a number is refused here.
    files: [
      '**/*.test.{ts,tsx}',
      'e2e/**/*.ts',
      'src/server/test/**/*.ts',
      'src/client/test/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='waitForTimeout'][arguments.0.type='Literal'][arguments.0.value>100]",
          message:
            'Wait for what the test expects (expect, expect.poll, waitForFunction, a held route), not for time to pass.',
        },
        {
          selector:
            "CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier'][arguments.1.type='Literal'][arguments.1.value>100]",
          message:
            'A test sleeps at most 100 ms on the real clock: wait for a condition, or use fake timers.',
        },
        {
          selector:
            "CallExpression[callee.name=/^(delay|sleep)$/][arguments.0.type='Literal'][arguments.0.value>100]",
          message:
            'A test sleeps at most 100 ms on the real clock: wait for a condition, or use fake timers.',
        },
      ],
    },
  },
);
