import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { AdminUsersResolver } from '../admin/admin-users.resolver';
import { CreditsResolver } from '../credits/credits.resolver';
import { DashboardResolver } from '../dashboard/dashboard.resolver';
import { AdminContactResolver } from '../engagement/admin-contact.resolver';
import { ContactSubmissionsResolver } from '../engagement/contact-submissions.resolver';
import { PropertiesResolver } from '../properties/properties.resolver';
import { UsersResolver } from '../users/users.resolver';

/** Every resolver of the public schema; the app registers the same classes through its modules. */
export const SCHEMA_RESOLVERS = [
  UsersResolver,
  DashboardResolver,
  PropertiesResolver,
  AdminUsersResolver,
  ContactSubmissionsResolver,
  AdminContactResolver,
  CreditsResolver,
];

export const SCHEMA_HEADER =
  "# Emitted from the bff's code-first GraphQL schema by `npm run schema -w bff`. Do not edit by hand.\n\n";

/** The schema as SDL, sorted, exactly as committed in bff/schema.graphql. */
export async function printBffSchema(): Promise<string> {
  const app = await NestFactory.createApplicationContext(GraphQLSchemaBuilderModule, { logger: false });
  try {
    const schema = await app.get(GraphQLSchemaFactory).create(SCHEMA_RESOLVERS);
    return `${SCHEMA_HEADER}${printSchema(lexicographicSortSchema(schema))}\n`;
  } finally {
    await app.close();
  }
}
