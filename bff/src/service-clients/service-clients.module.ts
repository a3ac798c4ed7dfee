import { Global, Module } from '@nestjs/common';
import { EngagementClient } from './engagement.client';
import { IdentityClient } from './identity.client';
import { MaintenanceClient } from './maintenance.client';
import { PortfolioClient } from './portfolio.client';

const clients = [IdentityClient, PortfolioClient, MaintenanceClient, EngagementClient];

@Global()
@Module({ providers: clients, exports: clients })
export class ServiceClientsModule {}
