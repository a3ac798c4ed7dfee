import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Web features that speak the spec's REST paths or serve visitors: the only ones that may use REST and TanStack Query. */
const REST_FEATURES = ['auth', 'widgets', 'marketing', 'blog'];
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const REST_IMPORTS = [
  {
    name: '@tanstack/react-query',
    message:
      'Business and admin screens use GraphQL hooks; REST and TanStack Query are for the spec REST features and visitor widgets.',
  },
  {
    name: '@/lib/rest-client',
    message: 'Business and admin screens use GraphQL hooks; uploads and downloads go through a helper in web/src/lib.',
  },
];

const featureBoundaries = FEATURES.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: REST_FEATURES.includes(feature) ? [] : REST_IMPORTS,
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
            message: 'Features never import each other: move the shared piece to web/src/components or web/src/lib.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'web/src/gql/**',
      '**/*.generated.ts',
      '.data/**',
      'coverage/**',
      '.test-results/**',
      'codegen/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': 'off',
    },
  },
  {
    // Nest injects by the runtime class, so injected and decorated types must stay value imports.
    files: ['services/**/*.ts', 'bff/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // Only an aggregate's typed client talks to a service, so every service path lives in one place.
    files: ['bff/src/**/*.ts'],
    ignores: ['bff/src/**/*.client.ts', 'bff/src/service-clients/**', 'bff/src/health/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@pm/kit',
              importNames: ['ServiceClient'],
              message: 'Call services through an aggregate *.client.ts.',
            },
          ],
          patterns: [
            {
              group: ['**/service-clients/service-clients.module'],
              importNames: ['InjectServiceClient'],
              message: 'Call services through an aggregate *.client.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/features/**',
      'web/src/lib/**',
      'web/src/app/**',
      'web/src/main.tsx',
      // The prerendered pages' shell (issue 10): the app's wiring, like app/ and main.tsx.
      'web/src/prerender/**',
      '**/*.spec.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: REST_IMPORTS }] },
  },
  ...featureBoundaries,
  {
    files: [
      '**/*.spec.{ts,tsx}',
      '**/*.int-spec.ts',
      'e2e/**/*.ts',
      'web/test/**/*.ts',
      'services/kit/src/testing/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  prettier,
);
