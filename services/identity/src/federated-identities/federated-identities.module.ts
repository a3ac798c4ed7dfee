import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { FederatedIdentitiesController } from './federated-identities.controller';
import { FederatedIdentitiesService } from './federated-identities.service';

@Module({
  imports: [AuditModule],
  controllers: [FederatedIdentitiesController],
  providers: [FederatedIdentitiesService],
})
export class FederatedIdentitiesModule {}
