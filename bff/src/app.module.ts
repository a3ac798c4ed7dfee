import { Module } from '@nestjs/common';
import { AdminModule } from './admin/admin.module';
import { AdminBlogModule } from './admin-blog/admin-blog.module';
import { AdminBugReportsModule } from './admin-bug-reports/admin-bug-reports.module';
import { AdminKnowledgeBaseModule } from './admin-kb/admin-kb.module';
import { AdminOverviewModule } from './admin-overview/admin-overview.module';
import { AdminSettingsModule } from './admin-settings/admin-settings.module';
import { AdminSupportModule } from './admin-support/admin-support.module';
import { AuthModule } from './auth/auth.module';
import { CompaniesModule } from './companies/companies.module';
import { BffConfigModule } from './config/config.module';
import { CreditsModule } from './credits/credits.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { EngagementModule } from './engagement/engagement.module';
import { BffGraphQLModule } from './graphql/graphql.module';
import { HealthModule } from './health/health.module';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { PropertiesModule } from './properties/properties.module';
import { RegistrationsModule } from './registrations/registrations.module';
import { SettingsModule } from './settings/settings.module';
import { ServiceClientsModule } from './service-clients/service-clients.module';
import { UsersModule } from './users/users.module';

@Module({
  imports: [
    BffConfigModule,
    ServiceClientsModule,
    AuthModule,
    BffGraphQLModule,
    HealthModule,
    RegistrationsModule,
    UsersModule,
    CompaniesModule,
    PropertiesModule,
    MaintenanceModule,
    AdminModule,
    DashboardModule,
    EngagementModule,
    CreditsModule,
    SettingsModule,
    AdminBlogModule,
    AdminSupportModule,
    AdminBugReportsModule,
    AdminSettingsModule,
    AdminKnowledgeBaseModule,
    AdminOverviewModule,
  ],
})
export class AppModule {}
