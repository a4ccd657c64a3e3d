import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

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
