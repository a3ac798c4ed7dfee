import { Module } from '@nestjs/common';
import { ComplianceItemsClient } from './compliance-items.client';
import { ComplianceLoader, ComplianceSummaryLoader } from './compliance.loader';
import { PropertyComplianceResolver } from './property-compliance.resolver';

@Module({ providers: [ComplianceItemsClient, ComplianceLoader, ComplianceSummaryLoader, PropertyComplianceResolver] })
export class ComplianceItemsModule {}
