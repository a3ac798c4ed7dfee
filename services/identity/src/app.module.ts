import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@pm/kit';
import { CompaniesModule } from './companies/companies.module';
import { CreditsModule } from './credits/credits.module';
import { DemoSeedModule } from './database/demo-seed.module';
import { FederatedIdentitiesModule } from './federated-identities/federated-identities.module';
import { IDENTITY_ENTITIES, IDENTITY_MIGRATIONS } from './database/schema';
import { InvitationsModule } from './invitations/invitations.module';
import { RateLimitsModule } from './rate-limits/rate-limits.module';
import { RegistrationsModule } from './registrations/registrations.module';
import { SessionsModule } from './sessions/sessions.module';
import { SettingsModule } from './settings/settings.module';
import { UsersModule } from './users/users.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({ name: 'identity', entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS }),
    CompaniesModule,
    UsersModule,
    SessionsModule,
    FederatedIdentitiesModule,
    InvitationsModule,
    RegistrationsModule,
    CreditsModule,
    SettingsModule,
    RateLimitsModule,
    DemoSeedModule,
  ],
})
export class AppModule {}
