import type { AggregateNames } from './names';

/** Files of one aggregate in `services/contracts` and its service, keyed by path from the repository root. */
export function contractFiles(n: AggregateNames, service: string): Record<string, string> {
  return {
    [`services/contracts/src/${service}/${n.singular}.ts`]: `import type { PageQuery } from '../common';

export const ${n.CONSTANT}_NAME_MAX_LENGTH = 200;

export interface ${n.Singular}Body {
  id: string;
  companyId: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

/** POST /v1/${n.plural} */
export interface Create${n.Singular}Request {
  name: string;
}

/** PATCH /v1/${n.plural}/:id: any subset of the fields. */
export type Update${n.Singular}Request = Partial<Create${n.Singular}Request>;

/** GET /v1/${n.plural} */
export interface ${n.Singular}Query extends PageQuery {
  q?: string;
}
`,
  };
}

export function serviceFiles(n: AggregateNames, service: string, migrationTime: number): Record<string, string> {
  const src = `services/${service}/src/${n.plural}`;
  const migrationClass = `${n.Plural}${migrationTime}`;
  return {
    [`${src}/${n.singular}.entity.ts`]: `import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: '${n.table}' })
export class ${n.Singular}Entity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('text') name!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
`,
    [`${src}/${n.plural}.dto.ts`]: `import {
  type Create${n.Singular}Request,
  ${n.CONSTANT}_NAME_MAX_LENGTH,
  type ${n.Singular}Query,
  type Update${n.Singular}Request,
} from '@pm/contracts';
import { PageQueryDto, Trim } from '@pm/kit';
import { IsOptional, IsString, Length, MaxLength } from 'class-validator';

const NAME_LENGTH = \`name must be 1 to \${${n.CONSTANT}_NAME_MAX_LENGTH} characters\`;

export class List${n.Plural}QueryDto extends PageQueryDto implements ${n.Singular}Query {
  @IsOptional() @Trim() @IsString() @MaxLength(200) q?: string;
}

export class Create${n.Singular}Dto implements Create${n.Singular}Request {
  @Trim()
  @IsString({ message: 'name must be text' })
  @Length(1, ${n.CONSTANT}_NAME_MAX_LENGTH, { message: NAME_LENGTH })
  name!: string;
}

export class Update${n.Singular}Dto implements Update${n.Singular}Request {
  @IsOptional()
  @Trim()
  @IsString({ message: 'name must be text' })
  @Length(1, ${n.CONSTANT}_NAME_MAX_LENGTH, { message: NAME_LENGTH })
  name?: string;
}
`,
    [`${src}/${n.plural}.errors.ts`]: `import { AppException } from '@pm/kit';

export class ${n.Singular}NotFoundException extends AppException {
  constructor() {
    super(404, '${n.CONSTANT}_NOT_FOUND', '${capitalise(n.label)} not found');
  }
}
`,
    [`${src}/${n.plural}.service.ts`]: `import { Injectable } from '@nestjs/common';
import type { Create${n.Singular}Request, ${n.Singular}Body, ${n.Singular}Query, Page, Update${n.Singular}Request } from '@pm/contracts';
import { alphabetical, Db, leanKeysetPage, likePattern, selectColumns } from '@pm/kit';
import { ${n.Singular}Entity } from './${n.singular}.entity';
import { ${n.Singular}NotFoundException } from './${n.plural}.errors';

/** What a list reads of each row (ARCHITECTURE.md, the fast read path): named columns, no hydration. */
const BODY_COLUMNS = ['id', 'companyId', 'name', 'createdAt', 'updatedAt'] as const satisfies readonly (keyof ${n.Singular}Entity)[];
type ${n.Singular}Row = Pick<${n.Singular}Entity, (typeof BODY_COLUMNS)[number]>;

function to${n.Singular}Body(entity: ${n.Singular}Row): ${n.Singular}Body {
  return {
    id: entity.id,
    companyId: entity.companyId,
    name: entity.name,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
}

/**
 * Every method takes the caller's company first and never reads or writes outside it; underneath, the
 * request's transaction (kit's Db) lets PostgreSQL's row-level security show only that company's rows.
 */
@Injectable()
export class ${n.Plural}Service {
  constructor(private readonly db: Db) {}

  private get ${n.pluralCamel}() {
    return this.db.repository(${n.Singular}Entity);
  }

  list(companyId: string, query: ${n.Singular}Query): Promise<Page<${n.Singular}Body>> {
    const filtered = () => {
      const qb = this.${n.pluralCamel}.createQueryBuilder('r').where('r.companyId = :companyId', { companyId });
      if (query.q) qb.andWhere('r.name ILIKE :q', { q: likePattern(query.q) });
      return qb;
    };
    return leanKeysetPage<${n.Singular}Row, ${n.Singular}Body>(
      this.db,
      filtered,
      (qb) => selectColumns(qb, BODY_COLUMNS),
      alphabetical('r.name'),
      query,
      to${n.Singular}Body,
    );
  }

  async get(companyId: string, id: string): Promise<${n.Singular}Body> {
    return to${n.Singular}Body(await this.find(companyId, id));
  }

  async create(companyId: string, body: Create${n.Singular}Request): Promise<${n.Singular}Body> {
    const row = await this.${n.pluralCamel}.save(this.${n.pluralCamel}.create({ companyId, name: body.name }));
    return to${n.Singular}Body(row);
  }

  async update(companyId: string, id: string, body: Update${n.Singular}Request): Promise<${n.Singular}Body> {
    const row = await this.find(companyId, id);
    if (body.name !== undefined) row.name = body.name;
    return to${n.Singular}Body(await this.${n.pluralCamel}.save(row));
  }

  private async find(companyId: string, id: string): Promise<${n.Singular}Entity> {
    const row = await this.${n.pluralCamel}.findOneBy({ companyId, id });
    if (!row) throw new ${n.Singular}NotFoundException();
    return row;
  }
}
`,
    [`${src}/${n.plural}.controller.ts`]: `import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type { CallerContext, ${n.Singular}Body, Page } from '@pm/contracts';
import { assertUuid, Caller } from '@pm/kit';
import { Create${n.Singular}Dto, List${n.Plural}QueryDto, Update${n.Singular}Dto } from './${n.plural}.dto';
import { ${n.Plural}Service } from './${n.plural}.service';

@Controller('v1/${n.plural}')
export class ${n.Plural}Controller {
  constructor(private readonly ${n.pluralCamel}: ${n.Plural}Service) {}

  @Get()
  list(@Caller() caller: CallerContext, @Query() query: List${n.Plural}QueryDto): Promise<Page<${n.Singular}Body>> {
    return this.${n.pluralCamel}.list(caller.companyId, query);
  }

  @Get(':id')
  get(@Caller() caller: CallerContext, @Param('id') id: string): Promise<${n.Singular}Body> {
    return this.${n.pluralCamel}.get(caller.companyId, assertUuid(id));
  }

  @Post()
  @HttpCode(201)
  create(@Caller() caller: CallerContext, @Body() body: Create${n.Singular}Dto): Promise<${n.Singular}Body> {
    return this.${n.pluralCamel}.create(caller.companyId, body);
  }

  @Patch(':id')
  update(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: Update${n.Singular}Dto,
  ): Promise<${n.Singular}Body> {
    return this.${n.pluralCamel}.update(caller.companyId, assertUuid(id), body);
  }
}
`,
    [`${src}/${n.plural}.module.ts`]: `import { Module } from '@nestjs/common';
import { ${n.Plural}Controller } from './${n.plural}.controller';
import { ${n.Plural}Service } from './${n.plural}.service';

@Module({
  controllers: [${n.Plural}Controller],
  providers: [${n.Plural}Service],
})
export class ${n.Plural}Module {}
`,
    [`services/${service}/src/database/migrations/${migrationTime}-${n.plural}.ts`]: `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${migrationClass} implements MigrationInterface {
  name = '${migrationClass}';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(\`
      CREATE TABLE "${service}"."${n.table}" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "name" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_${n.table}" PRIMARY KEY ("id")
      )\`);
    await queryRunner.query(
      \`CREATE INDEX "ix_${n.table}_company_name" ON "${service}"."${n.table}" ("company_id", "name", "id")\`,
    );
    // A company's records: row-level security shows and accepts only the transaction's company's rows.
    await queryRunner.query(\`ALTER TABLE "${service}"."${n.table}" ENABLE ROW LEVEL SECURITY\`);
    await queryRunner.query(\`ALTER TABLE "${service}"."${n.table}" FORCE ROW LEVEL SECURITY\`);
    await queryRunner.query(\`
      CREATE POLICY "company_rows" ON "${service}"."${n.table}"
        USING ("company_id" = NULLIF(current_setting('app.company_id', true), '')::uuid)
        WITH CHECK ("company_id" = NULLIF(current_setting('app.company_id', true), '')::uuid)\`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(\`DROP TABLE "${service}"."${n.table}"\`);
  }
}
`,
    [`services/${service}/test/integration/${n.plural}.int-spec.ts`]: `import type { ${n.Singular}Body, Page } from '@pm/contracts';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';

describe('${service} ${n.labelPlural} (integration)', () => {
  const running = useTestApp(AppModule);
  const send = (method: 'POST' | 'PATCH', path: string, caller: ReturnType<typeof makeCaller>, body: unknown) =>
    requestJson(\`\${running.url}\${path}\`, { method, headers: internalHeaders(caller), body });

  it('creates, reads, renames and lists within the caller\\'s company', async () => {
    const caller = makeCaller();
    const created = await send('POST', '/v1/${n.plural}', caller, { name: '  Second  ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      companyId: caller.companyId,
      name: 'Second',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await send('POST', '/v1/${n.plural}', caller, { name: 'First' });

    const renamed = await send('PATCH', \`/v1/${n.plural}/\${created.body.id}\`, caller, { name: 'Third' });
    expect(renamed.body.name).toBe('Third');

    const page = await running.get<Page<${n.Singular}Body>>('/v1/${n.plural}?limit=1', internalHeaders(caller));
    expect(page.body.total).toBe(2);
    expect(page.body.items.map((item) => item.name)).toEqual(['First']);
    const found = await running.get<Page<${n.Singular}Body>>('/v1/${n.plural}?q=thi', internalHeaders(caller));
    expect(found.body.items.map((item) => item.name)).toEqual(['Third']);
  });

  it('never shows or changes another company\\'s ${n.labelPlural}', async () => {
    const owner = makeCaller();
    const other = makeCaller();
    const created = await send('POST', '/v1/${n.plural}', owner, { name: 'Private' });

    expect((await running.get(\`/v1/${n.plural}/\${created.body.id}\`, internalHeaders(other))).status).toBe(404);
    expect((await send('PATCH', \`/v1/${n.plural}/\${created.body.id}\`, other, { name: 'Taken' })).status).toBe(404);
    expect((await running.get<Page<${n.Singular}Body>>('/v1/${n.plural}', internalHeaders(other))).body.total).toBe(0);
    expect((await running.get(\`/v1/${n.plural}/\${created.body.id}\`, internalHeaders(owner))).body.name).toBe('Private');
  });

  it('refuses bad input with a message per field and stores nothing', async () => {
    const caller = makeCaller();
    for (const body of [{}, { name: '' }, { name: 'x'.repeat(201) }, { name: 'ok', extra: 1 }]) {
      const res = await send('POST', '/v1/${n.plural}', caller, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await running.get(\`/v1/${n.plural}/\${randomUUID()}\`, internalHeaders(caller))).status).toBe(404);
    expect((await running.get<Page<${n.Singular}Body>>('/v1/${n.plural}', internalHeaders(caller))).body.total).toBe(0);
  });
});
`,
  };
}

export const capitalise = (text: string) => text[0]!.toUpperCase() + text.slice(1);
