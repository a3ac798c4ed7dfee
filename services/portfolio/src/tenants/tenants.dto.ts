import {
  type CreateTenantRequest,
  RIGHT_TO_RENT_METHODS,
  RIGHT_TO_RENT_SHARE_CODE_LENGTH,
  type RecordRightToRentCheckRequest,
  type RecordTenantInvitationRequest,
  type RightToRentMethod,
  TENANT_EMAIL_MAX_LENGTH,
  TENANT_NAME_MAX_LENGTH,
  TENANT_NOTES_MAX_LENGTH,
  TENANT_RELATIONSHIP_MAX_LENGTH,
  TENANT_SORTS,
  TENANT_STATUSES,
  type TenantListQuery,
  type TenantSort,
  type TenantStatus,
  type UpdateTenantRequest,
} from '@pm/contracts';
import { PageQueryDto, Trim, TrimToNull } from '@pm/kit';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  MaxLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { isCalendarDate } from '../compliance/calendar-date';
import { NotAfterToday } from '../compliance/calendar-date-validators';
import { isUkPhoneNumber } from './uk-phone';

/** `?ids=a,b` makes the call a batch read; otherwise a keyset page, searched, filtered and sorted (ISO-03). */
export class ListTenantsQueryDto extends PageQueryDto implements TenantListQuery {
  @IsOptional() @IsString() @MaxLength(4000) ids?: string;
  @IsOptional() @Trim() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsIn(TENANT_STATUSES) status?: TenantStatus;
  @IsOptional() @IsIn(TENANT_SORTS) sort?: TenantSort;
}

// Shown beside the form's fields as they are (TEN-01, TEN-02), so they speak to the person typing.
const MESSAGES = {
  firstName: `Enter the first name (at most ${TENANT_NAME_MAX_LENGTH} characters)`,
  lastName: `Enter the last name (at most ${TENANT_NAME_MAX_LENGTH} characters)`,
  email: 'Enter an e-mail address, such as name@example.com',
  phone: 'Enter a UK phone number, such as 07700 900123 or 020 7946 0018',
  dateOfBirth: 'Enter the date of birth as YYYY-MM-DD, not in the future',
  emergencyContactName: `Use at most ${TENANT_NAME_MAX_LENGTH} characters`,
  emergencyContactRelationship: `Use at most ${TENANT_RELATIONSHIP_MAX_LENGTH} characters, such as Mother or Partner`,
  status: `Choose a status: ${TENANT_STATUSES.join(', ')}`,
  notes: `Use at most ${TENANT_NOTES_MAX_LENGTH} characters`,
  checkedOn: 'Enter the date of the check as YYYY-MM-DD, not in the future',
  method: 'Choose how the right was checked: a document seen in person, an online share code, or IDVT',
  shareCode: `Enter the share code: ${RIGHT_TO_RENT_SHARE_CODE_LENGTH} letters and digits, such as W4K 7PX 9QM`,
  shareCodeMethod: 'A share code goes with an online check only',
  expiresOn: 'Enter the last day of the right as YYYY-MM-DD, after the date of the check',
} as const;

/** Spaces and dashes are how share codes are written (`W4K 7PX 9QM`); stored as 9 capitals and digits. */
const ShareCode = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const compact = value.replace(/[\s-]/g, '').toUpperCase();
    return compact === '' ? null : compact;
  });

const LowerCaseEmail = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

const IsUkPhone = (message: string) =>
  ValidateBy({ name: 'isUkPhone', validator: { validate: isUkPhoneNumber } }, { message });

/** Required on create; on update it may be left out, but never sent as null. */
const givenOnUpdate = (_: object, value: unknown) => value !== undefined;

/** The optional fields both requests share; null or blank clears one. */
class TenantDetailsDto {
  @IsOptional() @TrimToNull() @NotAfterToday(MESSAGES.dateOfBirth) dateOfBirth?: string | null;

  @IsOptional()
  @TrimToNull()
  @IsString({ message: MESSAGES.emergencyContactName })
  @Length(1, TENANT_NAME_MAX_LENGTH, { message: MESSAGES.emergencyContactName })
  emergencyContactName?: string | null;

