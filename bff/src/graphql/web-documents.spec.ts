import { MAX_PAGE_SIZE } from '@pm/kit';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  print,
  specifiedRules,
  typeFromAST,
  validate,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { MAX_QUERY_COST, MAX_QUERY_LENGTH, MAX_QUERY_TOKENS, queryCost, queryLimitRules } from './complexity';
import { buildBffSchema } from './schema';

const WEB_SRC = join(__dirname, '..', '..', '..', 'web', 'src');

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

/** The operation with the fragments it spreads, as Apollo Client sends it. */
function sentDocument(operation: OperationDefinitionNode, fragments: FragmentDefinitionNode[]): string {
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.find((f) => f.name.value === spread.name.value);
        if (fragment && !used.has(fragment.name.value)) {
          used.set(fragment.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return [operation, ...used.values()].map((definition) => print(definition)).join('\n\n');
}

/** A value of the type for every required variable, and the largest page for every `first`. */
function worstCaseValue(schema: GraphQLSchema, name: string, type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return worstCaseValue(schema, name, type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, worstCaseValue(schema, field.name, field.type)]),
    );
  }
  const scalar = getNamedType(type).name;
  if (scalar === 'Int') return name === 'first' ? MAX_PAGE_SIZE : 1;
  if (scalar === 'Float') return 1;
  if (scalar === 'Boolean') return true;
  return '00000000-0000-4000-8000-000000000000';
}

function worstCaseVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => {
      const type = typeFromAST(schema, definition.type) as GraphQLInputType;
      return [definition.variable.name.value, worstCaseValue(schema, definition.variable.name.value, type)];
    }),
  );
}

// Codegen checks the documents against the schema only; the bff's limits (where each fragment spread
// counts, and a page is priced at its largest size) would otherwise first show as an empty screen.
describe("the web's GraphQL documents", () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildBffSchema();
  });
  const documents = graphqlFiles(WEB_SRC).map((file) => parse(readFileSync(file, 'utf8')));
  const fragments = documents.flatMap((doc) =>
    doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION),
  );
  const operations = documents.flatMap((doc) =>
    doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION),
  );

  it('exist', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  describe.each(operations.map((operation) => [operation.name?.value ?? '(anonymous)', operation] as const))(
    '%s',
    (_name, operation) => {
      const source = sentDocument(operation, fragments);
      const parsed = (): DocumentNode => parse(source, { maxTokens: MAX_QUERY_TOKENS });

      it('is within the length and token limits', () => {
        expect(source.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
        expect(parsed).not.toThrow();
      });

      it('passes the bff validation, depth, alias and root-field limits included', () => {
        const errors = validate(schema, parsed(), [...specifiedRules, ...queryLimitRules()]);
        expect(errors.map((error) => error.message)).toEqual([]);
      });

      it(`costs at most ${MAX_QUERY_COST} with every page at its largest`, () => {
        const cost = queryCost(schema, { document: parsed(), variables: worstCaseVariables(schema, operation) });
        expect(cost).not.toBeNull();
        expect(cost).toBeLessThanOrEqual(MAX_QUERY_COST);
      });
    },
  );
});
