import { MAIL_ENTITIES, MAIL_MIGRATIONS } from '@pm/kit';
import { AuditLogEntity } from '../audit/audit-log.entity';
import { CreditEntryEntity } from '../credits/credit-entry.entity';
import { CompanyEntity } from '../companies/company.entity';
import { FederatedIdentityEntity } from '../federated-identities/federated-identity.entity';
import { InvitationEntity } from '../invitations/invitation.entity';
import { PasswordResetEntity } from '../passwords/password-reset.entity';
import { SystemSettingEntity } from '../system-settings/system-setting.entity';
import { RefreshTokenEntity } from '../sessions/refresh-token.entity';
import { RevokedSessionEntity } from '../sessions/revoked-session.entity';
import { UserEntity } from '../users/user.entity';
import { CreditsAndSettings1795485331522 } from './migrations/1795485331522-credits-and-settings';
import { FederatedIdentity1795398531522 } from './migrations/1795398531522-federated-identity';
import { Initial1795312131522 } from './migrations/1795312131522-initial';
import { RateLimits1795571731522 } from './migrations/1795571731522-rate-limits';
import { PasswordResets1795744531522 } from './migrations/1795744531522-password-resets';
import { RevokedSessions1795610000000 } from './migrations/1795610000000-revoked-sessions';
import { RowLevelSecurity1795830000000 } from './migrations/1795830000000-row-level-security';
import { InvitationUser1796900000000 } from './migrations/1796900000000-invitation-user';

export const IDENTITY_SCHEMA = 'identity';

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
  RevokedSessionEntity,
  PasswordResetEntity,
  ...MAIL_ENTITIES,
];
export const IDENTITY_MIGRATIONS = [
  Initial1795312131522,
  FederatedIdentity1795398531522,
  CreditsAndSettings1795485331522,
  RateLimits1795571731522,
  RevokedSessions1795610000000,
  ...MAIL_MIGRATIONS,
  PasswordResets1795744531522,
  RowLevelSecurity1795830000000,
  InvitationUser1796900000000,
];
