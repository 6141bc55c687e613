// ESLint flat config. Lives as a dotfile because the top level of the repo is fixed by design.
// Import boundaries: the layers of the shared libraries (below); shared never imports apps; remotes never import
// each other or react-router; nobody deep-imports into a @reelist package or reaches into another package's folder
// with a relative path; raw browser globals stay behind their wrapper packages. Inside a remote, features meet only
// through each other's front door (src/features/{name}/index.ts), without cycles (shared/rules/src/feature-boundaries.mjs).
import globals from 'globals';
import pluginLingui from 'eslint-plugin-lingui';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './shared/rules/src/feature-boundaries.mjs';

const CODE = '{ts,tsx,js,mjs,cjs}';
const apps = ['shell', 'mf-discover', 'mf-detail', 'mf-watchlist', 'mf-insights'];

// Layers of the runtime libraries: a package imports only lower layers.
//   contracts, i18n <- event-bus, api, domain, storage <- state, ui <- apps (shell, mf-*)
const LAYERS = [
  ['contracts', 'i18n'],
  ['event-bus', 'api', 'domain', 'storage'],
  ['state', 'ui'],
];
// The one import inside a layer: storage reports values it recovered from bad stored data on the event bus.
const SAME_LAYER_ALLOWED = { storage: ['event-bus'] };
// Tooling stands apart: it may use the layers, runtime code never imports it. Apps build with `federation`
// (webpack factory, remote-loading runtime plugin) and mount their standalone preview with `preview`.
const TOOLING = ['federation', 'catalog', 'serve', 'preview', 'testing', 'bench', 'rules'];
const APP_TOOLING = ['federation', 'preview'];
// Tests and their helpers (src/test, src/testing, e2e) may import @reelist/testing, and browser tests the Chromium
// settings of @reelist/serve.
const TESTS = ['**/*.test.{ts,tsx}', '**/src/test/**', '**/src/testing/**', '**/e2e/**'];
// The code whose every visible word is a message (Lingui's macros): a literal there would stay English in every
// language. The others join as their texts move into messages.
const TRANSLATED = [
  'shell/src',
  'mf-discover/src',
  'mf-detail/src',
  'mf-watchlist/src',
  'mf-insights/src',
  'shared/ui/src',
  'shared/domain/src',
  'shared/state/src',
];
const LAYER_ORDER = 'layers go contracts, i18n <- event-bus, api, domain, storage <- state, ui <- apps';

// Subpaths a package.json exports on purpose; anything else under a package name is a deep import.
const deepImports = {
  group: [
    '@reelist/*/*',
    '!@reelist/federation/webpack',
    '!@reelist/testing/e2e',
    '!@reelist/testing/server',
    '!@reelist/serve/chromium',
    '!@reelist/state/watch-log',
    '!@reelist/state/availability',
    '!@reelist/contracts/image-sources.mjs',
    '!@reelist/i18n/react',
    '!@reelist/ui/messages',
  ],
  message:
    'Import a package by its name only (its index); the other entry points are @reelist/federation/webpack ' +
    '(webpack configs), @reelist/testing/e2e (browser tests), @reelist/testing/server (tests of server renders), ' +
    "@reelist/serve/chromium (the browser tests' Chromium settings), @reelist/state/watch-log (the watch-log hook, " +
    'outside the singleton), @reelist/state/availability (streaming services and arrivals, outside the singleton), ' +
    '@reelist/contracts/image-sources.mjs (image candidates, plain ESM for the server), @reelist/i18n/react ' +
    "(components' translator, apart from the React-free core), @reelist/ui/messages (the shared components' " +
    'messages, which the React-free start-up registers) and @reelist/api/core (inside the api).',
};
// A relative path into another package's folder, e.g. `../../bench/src/main.js` from shared/serve/bin (a
// shared package's files sit at least two levels below shared/) or `../shared/ui/...` from an app.
const sharedNames = [...LAYERS.flat(), ...TOOLING].join('|');
const intoPackage = (inShared) => (inShared ? `(\\.\\./){2,}(${sharedNames})/` : '(\\.\\./)+shared/');
const intoPackageMessage = 'Import another package by its name (@reelist/...), not by a relative path into its folder.';
const appPaths = (except) =>
  apps
    .filter((a) => a !== except)
    .map((a) => ({
      group: [`**/${a}/**`, a, `${a}/*`],
      message: `Do not import ${a}: talk through the event bus and shared packages.`,
    }));
