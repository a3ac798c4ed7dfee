import { AuditLogEntity } from '../audit/audit-log.entity';
import { CreditEntryEntity } from '../credits/credit-entry.entity';
import { CompanyEntity } from '../companies/company.entity';
import { FederatedIdentityEntity } from '../federated-identities/federated-identity.entity';
import { InvitationEntity } from '../invitations/invitation.entity';
import { SystemSettingEntity } from '../settings/system-setting.entity';
import { RefreshTokenEntity } from '../sessions/refresh-token.entity';
import { UserEntity } from '../users/user.entity';
import { CreditsAndSettings1795485331522 } from './migrations/1795485331522-credits-and-settings';
import { FederatedIdentity1795398531522 } from './migrations/1795398531522-federated-identity';
import { Initial1795312131522 } from './migrations/1795312131522-initial';
import { RateLimits1795571731522 } from './migrations/1795571731522-rate-limits';

/** Shared by the app module and the TypeORM CLI data source, so both see the same schema. */
export const IDENTITY_ENTITIES = [
  CompanyEntity,
  UserEntity,
  RefreshTokenEntity,
  InvitationEntity,
  AuditLogEntity,
  FederatedIdentityEntity,
  CreditEntryEntity,
  SystemSettingEntity,
];
export const IDENTITY_MIGRATIONS = [
  Initial1795312131522,
  FederatedIdentity1795398531522,
  CreditsAndSettings1795485331522,
  RateLimits1795571731522,
];
