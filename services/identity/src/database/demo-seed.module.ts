import { Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { ServiceConfig } from '@pm/kit';
import { DataSource } from 'typeorm';
import { seedIdentity } from './seed';

/** Applies the demo seed after migrations when DEMO_SEED=1, never in production. */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: ServiceConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.DEMO_SEED !== '1' || this.config.NODE_ENV === 'production') return;
    await seedIdentity(this.dataSource);
    this.logger.log('identity demo data applied');
  }
}

@Module({ providers: [DemoSeeder] })
export class DemoSeedModule {}
