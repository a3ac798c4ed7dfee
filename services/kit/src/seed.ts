import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { DataSource, EntityTarget, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';
import { applyDbContext, OWNER_DATA_SOURCE } from './db';
import { ServiceConfig } from './service-config';

export interface SeedRows<E extends ObjectLiteral = ObjectLiteral> {
  entity: EntityTarget<E>;
  rows: Partial<E>[];
  /** The company a row belongs to, for row-level security: its `companyId` unless told (a company is its own). */
  companyOf: (row: Partial<E>) => string | null;
}

const ownCompanyId = (row: ObjectLiteral): string | null => (row as { companyId?: string | null }).companyId ?? null;

export const seedRows = <E extends ObjectLiteral>(
  entity: EntityTarget<E>,
  rows: Partial<E>[],
  companyOf: (row: Partial<E>) => string | null = ownCompanyId,
): SeedRows => ({ entity, rows, companyOf: companyOf as SeedRows['companyOf'] });

function byCompany(batch: SeedRows): Map<string | null, ObjectLiteral[]> {
  const groups = new Map<string | null, ObjectLiteral[]>();
  for (const row of batch.rows) {
    const company = batch.companyOf(row);
    groups.set(company, [...(groups.get(company) ?? []), row]);
  }
  return groups;
}

/** Rows carry fixed ids; rows already there are kept. */
export interface Seed {
  name: string;
  /** Demo data is applied only with DEMO_SEED=1 and never in production; product content everywhere. */
  demoOnly: boolean;
  /** Applied once per database (recorded in `content_seed`): then admins own it and deletions stay deleted. */
  onceKey?: string;
  /** Called when the seed runs, so dates can be relative to that moment; batches are inserted in order. */
  rows(): SeedRows[] | Promise<SeedRows[]>;
}

/**
 * Idempotent and safe to run concurrently: replicas starting together take turns on an advisory lock. Run as
 * the tables' owner, which row-level security binds too (FORCE): each company's rows go in under its setting.
 */
export async function applySeeds(dataSource: DataSource, seeds: readonly Seed[]): Promise<void> {
  const schema = (dataSource.options as { schema?: string }).schema ?? 'public';
  for (const seed of seeds) {
    // Built before the transaction: the rows may need slow work (password hashing) that holds no lock.
    const batches = await seed.rows();
    await dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`pm-seed:${schema}`]);
      if (seed.onceKey) {
        const claimed: unknown[] = await manager.query(
          `INSERT INTO "${schema}"."content_seed" ("key") VALUES ($1) ON CONFLICT DO NOTHING RETURNING "key"`,
          [seed.onceKey],
        );
        if (claimed.length === 0) return;
      }
      for (const batch of batches) {
        for (const [companyId, rows] of byCompany(batch)) {
          await applyDbContext(manager, { companyId: companyId ?? undefined });
          await manager
            .createQueryBuilder()
            .insert()
            .into(batch.entity)
            .values(rows as QueryDeepPartialEntity<ObjectLiteral>[])
            .orIgnore()
            .updateEntity(false)
            .execute();
        }
      }
    });
  }
}

export const SEEDS = Symbol('SEEDS');

@Injectable()
export class SeedRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(OWNER_DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly config: ServiceConfig,
    @Inject(SEEDS) private readonly seeds: readonly Seed[],
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const withDemo = this.config.DEMO_SEED === '1' && this.config.NODE_ENV !== 'production';
    const seeds = this.seeds.filter((seed) => withDemo || !seed.demoOnly);
    await applySeeds(this.dataSource, seeds);
    for (const seed of seeds) this.logger.log(`${seed.name} is in place`);
  }
}
