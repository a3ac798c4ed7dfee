// The same rules as identity's (services/identity/src/settings/settings.dto.ts), checked here so a
// mistake is shown by its field before anything is sent; the server checks them again.
import type { SystemSettings } from '../api/system-settings';

export type SettingsField = keyof SystemSettings;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export interface SettingsDraft {
  whatsappNumber: string;
  supportBotUrl: string;
  bugReportCredits: string;
}

const WHATSAPP_NUMBER = /^[1-9][0-9]{7,14}$/;
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/?=&%]*$/;
const HTTPS_URL = /^https:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[^\s]*)?$/;
export const MAX_BUG_REPORT_CREDITS = 10_000;
const MAX_URL_LENGTH = 500;

export const toDraft = (settings: SystemSettings): SettingsDraft => ({
  whatsappNumber: settings.whatsappNumber,
  supportBotUrl: settings.supportBotUrl,
  bugReportCredits: String(settings.bugReportCredits),
});

/** Spaces, dashes and brackets people type into phone numbers, and a leading + or 00, are dropped. */
export function normaliseWhatsappNumber(value: string): string {
  return value
    .trim()
    .replace(/[\s\-().]/g, '')
    .replace(/^(\+|00)/, '');
}

export function validateSettings(draft: SettingsDraft): { errors: SettingsErrors; values: SystemSettings | null } {
  const errors: SettingsErrors = {};
  const whatsappNumber = normaliseWhatsappNumber(draft.whatsappNumber);
  if (!whatsappNumber) errors.whatsappNumber = 'Enter the WhatsApp number.';
  else if (!WHATSAPP_NUMBER.test(whatsappNumber)) {
    errors.whatsappNumber = 'Enter 8 to 15 digits in international format, e.g. 447700900123 (no leading 0).';
  }
  const supportBotUrl = draft.supportBotUrl.trim();
  if (!supportBotUrl) errors.supportBotUrl = 'Enter the support bot address.';
  else if (supportBotUrl.length > MAX_URL_LENGTH) errors.supportBotUrl = 'Use at most 500 characters.';
  else if (!SITE_PATH.test(supportBotUrl) && !HTTPS_URL.test(supportBotUrl)) {
    errors.supportBotUrl = 'Enter a path on this site (e.g. /support-bot) or an https:// address.';
  }
  const creditsText = draft.bugReportCredits.trim();
  const credits = Number(creditsText);
  if (!creditsText) errors.bugReportCredits = 'Enter the number of credits.';
  else if (!/^\d+$/.test(creditsText) || credits > MAX_BUG_REPORT_CREDITS) {
    errors.bugReportCredits = `Enter a whole number from 0 to ${MAX_BUG_REPORT_CREDITS.toLocaleString('en-GB')}.`;
  }
  if (Object.keys(errors).length > 0) return { errors, values: null };
  return { errors, values: { whatsappNumber, supportBotUrl, bugReportCredits: credits } };
}

/** The server's 400 `details.fields` ({field: [messages]}) as one message per known field. */
export function serverFieldErrors(details: Record<string, unknown> | undefined): SettingsErrors {
  const fields = details?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const errors: SettingsErrors = {};
  for (const key of ['whatsappNumber', 'supportBotUrl', 'bugReportCredits'] as const) {
    const messages = (fields as Record<string, unknown>)[key];
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[key] = messages[0];
  }
  return errors;
}
