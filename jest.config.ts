/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
] as const;

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>] },
  moduleNameMapper: {
    '^@pm/kit$': '<rootDir>/services/kit/src',
    '^@pm/kit/testing$': '<rootDir>/services/kit/src/testing',
    '^@pm/contracts$': '<rootDir>/services/contracts/src',
  },
  testEnvironment: 'node',
  // These ship ES modules only, which jest's registry cannot require: swc turns them into CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(openid-client|oauth4webapi|jose|file-type|strtok3|token-types|@tokenizer/inflate|@tokenizer/token|uint8array-extras|@borewit/text-codec)/)',
  ],
};

const config: Config = {
  rootDir: __dirname,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/services/*/src/**/*.spec.ts',
        '<rootDir>/bff/src/**/*.spec.ts',
        '<rootDir>/scripts/**/*.spec.ts',
      ],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: [
        '<rootDir>/services/*/test/**/*.int-spec.ts',
        '<rootDir>/bff/test/**/*.int-spec.ts',
        '<rootDir>/test/**/*.int-spec.ts',
      ],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
      setupFiles: ['<rootDir>/test/setup-env.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/setup-timeout.ts'],
      slowTestThreshold: 30,
    },
    {
      ...shared,
      displayName: 'web',
      testMatch: ['<rootDir>/web/src/**/*.spec.{ts,tsx}'],
      testEnvironment: 'jsdom',
      // Vite's `?raw` imports (the User Guide's Markdown): the real file, whose text becomes the export.
      transform: { ...shared.transform, '\\.md$': '<rootDir>/web/test/raw-text-transform.cjs' },
      // ES modules only, like the ones above.
      transformIgnorePatterns: ['/node_modules/(?!(marked|@tanstack/react-table|@tanstack/table-core)/)'],
      moduleNameMapper: {
        '^(.+\\.md)\\?raw$': '$1',
        '^@pm/contracts$': '<rootDir>/services/contracts/src',
        '^@/config/env$': '<rootDir>/web/test/env.ts',
        '^@/(.*)$': '<rootDir>/web/src/$1',
        '\\.(css|svg|png)$': '<rootDir>/web/test/style-stub.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.spec.ts'],
      globalSetup: '<rootDir>/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/e2e/setup.ts'],
    },
  ],
};

export default config;
