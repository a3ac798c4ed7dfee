import { Field, ID, ObjectType } from '@nestjs/graphql';
import {
  RIGHT_TO_RENT_METHODS,
  RIGHT_TO_RENT_STATES,
  TENANT_PORTAL_ACCESS,
  TENANT_STATUSES,
  type RightToRentCheckBody,
  type RightToRentMethod,
  type RightToRentState,
  type RightToRentSummary,
  type TenantBody,
  type TenantStatus,
} from '@pm/contracts';
import { connectionType } from '../graphql/connection.model';
import { enumType } from '../graphql/enum-type';

export const TenantStatusEnum = enumType(
  TENANT_STATUSES,
  'TenantStatus',
  'applicant (referencing), current (a tenancy now) or former (TEN-01)',
);
export const RightToRentMethodEnum = enumType(
  RIGHT_TO_RENT_METHODS,
  'RightToRentMethod',
  'How a Right to Rent was checked: a document seen in person, a Home Office online share code, or IDVT (TEN-02)',
);
const RightToRentStateEnum = enumType(
  RIGHT_TO_RENT_STATES,
  'RightToRentState',
  'valid; expiring (a time-limited right within 28 days of its end); expired; not_checked; not_required (no tenancy in England) (TEN-02)',
);

export const TenantPortalAccessEnum = enumType(
  TENANT_PORTAL_ACCESS,
  'TenantPortalAccess',
  'none: never invited; invited: an invitation is out, not yet used; active: the tenant has their login',
);

@ObjectType({ description: 'One recorded Right to Rent check (TEN-02); a new check is added, never edited' })
export class RightToRentCheck implements Omit<RightToRentCheckBody, 'tenantId'> {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'The day of the check, YYYY-MM-DD' }) checkedOn!: string;
  @Field(() => RightToRentMethodEnum) method!: RightToRentMethod;
  @Field(() => String, { nullable: true, description: 'The Home Office share code of an online check' })
  shareCode!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The last day of a time-limited right, YYYY-MM-DD; null when the right is not time-limited',
  })
  expiresOn!: string | null;
  @Field(() => ID, { nullable: true, description: 'Who made the check' }) checkedByUserId!: string | null;
  @Field(() => String) createdAt!: string;
}

@ObjectType({ description: "The tenant's Right to Rent as of today, from their latest check (TEN-02)" })
export class RightToRent implements Omit<RightToRentSummary, 'latestCheck'> {
  @Field(() => RightToRentStateEnum) state!: RightToRentState;
  @Field(() => RightToRentCheck, { nullable: true, description: 'The check the state follows from' })
  latestCheck!: RightToRentCheck | null;
  @Field(() => String, {
    nullable: true,
    description: 'The day a time-limited right raises its alert, 28 days before it ends (YYYY-MM-DD)',
  })
  alertDate!: string | null;
}

/**
 * A tenant (TEN-01). The agency's staff see every field; the tenant themself all but the agency's notes; an owner,
 * for the tenants of their properties' tenancies, neither the date of birth nor the emergency contact (ISO-02).
 */
@ObjectType()
export class Tenant implements Omit<TenantBody, 'companyId' | 'rightToRent' | 'userId'> {
  @Field(() => ID) id!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'A UK phone number' }) phone!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) dateOfBirth!: string | null;
  @Field(() => String, { nullable: true }) emergencyContactName!: string | null;
  @Field(() => String, { nullable: true, description: 'A UK phone number' }) emergencyContactPhone!: string | null;
  @Field(() => String, { nullable: true, description: 'Such as Mother or Partner' })
  emergencyContactRelationship!: string | null;
  @Field(() => TenantStatusEnum) status!: TenantStatus;
  @Field(() => String, { nullable: true, description: "The agency's own notes: its staff only" })
  notes!: string | null;
  @Field(() => RightToRent) rightToRent!: RightToRent;
  @Field(() => String, { nullable: true, description: 'When the tenant was last invited to the portal (staff only)' })
  invitedAt!: string | null;
  @Field(() => String) createdAt!: string;
  @Field(() => String) updatedAt!: string;
  /** Tenant.portalAccess: the login the portal invitation made or will make (staff only). */
  userId!: string | null;
}

@ObjectType()
export class TenantConnection extends connectionType(Tenant) {}

/** The body as the schema answers it: nested objects as models, so their fields resolve. */
export function toTenant(body: TenantBody): Tenant {
  const latest = body.rightToRent.latestCheck;
  return Object.assign(new Tenant(), body, {
    rightToRent: Object.assign(new RightToRent(), body.rightToRent, {
      latestCheck: latest && Object.assign(new RightToRentCheck(), latest),
    }),
  });
}