const noRouter = {
  group: ['react-router', 'react-router-dom'],
  message: 'The shell owns routing: use the navigation API of @reelist/state.',
};

/** The @reelist packages `pkg` must not import, each with the reason. */
function forbidden(pkg, { test }) {
  const runtime = (names, why) =>
    names.filter((n) => !(test && (n === 'testing' || n === 'serve'))).map((n) => [n, why(n)]);
  const layer = LAYERS.findIndex((l) => l.includes(pkg));
  if (layer >= 0) {
    const higher = LAYERS.slice(layer)
      .flat()
      .filter((n) => n !== pkg && !SAME_LAYER_ALLOWED[pkg]?.includes(n));
    return [
      ...higher.map((n) => [n, `@reelist/${pkg} must not import @reelist/${n}: ${LAYER_ORDER}.`]),
      ...runtime(
        TOOLING,
        (n) => `@reelist/${pkg} is runtime code: it must not import the tooling package @reelist/${n}.`,
      ),
    ];
  }
  if (apps.includes(pkg)) {
    const tooling = TOOLING.filter((n) => !APP_TOOLING.includes(n));
    return runtime(tooling, (n) => `${pkg} is runtime code: it must not import the tooling package @reelist/${n}.`);
  }
  // Tooling: one direction between serve and bench (the bench serves the app as `npm start` does).
  if (pkg === 'serve') return [['bench', '@reelist/bench uses @reelist/serve, never the other way round.']];
  return [];
}

const LINGUI_CORE = [{ name: '@lingui/core', message: 'Translate with @reelist/i18n, not @lingui/core (its bytes).' }];
/** no-restricted-imports and the same checks on `import()` and `require()`, which that rule does not see. */
function boundaries(pkg, { test = false, extra = [], deep = deepImports, inShared = true } = {}) {
  const names = forbidden(pkg, { test });
  const relative = intoPackage(inShared);
  const patterns = [
    deep,
    { regex: `^${relative}`, message: intoPackageMessage },
    ...names.map(([n, message]) => ({ group: [`@reelist/${n}`, `@reelist/${n}/*`], message })),
    ...extra,
  ];
  const dynamic = (re, message) => [
    { selector: `ImportExpression[source.value=/${re}/]`, message },
    { selector: `CallExpression[callee.name='require'] > Literal.arguments[value=/${re}/]`, message },
  ];
  // esquery regexes cannot contain '/': `.` or `[^a-z-]` stands for it.
  const allowedDeep = deep.group
    .filter((g) => g.startsWith('!'))
    .map((g) => g.slice('!@reelist/'.length).replace('/', '.'));
  return {
    'no-restricted-imports': ['error', { paths: ['i18n', 'contracts'].includes(pkg) ? [] : LINGUI_CORE, patterns }],
    'no-restricted-syntax': [
      'error',
      ...dynamic(`^@reelist.(?!(${allowedDeep.join('|')})$)[a-z-]+[^a-z-]`, deep.message),
      ...dynamic(`^${relative.replaceAll('/', '.')}`, intoPackageMessage),
      ...names.flatMap(([n, message]) => dynamic(`^@reelist.${n}($|.)`, message)),
    ],
  };
}

