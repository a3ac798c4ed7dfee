import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@pm/kit';
import { CallerLinksModule } from './caller-links/caller-links.module';
import { PORTFOLIO_ENTITIES, PORTFOLIO_MIGRATIONS } from './database/database';
import { PORTFOLIO_DEMO_SEED } from './database/seed';
import { LeasesModule } from './leases/leases.module';
import { PropertyOwnersModule } from './property-owners/property-owners.module';
import { PropertiesModule } from './properties/properties.module';
import { ComplianceItemsModule } from './compliance-items/compliance-items.module';
import { PortfolioSummaryModule } from './portfolio-summary/portfolio-summary.module';
import { BuildingFactorsModule } from './building-factors/building-factors.module';
import { UtilityAccountsModule } from './utility-accounts/utility-accounts.module';
import { ComplianceAlertScanModule } from './compliance-alerts/compliance-alert-scan.module';
import { DocumentsModule } from './documents/documents.module';
import { TenantsModule } from './tenants/tenants.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'portfolio',
      entities: PORTFOLIO_ENTITIES,
      migrations: PORTFOLIO_MIGRATIONS,
      seeds: [PORTFOLIO_DEMO_SEED],
    }),
    CallerLinksModule,
    LeasesModule,
    PropertiesModule,
    PropertyOwnersModule,
    ComplianceItemsModule,
    PortfolioSummaryModule,
    BuildingFactorsModule,
    UtilityAccountsModule,
    ComplianceAlertScanModule,
    DocumentsModule,
    TenantsModule,
  ],
})
export class AppModule {}
