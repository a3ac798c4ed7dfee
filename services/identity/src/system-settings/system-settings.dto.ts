import { COMPANY_NUMBER_PATTERN, OPERATOR_LIMITS, type UpdateSettingsRequest } from '@pm/contracts';
import { Trim } from '@pm/kit';
import { IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';

/** Digits only, international format without '+' (as wa.me links take it): 8 to 15 digits, E.164's maximum. */
const WHATSAPP_NUMBER_PATTERN = /^[1-9][0-9]{7,14}$/;
/** A path of this site ('/support-bot', never '//host') or an https URL of an external provider. */
const SUPPORT_BOT_URL_PATTERN = /^(\/(?!\/)[A-Za-z0-9\-._~/?=&%]*|https:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[^\s]*)?)$/;
/** The engagement service records at most this many credits per report. */
const MAX_BUG_REPORT_CREDITS = 10_000;
/** A day's cap: a hundred reports at the most a report may earn. */
const MAX_BUG_REPORT_DAILY_CREDIT_CAP = 1_000_000;

/** Absent is "unchanged"; null is not a value of any setting and is refused like any other wrong type. */
const Given = () => ValidateIf((_: object, value: unknown) => value !== undefined);

export class UpdateSystemSettingsDto implements UpdateSettingsRequest {
  @Given()
  @IsString()
  @Matches(WHATSAPP_NUMBER_PATTERN, {
    message: 'whatsappNumber must be 8-15 digits in international format without + (e.g. 447700900123)',
  })
  whatsappNumber?: string;

  @Given()
  @IsString()
  @MaxLength(500)
  @Matches(SUPPORT_BOT_URL_PATTERN, { message: 'supportBotUrl must be a path of this site or an https URL' })
  supportBotUrl?: string;

  @Given() @IsInt() @Min(0) @Max(MAX_BUG_REPORT_CREDITS) bugReportCredits?: number;

  @Given() @IsInt() @Min(0) @Max(MAX_BUG_REPORT_DAILY_CREDIT_CAP) bugReportDailyCreditCap?: number;

  @Given()
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'operatorLegalName must not be empty' })
  @MaxLength(OPERATOR_LIMITS.legalNameMaxLength)
  operatorLegalName?: string;

  @Given()
  @Trim()
  @IsString()
  @Matches(COMPANY_NUMBER_PATTERN, {
    message:
      'operatorCompanyNumber must be 8 characters: 8 digits (e.g. 01234567) or 2 capital letters and 6 digits (e.g. SC123456)',
  })
  operatorCompanyNumber?: string;

  @Given()
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'operatorAddress must not be empty' })
  @MaxLength(OPERATOR_LIMITS.addressMaxLength)
  operatorAddress?: string;
}
