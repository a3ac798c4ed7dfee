import type { UpdateSettingsRequest } from '@pm/contracts';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** Digits only, international format without '+' (as wa.me links take it): 8 to 15 digits, E.164's maximum. */
export const WHATSAPP_NUMBER_PATTERN = /^[1-9][0-9]{7,14}$/;
/** A path of this site ('/support-bot', never '//host') or an https URL of an external provider. */
export const SUPPORT_BOT_URL_PATTERN =
  /^(\/(?!\/)[A-Za-z0-9\-._~/?=&%]*|https:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[^\s]*)?)$/;
/** The engagement service records at most this many credits per report. */
export const MAX_BUG_REPORT_CREDITS = 10_000;

export class UpdateSettingsDto implements UpdateSettingsRequest {
  @IsOptional()
  @IsString()
  @Matches(WHATSAPP_NUMBER_PATTERN, {
    message: 'whatsappNumber must be 8-15 digits in international format without + (e.g. 447700900123)',
  })
  whatsappNumber?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  @Matches(SUPPORT_BOT_URL_PATTERN, { message: 'supportBotUrl must be a path of this site or an https URL' })
  supportBotUrl?: string;

  @IsOptional() @IsInt() @Min(0) @Max(MAX_BUG_REPORT_CREDITS) bugReportCredits?: number;
}
