import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@pm/kit';
import { CompaniesModule } from './companies/companies.module';
import { CreditsModule } from './credits/credits.module';
import { FederatedIdentitiesModule } from './federated-identities/federated-identities.module';
import { IDENTITY_ENTITIES, IDENTITY_MIGRATIONS } from './database/database';
import { IDENTITY_DEMO_SEED } from './database/seed';
import { InvitationsModule } from './invitations/invitations.module';
import { PasswordsModule } from './passwords/passwords.module';
import { RateLimitsModule } from './rate-limits/rate-limits.module';
import { RegistrationsModule } from './registrations/registrations.module';
import { SessionsModule } from './sessions/sessions.module';
import { SystemSettingsModule } from './system-settings/system-settings.module';
import { UsersModule } from './users/users.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'identity',
      entities: IDENTITY_ENTITIES,
      migrations: IDENTITY_MIGRATIONS,
      seeds: [IDENTITY_DEMO_SEED],
    }),
    CompaniesModule,
    UsersModule,
    SessionsModule,
    FederatedIdentitiesModule,
    InvitationsModule,
    PasswordsModule,
    RegistrationsModule,
    CreditsModule,
    SystemSettingsModule,
    RateLimitsModule,
  ],
})
export class AppModule {}
