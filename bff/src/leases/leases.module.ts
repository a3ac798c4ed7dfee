import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module';
import { UsersModule } from '../users/users.module';
import { LeasesClient } from './leases.client';
import { LeasesResolver, TenanciesResolver } from './leases.resolver';
import { RentLedgerResolver } from './rent-ledger.resolver';
import { TenancyTenantLoader } from './tenancy-tenant.loader';

@Module({
  imports: [PropertiesModule, UsersModule],
  providers: [LeasesClient, LeasesResolver, TenanciesResolver, RentLedgerResolver, TenancyTenantLoader],
  exports: [LeasesClient],
})
export class LeasesModule {}
