import { PortfolioAuditEntity } from '../audit/portfolio-audit.entity';
import { BuildingFactorEntity } from '../building-factors/building-factor.entity';
import { LeaseTenantEntity } from '../leases/lease-tenant.entity';
import { LeaseEntity } from '../leases/lease.entity';
import { RentChangeEntity } from '../leases/rent-change.entity';
import { RentPaymentEntity } from '../leases/rent-payment.entity';
import { PropertyOwnerEntity } from '../property-owners/property-owner.entity';
import { PropertyEntity } from '../properties/property.entity';
import { RightToRentCheckEntity } from '../tenants/right-to-rent-check.entity';
import { TenantEntity } from '../tenants/tenant.entity';
import { Initial1767225600000 } from './migrations/1767225600000-initial';
import { RowLevelSecurity1795830000000 } from './migrations/1795830000000-row-level-security';
import { RoleVisibility1795916400000 } from './migrations/1795916400000-role-visibility';
import { PropertyChanges1796100000000 } from './migrations/1796100000000-property-changes';
import { PropertyOwnerDetails1796200000000 } from './migrations/1796200000000-property-owner-details';
import { ComplianceItemEntity } from '../compliance-items/compliance-item.entity';
import { ComplianceItems1796000000000 } from './migrations/1796000000000-compliance-items';
import { BuildingFactorDetails1796350000000 } from './migrations/1796350000000-building-factor-details';
import { MeterReadingEntity } from '../utility-accounts/meter-reading.entity';
import { UtilityAccountEntity } from '../utility-accounts/utility-account.entity';
import { UtilityAccounts1796450000000 } from './migrations/1796450000000-utility-accounts';
import { ComplianceAlertEntity } from '../compliance-alerts/compliance-alert.entity';
import { ComplianceAlerts1796600000000 } from './migrations/1796600000000-compliance-alerts';
import { DocumentVersionEntity } from '../documents/document-version.entity';
import { DocumentEntity } from '../documents/document.entity';
import { Documents1796550000000 } from './migrations/1796550000000-documents';
import { MeterReadingPhotos1796800000000 } from './migrations/1796800000000-meter-reading-photos';
import { Tenants1796900000000 } from './migrations/1796900000000-tenants';
import { Tenancies1797000000000 } from './migrations/1797000000000-tenancies';
import { RentPayments1797200000000 } from './migrations/1797200000000-rent-payments';
import { DocumentsOnTenancies1797300000000 } from './migrations/1797300000000-documents-on-tenancies';

export const PORTFOLIO_SCHEMA = 'portfolio';
export const PORTFOLIO_ENTITIES = [
  PropertyEntity,
  PropertyOwnerEntity,
  BuildingFactorEntity,
  TenantEntity,
  RightToRentCheckEntity,
  LeaseEntity,
  LeaseTenantEntity,
  RentChangeEntity,
  RentPaymentEntity,
  PortfolioAuditEntity,
  ComplianceItemEntity,
  UtilityAccountEntity,
  MeterReadingEntity,
  DocumentEntity,
  DocumentVersionEntity,
  ComplianceAlertEntity,
];
export const PORTFOLIO_MIGRATIONS = [
  Initial1767225600000,
  RowLevelSecurity1795830000000,
  RoleVisibility1795916400000,
  ComplianceItems1796000000000,
  PropertyChanges1796100000000,
  PropertyOwnerDetails1796200000000,
  BuildingFactorDetails1796350000000,
  UtilityAccounts1796450000000,
  Documents1796550000000,
  ComplianceAlerts1796600000000,
  MeterReadingPhotos1796800000000,
  Tenants1796900000000,
  Tenancies1797000000000,
  RentPayments1797200000000,
  DocumentsOnTenancies1797300000000,
];
