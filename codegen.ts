import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { ID: 'string', JSONObject: 'Record<string, unknown>' };

const config: CodegenConfig = {
  overwrite: true,
  schema: 'bff/schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: false,
  hooks: {
    afterOneFileWrite: ['node codegen/add-header.cjs'],
  },
  generates: {
    'web/src/gql/types.ts': {
      plugins: ['typescript'],
      config: { enumsAsTypes: true, useTypeImports: true, onlyOperationTypes: true, scalars },
    },
    'web/src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'gql/types.ts' },
      // typescript-react-apollo does not support Apollo Client 4 (STYLE.md rule 9), so our own plugin emits the hooks.
      plugins: ['typescript-operations', 'typed-document-node', 'codegen/typed-hooks.cjs'],
      config: { enumsAsTypes: true, useTypeImports: true, scalars, dedupeFragments: true },
    },
  },
};

export default config;
