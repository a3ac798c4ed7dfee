import type { AggregateNames } from './names';

/** Files of one aggregate in the bff, keyed by path from the repository root. */
export function bffFiles(n: AggregateNames, service: string): Record<string, string> {
  const src = `bff/src/${n.plural}`;
  return {
    [`${src}/${n.plural}.client.ts`]: `import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  Create${n.Singular}Request,
  ${n.Singular}Body,
  ${n.Singular}Query,
  Page,
  Update${n.Singular}Request,
} from '@pm/contracts';
import { nullIfNotFound, type ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

const ${n.CONSTANT}S = '/v1/${n.plural}';
const ${n.singularCamel}Path = (id: string) => \`\${${n.CONSTANT}S}/\${encodeURIComponent(id)}\`;

@Injectable()
export class ${n.Plural}Client {
  constructor(@InjectServiceClient('${service}') private readonly http: ServiceClient) {}

  list(caller: CallerContext, query: ${n.Singular}Query) {
    return this.http.get<Page<${n.Singular}Body>>(${n.CONSTANT}S, { caller, query: { ...query } });
  }

  find(caller: CallerContext, id: string) {
    return nullIfNotFound(this.http.get<${n.Singular}Body>(${n.singularCamel}Path(id), { caller }));
  }

  create(caller: CallerContext, body: Create${n.Singular}Request) {
    return this.http.post<${n.Singular}Body>(${n.CONSTANT}S, { caller, body });
  }

  update(caller: CallerContext, id: string, body: Update${n.Singular}Request) {
    return this.http.request<${n.Singular}Body>('PATCH', ${n.singularCamel}Path(id), { caller, body });
  }
}
`,
    [`${src}/${n.singular}.model.ts`]: `import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { ${n.Singular}Body } from '@pm/contracts';
import { connectionType } from '../graphql/connection.model';

@ObjectType()
export class ${n.Singular} implements Omit<${n.Singular}Body, 'companyId'> {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) createdAt!: string;
  @Field(() => String) updatedAt!: string;
}

@ObjectType()
export class ${n.Singular}Connection extends connectionType(${n.Singular}) {}
`,
    [`${src}/${n.plural}.inputs.ts`]: `import { Field, InputType } from '@nestjs/graphql';
import type { Create${n.Singular}Request, Update${n.Singular}Request } from '@pm/contracts';
import { IsString, ValidateIf } from 'class-validator';

const given = (_: object, value: unknown) => value !== undefined;

/** Shape and types only: the ${service} service checks every rule, with a message per field. */
@InputType()
export class Create${n.Singular}Input implements Create${n.Singular}Request {
  @Field(() => String)
  @IsString({ message: 'name must be text' })
  name!: string;
}

/** Any subset of the fields; null is refused rather than read as "unchanged". */
@InputType()
export class Update${n.Singular}Input implements Update${n.Singular}Request {
  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @IsString({ message: 'name must be text' })
  name?: string;
}
`,
    [`${src}/${n.plural}.resolver.ts`]: `import { Args, ID, Info, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AppException, assertUuid, DEFAULT_PAGE_SIZE } from '@pm/kit';
import type { GraphQLResolveInfo } from 'graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { paginate } from '../graphql/connection';
import { toModel } from '../graphql/model';
import { connectionSelection } from '../graphql/selection';
import { ${n.Singular}, ${n.Singular}Connection } from './${n.singular}.model';
import { ${n.Plural}Client } from './${n.plural}.client';
import { Create${n.Singular}Input, Update${n.Singular}Input } from './${n.plural}.inputs';

@Resolver(() => ${n.Singular})
@Roles('landlord', 'manager')
export class ${n.Plural}Resolver {
  constructor(private readonly client: ${n.Plural}Client) {}

  /** By name; \`q\` searches the name. */
  @Query(() => ${n.Singular}Connection)
  ${n.pluralCamel}(
    @CurrentUser() caller: AuthUser,
    @Info() info: GraphQLResolveInfo,
    @Args('first', { type: () => Int, defaultValue: DEFAULT_PAGE_SIZE }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
    @Args('q', { type: () => String, nullable: true }) q?: string | null,
  ): Promise<${n.Singular}Connection> {
    const count = connectionSelection(info).totalCount;
    return paginate(
      (cursor, limit) => this.client.list(caller, { cursor, limit, count, q: q?.trim() || undefined }),
      first,
      after,
      (body) => toModel(${n.Singular}, body),
    );
  }

  /** Null for an unknown id and for another company's: the answer never reveals which. */
  @Query(() => ${n.Singular}, { nullable: true })
  async ${n.singularCamel}(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<${n.Singular} | null> {
    const body = await this.client.find(caller, assertUuid(id));
    return body && toModel(${n.Singular}, body);
  }

  @Mutation(() => ${n.Singular})
  async create${n.Singular}(
    @CurrentUser() caller: AuthUser,
    @Args('input', { type: () => Create${n.Singular}Input }) input: Create${n.Singular}Input,
  ): Promise<${n.Singular}> {
    return toModel(${n.Singular}, await this.client.create(caller, { ...input }));
  }

  @Mutation(() => ${n.Singular})
  async update${n.Singular}(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => Update${n.Singular}Input }) input: Update${n.Singular}Input,
  ): Promise<${n.Singular}> {
    if (Object.keys(input).length === 0) {
      throw new AppException(400, 'VALIDATION_FAILED', 'Change at least one field');
    }
    return toModel(${n.Singular}, await this.client.update(caller, assertUuid(id), { ...input }));
  }
}
`,
    [`${src}/${n.plural}.module.ts`]: `import { Module } from '@nestjs/common';
import { ${n.Plural}Client } from './${n.plural}.client';
import { ${n.Plural}Resolver } from './${n.plural}.resolver';

@Module({ providers: [${n.Plural}Client, ${n.Plural}Resolver], exports: [${n.Plural}Client] })
export class ${n.Plural}Module {}
`,
    [`bff/test/integration/${n.plural}.int-spec.ts`]: `import type { RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { createUser, PASSWORD } from '../../../services/identity/test/integration/factories';
import {
  gql,
  login,
  registerCompany,
  serviceEnv,
  startBff,
  startServices,
  type Services,
  type Session,
} from './harness';

const FIELDS = 'id name createdAt updatedAt';
const LIST = \`query List($q: String) { ${n.pluralCamel}(first: 10, q: $q) { totalCount edges { node { \${FIELDS} } } } }\`;
const ONE = \`query One($id: ID!) { ${n.singularCamel}(id: $id) { \${FIELDS} } }\`;
const CREATE = \`mutation Create($input: Create${n.Singular}Input!) { create${n.Singular}(input: $input) { \${FIELDS} } }\`;
const UPDATE = \`mutation Update($id: ID!, $input: Update${n.Singular}Input!) { update${n.Singular}(id: $id, input: $input) { \${FIELDS} } }\`;

describe('bff: ${n.labelPlural} (GraphQL)', () => {
  let services: Services;
  let bff: RunningApp;

  const codesOf = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
    res.body.errors?.map((error) => error.extensions?.code);
  async function staffOfNewCompany(): Promise<Session> {
    const account = await registerCompany(bff);
    return login(bff, account.email, account.password);
  }

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  it('creates, finds, renames and lists ${n.labelPlural} of the caller\\'s company', async () => {
    const session = await staffOfNewCompany();
    const created = await gql(bff, CREATE, { input: { name: 'Riverside' } }, session.auth);
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.create${n.Singular}.id;

    const renamed = await gql(bff, UPDATE, { id, input: { name: 'Riverside House' } }, session.auth);
    expect(renamed.body.data.update${n.Singular}.name).toBe('Riverside House');
    expect((await gql(bff, ONE, { id }, session.auth)).body.data.${n.singularCamel}.name).toBe('Riverside House');
    const list = await gql(bff, LIST, { q: 'river' }, session.auth);
    expect(list.body.data.${n.pluralCamel}.totalCount).toBe(1);
  });

  it('answers another company\\'s and unknown ids as null, and never lists them', async () => {
    const owner = await staffOfNewCompany();
    const other = await staffOfNewCompany();
    const created = await gql(bff, CREATE, { input: { name: 'Private' } }, owner.auth);
    const id = created.body.data.create${n.Singular}.id;

    expect((await gql(bff, ONE, { id }, other.auth)).body.data.${n.singularCamel}).toBeNull();
    expect((await gql(bff, ONE, { id: randomUUID() }, owner.auth)).body.data.${n.singularCamel}).toBeNull();
    expect((await gql(bff, LIST, {}, other.auth)).body.data.${n.pluralCamel}.totalCount).toBe(0);
    expect(codesOf(await gql(bff, UPDATE, { id, input: { name: 'Taken' } }, other.auth))).toEqual(['${n.CONSTANT}_NOT_FOUND']);
  });

  it('refuses bad input with messages by field and changes nothing', async () => {
    const session = await staffOfNewCompany();
    const blank = await gql(bff, CREATE, { input: { name: '' } }, session.auth);
    expect(codesOf(blank)).toEqual(['BAD_USER_INPUT']);
    expect(blank.body.errors?.[0]?.extensions?.fields).toEqual({ name: [expect.any(String)] });
    expect(codesOf(await gql(bff, ONE, { id: 'not-a-uuid' }, session.auth))).toEqual(['BAD_USER_INPUT']);
    expect((await gql(bff, LIST, {}, session.auth)).body.data.${n.pluralCamel}.totalCount).toBe(0);
  });

  it('answers UNAUTHENTICATED without a token and FORBIDDEN to roles outside the agency staff', async () => {
    expect(codesOf(await gql(bff, LIST))).toEqual(['UNAUTHENTICATED']);
    for (const role of ['owner', 'tenant', 'trade'] as const) {
      const user = await createUser(services.identity, { role });
      const session = await login(bff, user.email, PASSWORD);
      expect(codesOf(await gql(bff, LIST, {}, session.auth))).toEqual(['FORBIDDEN']);
    }
  });
});
`,
  };
}
