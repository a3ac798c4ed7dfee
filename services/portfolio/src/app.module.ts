import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@pm/kit';
import { PORTFOLIO_ENTITIES, PORTFOLIO_MIGRATIONS } from './database/database';
import { DemoSeedRunner } from './database/seed';
import { OwnersModule } from './owners/owners.module';
import { PropertiesModule } from './properties/properties.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({ name: 'portfolio', entities: PORTFOLIO_ENTITIES, migrations: PORTFOLIO_MIGRATIONS }),
    PropertiesModule,
    OwnersModule,
  ],
  providers: [DemoSeedRunner],
})
export class AppModule {}
