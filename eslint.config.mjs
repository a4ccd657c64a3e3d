import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { noBuildOnlyInClient } from './scripts/lint/no-build-only-in-client.mjs';
import { noImportCycle } from './scripts/lint/no-import-cycle.mjs';
import { noRouteLiteral, tableFiles } from './scripts/lint/no-route-literal.mjs';

/**
 * What browser code may not import: each of these once put tens of KiB on every public page
 * (issue 12). zod classic, next-intl's client runtime, sonner and Radix have lighter stand-ins.
 */
const browserImportPaths = [
  { name: 'zod', message: "browser code uses 'zod/mini' (classic zod adds about 30 KiB to every page)" },
  {
    name: 'next-intl',
    importNames: ['useTranslations', 'NextIntlClientProvider', 'useFormatter'],
    message: "client text comes from '@/components/i18n/use-translations', not next-intl's runtime",
  },
  {
    name: 'sonner',
    message: "toasts go through '@/components/feedback/toast', which loads sonner on demand",
  },
  { name: '@radix-ui/react-dialog', message: "dialogs use '@/components/ui/dialog' (native <dialog>)" },
];

/** The folders of components/ that make the public portal's pages. */
const portalSide = ['portal', 'home', 'saved-search'];

/**
 * The zones of components/ (docs/architecture.md): what a zone's files may not import, whether
 * statically or as a part loaded later (`import()`). `only` lists the sole folders of components/ it
 * may import, `not` the folders of components/ it may not, `lib` the folders of lib/ it may not.
 */
const componentZones = [
  {
    // The UI kit serves every feature and imports none: a feature's dialog or form is built from it.
    files: ['components/ui/**'],
    only: ['ui', 'i18n', 'feedback'],
    lib: ['user-centre', 'portal', 'sign-in', 'auth'],
    message: 'components/ui is the kit every feature uses: it imports no feature',
  },
  {
    // The site frame (layout parts, errors, not-found) stands under every feature: a feature it
    // needs (the not-found page's sign-in start) is handed in by the page. The offline runtime runs
    // beside every page and imports nothing of the frame: the provider renders it, so no page's
    // hydration data names it.
    files: ['components/site/**'],
    only: ['site', 'ui', 'i18n', 'feedback', 'offline'],
    message: 'components/site is the frame every page stands on: it imports no feature',
  },
  {
    // The portal and the user centre meet only through lib/ and the shared folders (ui, i18n,
    // feedback, site, auth, calendar, ...): a piece both need moves down to one of them.
    files: portalSide.map((folder) => `components/${folder}/**`),
    not: ['user-centre'],
    lib: ['user-centre'],
    message: 'the portal imports nothing of the user centre: what both need lives in lib/ or a shared folder',
  },
  {
    files: ['components/user-centre/**'],
    not: portalSide,
    message: 'the user centre imports nothing of the portal: what both need lives in lib/ or a shared folder',
  },
];

/** A zone's row as lint settings: its imports (beside the browser's) and its later-loaded parts. */
function zoneBlock({ files, only = [], not = [], lib = [], message }) {
  const inside = (root, folders) =>
    folders.flatMap((folder) => [`@/${root}/${folder}`, `@/${root}/${folder}/*`]);
  const group = [
    ...(only.length ? ['@/components/*', ...only.map((folder) => `!@/components/${folder}`)] : []),
    ...inside('components', not),
    ...inside('lib', lib),
  ];
  const names = (folders) => `(${folders.join('|')})\\b`;
  const lazy = [
    only.length && `components.(?!${names(only)})`,
    not.length && `components.${names(not)}`,
    lib.length && `lib.${names(lib)}`,
  ].filter(Boolean);
  return {
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: browserImportPaths, patterns: [{ group, message }] }],
      // A part loaded later is an import too.
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=/^@.(${lazy.join('|')})/]`, message },
      ],
    },
  };
}

const uiPattern = {
  group: ['@/components/*', '@/app/*'],
  message: 'lib/ and sites/ must not import UI code',
};

/**
 * The layers of lib/ (docs/architecture.md), each importing only those below it: contract at the
 * bottom, auth under the API client, the sign-in flows on top.
 */
const libLayers = [
  {
    files: ['lib/load/**'],
    group: ['@/lib/*'],
    message: 'lib/load (the shared lazy load) stands below everything and imports nothing of lib/',
  },
  {
    files: ['lib/contract/**'],
    group: ['@/lib/*', '!@/lib/contract', '!@/lib/input'],
    message: 'lib/contract declares the calls: it imports only itself and the input rules',
  },
  {
    files: ['lib/auth/**'],
    group: ['@/lib/api', '@/lib/api/*', '@/lib/sign-in', '@/lib/sign-in/*'],
    message: 'lib/auth (tokens, storage, refresh) stays below the API client and the sign-in flows',
  },
  {
    files: ['lib/api/**'],
    group: ['@/lib/sign-in', '@/lib/sign-in/*'],
    message: 'the API client never imports the flows that use it',
  },
];

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'dist/**',
      '.sandbox/**',
      '.release/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      'next-env.d.ts',
    ],
  },
  {
    plugins: {
      portal: {
        rules: {
          'no-build-only-in-client': noBuildOnlyInClient,
          'no-import-cycle': noImportCycle,
          'no-route-literal': noRouteLiteral,
        },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // No import circles (import/no-cycle's rule, on a graph read as text: a third of the time).
      'portal/no-import-cycle': 'error',
      // Build-only modules (`import 'server-only'`, the whole manifest) stay out of browser code.
      'portal/no-build-only-in-client': 'error',
    },
  },
  // A route is spelled in the tables of pages only; everything else links through href() (issue 41).
  // Tests spell the addresses they visit on purpose: a test through href() could not catch a wrong row.
  {
    ignores: [...tableFiles, '**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { 'portal/no-route-literal': 'error' },
  },
  // Dependencies point one way: app → components → lib → sites. lib never imports UI, and the
  // sandbox never imports the client's UI.
  {
    files: ['components/**', 'app/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'components/feedback/sonner-outlet.tsx', 'components/i18n/**'],
    rules: { 'no-restricted-imports': ['error', { paths: browserImportPaths }] },
  },
  ...componentZones.map(zoneBlock),
  {
    files: ['lib/**', 'sites/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [uiPattern],
        },
      ],
    },
  },
  {
    files: ['lib/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: browserImportPaths,
          patterns: [uiPattern],
        },
      ],
    },
  },
  ...libLayers.map(({ files, group, message }) => ({
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: browserImportPaths, patterns: [uiPattern, { group, message }] },
      ],
    },
  })),
  {
    files: ['sites/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/lib/*', '@/components/*', '@/app/*'], message: 'sites/ stands alone' }] },
      ],
    },
  },
  {
    files: ['sandbox/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/components/*', '@/app/*'],
              message: 'the sandbox imports API schemas, never the UI',
            },
            {
              group: ['@/lib/*', '!@/lib/contract'],
              message: 'the sandbox imports only the contract (lib/contract) from lib/',
            },
          ],
        },
      ],
    },
  },
];

export default config;
