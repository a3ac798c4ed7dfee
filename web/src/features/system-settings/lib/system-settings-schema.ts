// identity's rules (services/identity/src/system-settings/system-settings.dto.ts), checked here so a mistake is
// shown by its field before anything is sent; the server checks them again.
import { COMPANY_NUMBER_PATTERN, OPERATOR_LIMITS } from '@pm/contracts';
import { z } from 'zod';

export const MAX_BUG_REPORT_CREDITS = 10_000;
export const MAX_BUG_REPORT_DAILY_CREDIT_CAP = 1_000_000;
const MAX_URL_LENGTH = 500;
const WHATSAPP_NUMBER = /^[1-9][0-9]{7,14}$/;
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/?=&%]*$/;
const HTTPS_URL = /^https:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[^\s]*)?$/;
const CREDITS_RANGE = `Enter a whole number from 0 to ${MAX_BUG_REPORT_CREDITS.toLocaleString('en-GB')}.`;
const DAILY_CAP_RANGE = `Enter a whole number from 0 to ${MAX_BUG_REPORT_DAILY_CREDIT_CAP.toLocaleString('en-GB')}.`;

/** A whole number typed into a text field, from 0 to `max`. */
const wholeNumber = (required: string, range: string, max: number) =>
  z.string().trim().min(1, required).regex(/^\d+$/, range).transform(Number).pipe(z.number().max(max, range));

/** Spaces, dashes and brackets people type into phone numbers, and a leading + or 00, are dropped. */
const normaliseWhatsappNumber = (value: string) =>
  value
    .trim()
    .replace(/[\s\-().]/g, '')
    .replace(/^(\+|00)/, '');

export const systemSettingsSchema = z.object({
  whatsappNumber: z
    .string()
    .transform(normaliseWhatsappNumber)
    .pipe(
      z
        .string()
        .min(1, 'Enter the WhatsApp number.')
        .regex(WHATSAPP_NUMBER, 'Enter 8 to 15 digits in international format, e.g. 447700900123 (no leading 0).'),
    ),
  supportBotUrl: z
    .string()
    .trim()
    .min(1, 'Enter the support bot address.')
    .max(MAX_URL_LENGTH, `Use at most ${MAX_URL_LENGTH} characters.`)
    .refine(
      (url) => SITE_PATH.test(url) || HTTPS_URL.test(url),
      'Enter a path on this site (e.g. /support-bot) or an https:// address.',
    ),
  bugReportCredits: wholeNumber('Enter the number of credits.', CREDITS_RANGE, MAX_BUG_REPORT_CREDITS),
  bugReportDailyCreditCap: wholeNumber(
    'Enter the daily limit of credits.',
    DAILY_CAP_RANGE,
    MAX_BUG_REPORT_DAILY_CREDIT_CAP,
  ),
  operatorLegalName: z
    .string()
    .trim()
    .min(1, 'Enter the company’s registered name.')
    .max(OPERATOR_LIMITS.legalNameMaxLength, `Use at most ${OPERATOR_LIMITS.legalNameMaxLength} characters.`),
  // Companies House shows numbers in capitals and people type them with spaces.
  operatorCompanyNumber: z
    .string()
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, 'Enter the company number.')
        .regex(
          COMPANY_NUMBER_PATTERN,
          'Enter 8 characters: 8 digits (e.g. 01234567) or 2 letters and 6 digits (e.g. SC123456).',
        ),
    ),
  operatorAddress: z
    .string()
    .trim()
    .min(1, 'Enter the registered office address.')
    .max(OPERATOR_LIMITS.addressMaxLength, `Use at most ${OPERATOR_LIMITS.addressMaxLength} characters.`),
});

export type SystemSettingsValues = z.input<typeof systemSettingsSchema>;
export type SystemSettings = z.output<typeof systemSettingsSchema>;

export const toFormValues = (settings: SystemSettings): SystemSettingsValues => ({
  whatsappNumber: settings.whatsappNumber,
  supportBotUrl: settings.supportBotUrl,
  bugReportCredits: String(settings.bugReportCredits),
  bugReportDailyCreditCap: String(settings.bugReportDailyCreditCap),
  operatorLegalName: settings.operatorLegalName,
  operatorCompanyNumber: settings.operatorCompanyNumber,
  operatorAddress: settings.operatorAddress,
});

/** Only the settings that differ from the saved ones, so a save never overwrites another's change to the rest. */
export function changedSettings(values: SystemSettings, saved: SystemSettings): Partial<SystemSettings> {
  const keys = Object.keys(systemSettingsSchema.shape) as (keyof SystemSettings)[];
  return Object.fromEntries(keys.filter((key) => values[key] !== saved[key]).map((key) => [key, values[key]]));
}