/** One block for a package's runtime files, one for its tests and one for its webpack config (build tooling). */
const packageBlocks = (pkg, dir, options = {}) => [
  { files: [`${dir}/**/*.${CODE}`], ignores: [...TESTS, '*/webpack.config.js'], rules: boundaries(pkg, options) },
  { files: TESTS.map((t) => `${dir}/${t}`), rules: boundaries(pkg, { ...options, test: true }) },
  { files: [`${dir}/webpack.config.js`], rules: boundaries('tooling', { ...options, test: false }) },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-preview/**',
      '**/.data/**',
      '**/coverage/**',
      '.nx/**',
      'test-results/**',
      'playwright-report/**',
      'shared/bench/results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Plain JavaScript: Node tooling and config files (ES modules, CommonJS for .cjs and webpack configs).
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-undef': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', 'shared/testing/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The bench hands functions to the page (Playwright's evaluate, init scripts): they run in the browser.
    files: ['shared/bench/src/**/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Scripts the browser runs as they are (no bundler): the theme pre-paint script.
    files: ['shell/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
  ...LAYERS.flat().flatMap((pkg) => packageBlocks(pkg, `shared/${pkg}`, { extra: appPaths() })),
  ...TOOLING.flatMap((pkg) => packageBlocks(pkg, `shared/${pkg}`, { extra: appPaths() })),
  ...packageBlocks('shell', 'shell', { extra: appPaths('shell'), inShared: false }),
  ...apps
    .filter((app) => app !== 'shell')
    .flatMap((app) => packageBlocks(app, app, { extra: [...appPaths(app), noRouter], inShared: false })),
  {
    // The api's endpoint functions reach its shared core only by name, so the page keeps one cache: a relative
    // import would bundle a second copy of the core into every app.
    files: ['shared/api/**/*.ts'],
    ignores: ['shared/api/src/core/**', 'shared/api/core.ts', 'shared/api/**/*.test.ts', 'shared/api/src/test-kit.ts'],
    rules: boundaries('api', {
      deep: { ...deepImports, group: [...deepImports.group, '!@reelist/api/core'] },
      extra: [{ group: ['**/core/*'], message: "Import the api's core as '@reelist/api/core'." }, ...appPaths()],
    }),
  },
  {
    // Storage's test hooks are an entry point of their own (@reelist/storage/testing): only this package imports
    // it, and hands the hooks on to tests.
    files: ['shared/testing/**/*.ts'],
    rules: boundaries('testing', {
      deep: { ...deepImports, group: [...deepImports.group, '!@reelist/storage/testing'] },
      extra: appPaths(),
    }),
  },
  {
    files: ['mf-*/src/**/*.{ts,tsx}'],
    plugins: { reelist: featureBoundaries },
    rules: { 'reelist/feature-front-door': 'error' },
  },
  {
    files: TRANSLATED.map((dir) => `${dir}/**/*.{ts,tsx}`),
    ignores: [...TESTS, '**/sw/**'],
    plugins: { lingui: pluginLingui },
    rules: {
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Words a visitor reads are sentences or capitalised; single lower-case tokens, keys and CSS are code.
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^[^A-Za-z]*$', '^\\[reelist\\]', '^Reelist$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  'className|Id$|^id$|key|Key|type|Type|name|Name|href|to|src|path|mode|kind|variant|size|icon|event|tag',
                flags: 'i',
              },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            'aria-keyshortcuts',
            'aria-controls',
            'rel',
            'as',
            'role',
            'module',
            'remote',
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'super',
            'createStorageSlot',
            '*.addEventListener',
            '*.removeEventListener',
            '*.getElementById',
            '*.querySelector',
            'require',
            '*.includes',
            '*.startsWith',
            '*.endsWith',
            'import',
            'bus.publish',
            'bus.on',
            '*.publish',
            '*.on',
            'preloadRemotePage',
            'loadRemotePage',
            'routeFor',
            'matchMedia',
            '*.matchMedia',
            'new URL',
            'URL',
            '*.get',
            '*.set',
            '*.has',
            '*.delete',
          ],
          useTsTypes: false,
        },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'shared/{ui,state,domain,event-bus,contracts}/**/*.{ts,tsx}'],
    ignores: TESTS,
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
