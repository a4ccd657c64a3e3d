import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { noBuildOnlyInClient } from './scripts/lint/no-build-only-in-client.mjs';
import { noImportCycle } from './scripts/lint/no-import-cycle.mjs';
import { noRouteLiteral, tableFiles } from './scripts/lint/no-route-literal.mjs';
import { roomBlocks } from './scripts/lint/rooms.mjs';

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
  // Dependencies point one way: app → components → lib → sites. The sandbox never imports the
  // client's UI.
  {
    files: ['components/**', 'app/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'components/feedback/sonner-outlet.tsx', 'components/i18n/**'],
    rules: { 'no-restricted-imports': ['error', { paths: browserImportPaths }] },
  },
  // lib's tests import no UI either.
  {
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/components/*', '@/app/*'], message: 'lib/ must not import UI code' }] },
      ],
    },
  },
  // Every folder of components/ and lib/ is a room that imports only the rooms its row names, so a
  // feature that reached into another fails here (scripts/lint/rooms.mjs, docs/architecture.md).
  ...roomBlocks(browserImportPaths),
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
