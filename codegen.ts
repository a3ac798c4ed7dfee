import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  overwrite: true,
  schema: 'bff/schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: false,
  hooks: {
    afterOneFileWrite: ['node codegen/add-header.cjs'],
  },
  generates: {
    'web/src/gql/': {
      preset: 'client',
      plugins: [],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
      },
      presetConfig: {
        fragmentMasking: false,
      },
    },
    // typescript-react-apollo does not support Apollo Client 4 (STYLE.md rule 9), so our own plugin emits the hooks.
    'web/src/gql/hooks.ts': {
      plugins: ['codegen/typed-hooks.cjs'],
    },
  },
};

export default config;
