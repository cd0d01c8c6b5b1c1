import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'out/**', 'generated/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.cache/**', '.data/**', 'next-env.d.ts'],
  },
  {
    files: ['next.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Code that runs in browsers never imports the service or the assistant's engine (Node-only).
    files: ['components/**', 'pages/**', 'lib/chat/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/server/*', '**/server/*'], message: 'Browser code cannot import the Node service.' },
            { group: ['@/lib/assistant/*', '**/lib/assistant/*', '**/assistant/*'], message: 'The assistant engine is Node-only; the browser talks to it through lib/chat/client.' },
            { group: ['node:*'], message: 'Node built-ins do not exist in browsers.' },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'react-hooks/exhaustive-deps': 'error',
    },
  },
];

export default config;
