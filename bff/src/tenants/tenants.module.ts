import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { InvitationsClient } from './invitations.client';
import { TenantsClient } from './tenants.client';
import { TenantsResolver } from './tenants.resolver';

@Module({
  imports: [UsersModule],
  providers: [TenantsClient, InvitationsClient, TenantsResolver],
})
export class TenantsModule {}
