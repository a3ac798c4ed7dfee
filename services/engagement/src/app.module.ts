import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@pm/kit';
import { ENGAGEMENT_ENTITIES, ENGAGEMENT_MIGRATIONS } from './database/database';

@Module({
  imports: [
    ServiceKitModule.forRoot({ name: 'engagement', entities: ENGAGEMENT_ENTITIES, migrations: ENGAGEMENT_MIGRATIONS }),
  ],
})
export class AppModule {}
