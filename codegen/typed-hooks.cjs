'use strict';

/**
 * graphql-codegen plugin: one typed Apollo Client 4 hook per named operation.
 *
 * typescript-react-apollo targets Apollo 3, so this emits thin wrappers over
 * the hooks of '@apollo/client/react' using the TypedDocumentNodes that the
 * typed-document-node plugin writes into the same generated file (one per
 * .graphql file, beside it). Output is sorted by operation name so that
 * repeated runs give identical files.
 */

const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*$/;

function collectOperations(documents) {
  const byName = new Map();
  for (const file of documents) {
    if (!file.document) continue;
    for (const definition of file.document.definitions) {
      if (definition.kind !== 'OperationDefinition') continue;
      if (definition.operation === 'subscription') continue;
      if (!definition.name) {
        throw new Error(`typed-hooks: every operation needs a name (${file.location ?? 'unknown file'})`);
      }
      const name = definition.name.value;
      if (!PASCAL_CASE.test(name)) {
        throw new Error(
          `typed-hooks: operation names must be PascalCase, got "${name}" (${file.location ?? 'unknown file'})`,
        );
      }
      if (byName.has(name)) {
        throw new Error(`typed-hooks: duplicate operation name "${name}"`);
      }
      const requiresVariables = (definition.variableDefinitions ?? []).some(
        (variable) => variable.type.kind === 'NonNullType' && !variable.defaultValue,
      );
      byName.set(name, { name, kind: definition.operation, requiresVariables });
    }
  }
  return [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function queryHooks({ name, requiresVariables }) {
  const data = `${name}Query`;
  const variables = `${name}QueryVariables`;
  const document = `${name}Document`;
  const options = requiresVariables
    ? `options: useQuery.Options<${data}, ${variables}>`
    : `options: useQuery.Options<${data}, ${variables}> = {}`;
  const lazyOptions = `options: useLazyQuery.Options<${data}, ${variables}> = {}`;
  return [
    `export function use${name}Query(${options}) {`,
    `  return useQuery(${document}, options);`,
    '}',
    '',
    `export function useLazy${name}Query(${lazyOptions}) {`,
    `  return useLazyQuery(${document}, options);`,
    '}',
  ].join('\n');
}

function mutationHook({ name }) {
  const data = `${name}Mutation`;
  const variables = `${name}MutationVariables`;
  return [
    `export function use${name}Mutation(options: useMutation.Options<${data}, ${variables}> = {}) {`,
    `  return useMutation(${name}Document, options);`,
    '}',
  ].join('\n');
}

module.exports = {
  plugin(_schema, documents) {
    const operations = collectOperations(documents);
    if (operations.length === 0) return '';

    const hasQueries = operations.some((op) => op.kind === 'query');
    const hasMutations = operations.some((op) => op.kind === 'mutation');
    const hookImports = [...(hasQueries ? ['useLazyQuery', 'useQuery'] : []), ...(hasMutations ? ['useMutation'] : [])];

    const hooks = operations.map((op) => (op.kind === 'query' ? queryHooks(op) : mutationHook(op)));
    return {
      prepend: [`import { ${hookImports.join(', ')} } from '@apollo/client/react';`],
      content: `\n${hooks.join('\n\n')}\n`,
    };
  },
};
