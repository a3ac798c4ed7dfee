import { Module } from '@nestjs/common';
import { AdminOverviewModule } from './admin-overview/admin-overview.module';
import { AuthModule } from './auth/auth.module';
import { BlogPostsModule } from './blog-posts/blog-posts.module';
import { BugReportsModule } from './bug-reports/bug-reports.module';
import { CompaniesModule } from './companies/companies.module';
import { JsonOnlyModule } from './common/json-only';
import { BffConfigModule } from './config/config.module';
import { ContactSubmissionsModule } from './contact-submissions/contact-submissions.module';
import { CreditsModule } from './credits/credits.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { BffGraphQLModule } from './graphql/graphql.module';
import { HealthModule } from './health/health.module';
import { KbArticlesModule } from './kb-articles/kb-articles.module';
import { LeasesModule } from './leases/leases.module';
import { MailMessagesModule } from './mail-messages/mail-messages.module';
import { MaintenanceRequestsModule } from './maintenance-requests/maintenance-requests.module';
import { PasswordsModule } from './passwords/passwords.module';
import { PropertiesModule } from './properties/properties.module';
import { PropertyQrCodesModule } from './property-qr-codes/property-qr-codes.module';
import { PropertyOwnersModule } from './property-owners/property-owners.module';
import { TenantsModule } from './tenants/tenants.module';
import { RegistrationsModule } from './registrations/registrations.module';
import { SalesBotModule } from './sales-bot/sales-bot.module';
import { ServiceClientsModule } from './service-clients/service-clients.module';
import { SupportConversationsModule } from './support-conversations/support-conversations.module';
import { SystemSettingsModule } from './system-settings/system-settings.module';
import { UsersModule } from './users/users.module';
import { ComplianceItemsModule } from './compliance-items/compliance-items.module';
import { BuildingFactorsModule } from './building-factors/building-factors.module';
import { PortfolioSummaryModule } from './portfolio-summary/portfolio-summary.module';
import { UtilityAccountsModule } from './utility-accounts/utility-accounts.module';
import { ComplianceAlertsModule } from './compliance-alerts/compliance-alerts.module';
import { DocumentsModule } from './documents/documents.module';

@Module({
  imports: [
    BffConfigModule,
    ServiceClientsModule,
    JsonOnlyModule,
    AuthModule,
    BffGraphQLModule,
    HealthModule,
    AdminOverviewModule,
    BlogPostsModule,
    BugReportsModule,
    CompaniesModule,
    ContactSubmissionsModule,
    CreditsModule,
    DashboardModule,
    KbArticlesModule,
    LeasesModule,
    MailMessagesModule,
    MaintenanceRequestsModule,
    PasswordsModule,
    PropertiesModule,
    PropertyQrCodesModule,
    PropertyOwnersModule,
    TenantsModule,
    RegistrationsModule,
    SalesBotModule,
    SupportConversationsModule,
    SystemSettingsModule,
    UsersModule,
    ComplianceItemsModule,
    PortfolioSummaryModule,
    BuildingFactorsModule,
    UtilityAccountsModule,
    ComplianceAlertsModule,
    DocumentsModule,
  ],
})
export class AppModule {}
