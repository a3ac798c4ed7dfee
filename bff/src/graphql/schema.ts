import type { DynamicModule, Type } from '@nestjs/common';
import { MODULE_METADATA } from '@nestjs/common/constants';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { AppModule } from '../app.module';

// @nestjs/graphql's RESOLVER_NAME_METADATA, set by @Resolver() on the class; the package does not export it.
const RESOLVER_NAME_METADATA = 'graphql:resolver_name';

type ModuleRefLike = Type | DynamicModule;

const isDynamic = (entry: unknown): entry is DynamicModule =>
  typeof entry === 'object' && entry !== null && 'module' in entry;

/** Walks the module tree (metadata only, nothing is created), so each aggregate module lists its own resolvers. */
export function registeredResolvers(root: Type = AppModule): Type[] {
  const seen = new Set<unknown>();
  const resolvers = new Set<Type>();
  const visit = (entry: ModuleRefLike) => {
    if (seen.has(entry)) return;
    seen.add(entry);
    const moduleClass = isDynamic(entry) ? entry.module : entry;
    const read = (key: string): unknown[] => [
      ...((Reflect.getMetadata(key, moduleClass) as unknown[] | undefined) ?? []),
      ...((isDynamic(entry) ? (entry as unknown as Record<string, unknown[] | undefined>)[key] : undefined) ?? []),
    ];
    for (const provider of read(MODULE_METADATA.PROVIDERS)) {
      if (typeof provider === 'function' && Reflect.hasMetadata(RESOLVER_NAME_METADATA, provider)) {
        resolvers.add(provider as Type);
      }
    }
    for (const imported of read(MODULE_METADATA.IMPORTS)) {
      if (typeof imported === 'function' || isDynamic(imported)) visit(imported as ModuleRefLike);
    }
  };
  visit(root);
  return [...resolvers];
}

const SCHEMA_HEADER =
  "# Emitted from the bff's code-first GraphQL schema by `npm run schema -w bff`. Do not edit by hand.\n\n";

/** The schema as the bff serves it (without resolvers), field extensions such as costs included. */
export async function buildBffSchema(): Promise<GraphQLSchema> {
  const app = await NestFactory.createApplicationContext(GraphQLSchemaBuilderModule, { logger: false });
  try {
    return await app.get(GraphQLSchemaFactory).create(registeredResolvers());
  } finally {
    await app.close();
  }
}

/** The schema as SDL, sorted, exactly as committed in bff/schema.graphql. */
export async function printBffSchema(): Promise<string> {
  return `${SCHEMA_HEADER}${printSchema(lexicographicSortSchema(await buildBffSchema()))}\n`;
}
