import { Global, Injectable, Logger, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Expose } from 'class-transformer';
import { IsOptional, Matches } from 'class-validator';
import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { loadConfig } from './config';
import { ServiceConfig } from './service-config';

/** Every service's queues live in this one schema; pg-boss creates and migrates it under its own lock. */
const JOBS_SCHEMA = 'pgboss';

class JobsEnv {
  /**
   * Prefix of the queue names. Stacks sharing one database (the integration tests' apps) keep their jobs
   * apart with it; replicas of one deployment must share it, so that any of them can run any job.
   */
  @Expose()
  @IsOptional()
  @Matches(/^[a-z0-9_-]{1,40}$/, { message: 'QUEUE_NAMESPACE must be 1-40 lower-case letters, digits, _ or -' })
  QUEUE_NAMESPACE?: string;
}

export interface JobContext<T> {
  id: string;
  data: T;
  /** 0 on the first run; the handler's last chance is when it equals `retryLimit`. */
  retryCount: number;
  retryLimit: number;
}

export interface JobDefinition<T> {
  /** Letters, digits, `-` and `_`; the namespace is prefixed. */
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A job still running after this is taken as lost and retried: keep it above the handler's own timeouts. */
  expireInSeconds: number;
  pollingIntervalSeconds: number;
  /**
   * Also run on a clock: a cron expression read in `timeZone` (the UK's hours whatever the server's zone). One
   * schedule per queue is stored in the database, so every replica keeps the same one and one job is sent per
   * tick, whichever replica's clock sends it.
   */
  schedule?: { cron: string; timeZone: string; data: T };
  /** Queues one run once the worker has started (with the schedule's data), so a deployment need not wait a tick. */
  runAtStart?: boolean;
  /** Throwing fails this run; pg-boss retries it after the delay until `retryLimit` runs have failed. */
  handle(job: JobContext<T>): Promise<void>;
}

/**
 * pg-boss over the service's own database: a job is handed to one worker at a time (SKIP LOCKED) across every
 * replica, survives restarts, and is retried with backoff. `send` can take part in the caller's transaction,
 * so a job exists exactly when the change that asked for it was committed.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('JobQueue');
  private readonly bossOptions: PgBoss.ConstructorOptions;
  /** Made when the queue starts, once every job is defined: whether any has a schedule decides its options. */
  private boss: PgBoss | null = null;
  private readonly namespace: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private readonly definitions = new Map<string, JobDefinition<any>>();
  private readonly workers = new Map<string, string>();
  private started: Promise<void> | null = null;

  constructor(config: ServiceConfig) {
    this.namespace = loadConfig(JobsEnv).QUEUE_NAMESPACE ?? 'pm';
    this.bossOptions = {
      connectionString: config.DATABASE_URL,
      schema: JOBS_SCHEMA,
      max: 3,
      application_name: 'pm-jobs',
    };
  }

  /** Called from a provider's constructor or onModuleInit: workers start once the application has booted. */
  define<T>(definition: JobDefinition<T>): void {
    if (this.started) throw new Error(`Job ${definition.name} defined after the queue started`);
    this.definitions.set(definition.name, definition);
  }

  onApplicationBootstrap(): Promise<void> {
    this.started ??= this.start();
    return this.started;
  }

  private async start(): Promise<void> {
    // The clock monitor and the scheduler poll: only a service with a scheduled job runs them.
    const boss = new PgBoss({
      ...this.bossOptions,
      schedule: [...this.definitions.values()].some((definition) => definition.schedule),
    });
    boss.on('error', (error: Error) => this.logger.error(`pg-boss: ${error.message}`));
    this.boss = boss;
    await boss.start();
    for (const definition of this.definitions.values()) {
      const queue = this.queueName(definition.name);
      await retryDeadlock(() =>
        boss.createQueue(queue, {
          name: queue,
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: definition.retryBackoff,
          expireInSeconds: definition.expireInSeconds,
        }),
      );
      const id = await boss.work<unknown>(
        queue,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: definition.pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          await definition.handle({
            id: job.id,
            data: job.data,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
          });
        },
      );
      this.workers.set(definition.name, id);
      if (definition.schedule) {
        const { cron, timeZone, data } = definition.schedule;
        await boss.schedule(queue, cron, data as object, { tz: timeZone });
      }
      if (definition.runAtStart) {
        await boss.send(queue, (definition.schedule?.data ?? {}) as object);
        boss.notifyWorker(id);
      }
    }
  }

  /**
   * Queues a job; with `manager`, inside that transaction (the job is dropped if it rolls back). Returns the
   * job's id. The local worker is woken once the job can be seen, instead of at its next poll.
   */
  async send<T extends object>(name: string, data: T, manager?: EntityManager): Promise<string> {
    if (!this.definitions.has(name)) throw new Error(`Unknown job ${name}`);
    await (this.started ?? this.onApplicationBootstrap());
    const db = manager
      ? {
          executeSql: async (text: string, values: unknown[]) => ({
            rows: (await manager.query(text, values)) as unknown[],
          }),
        }
      : undefined;
    const id = await this.running().send(this.queueName(name), data, db ? { db } : {});
    if (!id) throw new Error(`Job ${name} was not queued`);
    if (!manager) this.wake(name);
    return id;
  }

  /** After a transactional send has committed: the local worker fetches now rather than at its next poll. */
  wake(name: string): void {
    const worker = this.workers.get(name);
    if (worker) this.running().notifyWorker(worker);
  }

  /** Before the data source closes (that happens in onApplicationShutdown): running jobs finish first. */
  async onModuleDestroy(): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => undefined);
    await this.boss?.stop({ graceful: true, wait: true, timeout: 15_000 });
  }

  private running(): PgBoss {
    if (!this.boss) throw new Error('The job queue has not started');
    return this.boss;
  }

  private queueName(name: string): string {
    return `${this.namespace}-${name}`;
  }
}

/**
 * pg-boss makes each new queue a partition of its job table (a CREATE TABLE and an ATTACH PARTITION): services
 * starting together and creating different queues can deadlock there, and PostgreSQL then rolls one back. That
 * one is simply made again (creating a queue that exists does nothing).
 */
async function retryDeadlock(create: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await create();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/** The queue is global: a module that defines or sends jobs injects JobQueue. */
@Global()
@Module({ providers: [JobQueue], exports: [JobQueue] })
export class JobsModule {}
