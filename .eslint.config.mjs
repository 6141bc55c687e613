// ESLint flat config. Lives as a dotfile because the top level of the repo is fixed (ARCHITECTURE.md).
// Import boundaries: shared never imports apps; remotes never import each other or react-router;
// nobody deep-imports into a @reelist package; raw browser globals stay behind their wrapper packages.
import tseslint from 'typescript-eslint';

const deepImports = { group: ['@reelist/*/*'], message: 'Import a package by its name only (its index.ts).' };
const apps = ['shell', 'mf-discover', 'mf-detail', 'mf-watchlist', 'mf-insights'];
const appPaths = (except) =>
  apps
    .filter((a) => a !== except)
    .map((a) => ({
      group: [`**/${a}/**`, a, `${a}/*`],
      message: `Do not import ${a}: talk through the event bus and shared packages.`,
    }));

const restricted = (extra = []) => ['error', { patterns: [deepImports, ...extra] }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-preview/**',
      '**/.data/**',
      '**/coverage/**',
      'test-results/**',
      'bench/**',
      '**/*.js',
      '**/*.cjs',
      '**/*.mjs',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': restricted(),
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restricted(appPaths()) },
  },
  {
    // The api's endpoint functions reach its shared core only by name, so the page keeps one cache: a relative
    // import would bundle a second copy of the core into every app.
    files: ['shared/api/**/*.ts'],
    ignores: ['shared/api/src/core/**', 'shared/api/core.ts', 'shared/api/**/*.test.ts', 'shared/api/src/test-kit.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@reelist/*/*', '!@reelist/api/core'], message: deepImports.message },
            { group: ['**/core/*'], message: "Import the api's core as '@reelist/api/core'." },
            ...appPaths(),
          ],
        },
      ],
    },
  },
  ...['mf-discover', 'mf-detail', 'mf-watchlist', 'mf-insights'].map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    ignores: [`${app}/e2e/**`],
    rules: {
      'no-restricted-imports': restricted([
        ...appPaths(app),
        {
          group: ['react-router', 'react-router-dom'],
          message: 'The shell owns routing: use the navigation API of @reelist/state.',
        },
      ]),
    },
  })),
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'shared/{ui,state,domain,event-bus,contracts}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/e2e/**', '**/test/**', '**/testing/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use @reelist/storage.' },
        { name: 'sessionStorage', message: 'Use @reelist/storage.' },
        { name: 'fetch', message: 'Use @reelist/api.' },
      ],
    },
  },
);
