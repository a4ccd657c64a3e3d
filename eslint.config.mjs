import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Dependencies point one way: app → components → lib → sites. lib never imports UI, and the
  // sandbox never imports the client's UI.
  {
    files: ['components/**', 'app/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'components/feedback/sonner-outlet.tsx', 'components/i18n/**'],
    rules: { 'no-restricted-imports': ['error', { paths: browserImportPaths }] },
  },
  {
    files: ['lib/**', 'sites/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/components/*', '@/app/*'], message: 'lib/ and sites/ must not import UI code' },
          ],
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
          patterns: [
            { group: ['@/components/*', '@/app/*'], message: 'lib/ and sites/ must not import UI code' },
          ],
        },
      ],
    },
  },
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
          ],
        },
      ],
    },
  },
];

export default config;