  @IsOptional() @TrimToNull() @IsUkPhone(MESSAGES.phone) emergencyContactPhone?: string | null;

  @IsOptional()
  @TrimToNull()
  @IsString({ message: MESSAGES.emergencyContactRelationship })
  @Length(1, TENANT_RELATIONSHIP_MAX_LENGTH, { message: MESSAGES.emergencyContactRelationship })
  emergencyContactRelationship?: string | null;

  @IsOptional()
  @TrimToNull()
  @IsString({ message: MESSAGES.notes })
  @Length(1, TENANT_NOTES_MAX_LENGTH, { message: MESSAGES.notes })
  notes?: string | null;
}

export class CreateTenantDto extends TenantDetailsDto implements CreateTenantRequest {
  @Trim()
  @IsString({ message: MESSAGES.firstName })
  @Length(1, TENANT_NAME_MAX_LENGTH, { message: MESSAGES.firstName })
  firstName!: string;

  @Trim()
  @IsString({ message: MESSAGES.lastName })
  @Length(1, TENANT_NAME_MAX_LENGTH, { message: MESSAGES.lastName })
  lastName!: string;

  @LowerCaseEmail()
  @MaxLength(TENANT_EMAIL_MAX_LENGTH, { message: MESSAGES.email })
  @IsEmail({}, { message: MESSAGES.email })
  email!: string;

  @Trim() @IsUkPhone(MESSAGES.phone) phone!: string;
  @IsOptional() @IsIn(TENANT_STATUSES, { message: MESSAGES.status }) status?: TenantStatus;
}

export class UpdateTenantDto extends TenantDetailsDto implements UpdateTenantRequest {
  @ValidateIf(givenOnUpdate)
  @Trim()
  @IsString({ message: MESSAGES.firstName })
  @Length(1, TENANT_NAME_MAX_LENGTH, { message: MESSAGES.firstName })
  firstName?: string;

  @ValidateIf(givenOnUpdate)
  @Trim()
  @IsString({ message: MESSAGES.lastName })
  @Length(1, TENANT_NAME_MAX_LENGTH, { message: MESSAGES.lastName })
  lastName?: string;

  @ValidateIf(givenOnUpdate)
  @LowerCaseEmail()
  @MaxLength(TENANT_EMAIL_MAX_LENGTH, { message: MESSAGES.email })
  @IsEmail({}, { message: MESSAGES.email })
  email?: string;

  @ValidateIf(givenOnUpdate) @Trim() @IsUkPhone(MESSAGES.phone) phone?: string;
  @ValidateIf(givenOnUpdate) @IsIn(TENANT_STATUSES, { message: MESSAGES.status }) status?: TenantStatus;
}

/** TEN-02: each rule's message lands on its own field, the order of the dates and the share code's method too. */
export class RecordRightToRentCheckDto implements RecordRightToRentCheckRequest {
  @Trim() @NotAfterToday(MESSAGES.checkedOn) checkedOn!: string;
  @IsIn(RIGHT_TO_RENT_METHODS, { message: MESSAGES.method }) method!: RightToRentMethod;

  @IsOptional()
  @ShareCode()
  @ValidateBy(
    {
      name: 'shareCodeWithOnlineCheck',
      validator: { validate: (_, args) => (args?.object as { method?: unknown }).method === 'online_share_code' },
    },
    { message: MESSAGES.shareCodeMethod },
  )
  @ValidateBy(
    {
      name: 'isShareCode',
      validator: { validate: (value) => typeof value === 'string' && /^[A-Z0-9]{9}$/.test(value) },
    },
    { message: MESSAGES.shareCode },
  )
  shareCode?: string | null;

  @IsOptional()
  @TrimToNull()
  @ValidateBy(
    {
      name: 'afterCheckDate',
      validator: {
        validate: (value, args) => {
          const { checkedOn } = args?.object as { checkedOn?: unknown };
          return isCalendarDate(value) && typeof checkedOn === 'string' && value > checkedOn;
        },
      },
    },
    { message: MESSAGES.expiresOn },
  )
  expiresOn?: string | null;
}

/** The login the tenant's invitation will make (identity chose its id). */
export class RecordTenantInvitationDto implements RecordTenantInvitationRequest {
  @IsUUID('all') userId!: string;
}
