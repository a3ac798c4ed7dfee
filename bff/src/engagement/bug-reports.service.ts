import { Injectable } from '@nestjs/common';
import type { BugTechnicalInfo, CallerContext, ConsoleLogEntry } from '@pm/contracts';
import { AppException } from '@pm/kit';
import { CreditsClient } from '../credits/credits.client';
import { EngagementClient } from '../service-clients/engagement.client';
import { SettingsClient } from '../settings/settings.client';
import type { MultipartForm } from '../uploads/multipart';
import { reencodeImage } from '../uploads/reencode';
import { FileStorage, newStorageKey } from '../uploads/storage';

export const BUG_REPORT_TEXT_FIELDS = [
  'title',
  'description',
  'currentUrl',
  'userAgent',
  'consoleLog',
  'technicalInfo',
] as const;
export const MISSING_REQUIRED_FIELDS = 'Missing required fields';
export const NOT_AN_IMAGE = 'Screenshot must be an image (PNG, JPEG, WebP or GIF)';
/** Screenshots keep up to 4K on their longest side: enough to read any screen. */
export const SCREENSHOT_MAX_DIMENSION = 3840;

export interface SubmittedBugReport {
  id: string;
  creditsAwarded: number;
}

const invalid = (field: string, message: string) =>
  new AppException(400, 'VALIDATION_FAILED', `Invalid input: ${message}`, { fields: { [field]: [message] } });

/** A JSON text field of the form: absent or blank is `fallback`, anything unparseable is a 400. */
function jsonField<T>(form: MultipartForm, field: string, fallback: T, check: (value: unknown) => boolean): T {
  const text = form.fields[field]?.trim();
  if (!text) return fallback;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid(field, `${field} must be valid JSON`);
  }
  if (!check(value)) throw invalid(field, `${field} has the wrong shape`);
  return value as T;
}

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

@Injectable()
export class BugReportsService {
  constructor(
    private readonly engagement: EngagementClient,
    private readonly credits: CreditsClient,
    private readonly settings: SettingsClient,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Checks the form, stores the screenshot (decoded and re-encoded, so only its pixels are kept), records the report with the credits of the system
   * setting, then credits the reporter's ledger once per report (the report id is the reference,
   * so a retried credit never pays twice). The engagement service checks the console log and
   * technical info entry by entry; a refused report leaves no stored file behind.
   */
  async submit(caller: CallerContext, form: MultipartForm, userAgentHeader?: string): Promise<SubmittedBugReport> {
    const title = form.fields.title?.trim() ?? '';
    const description = form.fields.description?.trim() ?? '';
    const missing: Record<string, string[]> = {};
    if (title.length < 1 || title.length > 200) missing.title = ['title is required, at most 200 characters'];
    if (description.length < 1 || description.length > 5000) {
      missing.description = ['description is required, at most 5000 characters'];
    }
    if (Object.keys(missing).length > 0) {
      throw new AppException(400, 'MISSING_REQUIRED_FIELDS', MISSING_REQUIRED_FIELDS, { fields: missing });
    }
    const consoleLog = jsonField<ConsoleLogEntry[]>(form, 'consoleLog', [], Array.isArray);
    const technicalInfo = jsonField<BugTechnicalInfo>(form, 'technicalInfo', {}, isPlainObject);

    let screenshot: { key: string; contentType: string } | null = null;
    if (form.file) {
      const image = await reencodeImage(form.file.bytes, { maxDimension: SCREENSHOT_MAX_DIMENSION });
      if (!image) {
        throw new AppException(400, 'INVALID_SCREENSHOT', NOT_AN_IMAGE, { fields: { screenshot: [NOT_AN_IMAGE] } });
      }
      screenshot = { key: newStorageKey('bug-reports', image.type.extension), contentType: image.type.mime };
      await this.storage.put(screenshot.key, image.bytes, image.type.mime);
    }

    let report;
    try {
      const { bugReportCredits } = await this.settings.publicSettings();
      report = await this.engagement.createBugReport(caller, {
        title,
        description,
        currentUrl: (form.fields.currentUrl ?? technicalInfo.url ?? '').slice(0, 2000),
        userAgent: (form.fields.userAgent || userAgentHeader || '').slice(0, 1000),
        consoleLog,
        technicalInfo,
        screenshotKey: screenshot?.key ?? null,
        screenshotContentType: screenshot?.contentType ?? null,
        creditsAwarded: bugReportCredits,
      });
    } catch (error) {
      // The report was not recorded, so nothing will ever point at the file.
      if (screenshot) await this.storage.remove(screenshot.key);
      throw error;
    }
    if (report.creditsAwarded > 0) {
      await this.credits.record(caller, {
        userId: caller.userId,
        amount: report.creditsAwarded,
        reason: 'bug_report',
        referenceId: report.id,
      });
    }
    return { id: report.id, creditsAwarded: report.creditsAwarded };
  }
}
