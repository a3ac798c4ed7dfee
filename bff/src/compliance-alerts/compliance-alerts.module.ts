import { Module } from '@nestjs/common';
import { ComplianceAlertsClient } from './compliance-alerts.client';
import { ComplianceAlertsResolver } from './compliance-alerts.resolver';

@Module({ providers: [ComplianceAlertsClient, ComplianceAlertsResolver] })
export class ComplianceAlertsModule {}
