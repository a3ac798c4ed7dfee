import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module';
import { LeasesClient } from './leases.client';
import { LeasesResolver } from './leases.resolver';

@Module({
  imports: [PropertiesModule],
  providers: [LeasesClient, LeasesResolver],
})
export class LeasesModule {}
