import { Injectable } from '@nestjs/common';
import type { BugTechnicalInfo, CallerContext, ConsoleLogEntry, CreditAllowanceBody } from '@pm/contracts';
import { AppException, findInputFault, inputFaultException, validationException } from '@pm/kit';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CreditsClient } from '../credits/credits.client';
import { SystemSettingsClient } from '../system-settings/system-settings.client';
import type { MultipartForm } from '../uploads/multipart';
import { reencodeImage } from '../uploads/reencode';
import { FileStorage, isStorageKey, newStorageKey } from '../uploads/storage';
import { BugReportJsonFields } from './bug-report-form.dto';
import { BugReportsClient } from './bug-reports.client';

export const BUG_REPORT_TEXT_FIELDS = [
  'title',
  'description',
  'currentUrl',
  'userAgent',
  'consoleLog',
  'technicalInfo',
] as const;
const MISSING_REQUIRED_FIELDS = 'Missing required fields';
const NOT_AN_IMAGE = 'Screenshot must be an image (PNG, JPEG, WebP or GIF)';
/** Screenshots keep up to 4K on their longest side: enough to read any screen. */
const SCREENSHOT_MAX_DIMENSION = 3840;

export interface SubmittedBugReport {
  id: string;
  creditsAwarded: number;
  /** The reporter's allowance of bug report credits for today, after this report. */
  allowance: CreditAllowanceBody;
}

const credits = (n: number) => `${n.toLocaleString('en-GB')} credit${n === 1 ? '' : 's'}`;

/** What the reporter is told: what the report earned, and when today's cap of credits stopped it earning more. */
export function submittedMessage({ creditsAwarded, allowance }: SubmittedBugReport): string {
  const limit = `today's limit of ${credits(allowance.dailyCap)} for bug reports`;
  if (allowance.remainingToday > 0 || allowance.dailyCap === 0) {
    return creditsAwarded > 0 ? `Bug report submitted. It earned ${credits(creditsAwarded)}.` : 'Bug report submitted.';
  }
  if (creditsAwarded > 0) {
    return `Bug report submitted. It earned ${credits(creditsAwarded)}, which reaches ${limit}.`;
  }
  return `Bug report submitted, thank you. You have reached ${limit}, so it earned no credits; reports earn credits again tomorrow.`;
}

export interface BugReportScreenshot {
  bytes: Buffer;
  contentType: string;
}

const screenshotNotFound = () =>
  new AppException(404, 'BUG_REPORT_SCREENSHOT_NOT_FOUND', 'This bug report has no screenshot');

const invalid = (field: string, message: string) =>
  new AppException(400, 'VALIDATION_FAILED', `Invalid input: ${message}`, { fields: { [field]: [message] } });

/** A JSON text field of the form: absent or blank is undefined, unreadable JSON or a bad string is a 400. */
function jsonField(form: MultipartForm, field: string): unknown {
  const text = form.fields[field]?.trim();
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid(field, `${field} must be valid JSON`);
  }
  const fault = findInputFault(value, { path: field, root: field });
  if (fault) throw inputFaultException(fault);
  return value;
}

/** consoleLog and technicalInfo member by member, as the ValidationPipe checks a JSON body. */
function jsonFields(form: MultipartForm): { consoleLog: ConsoleLogEntry[]; technicalInfo: BugTechnicalInfo } {
  const consoleLog = jsonField(form, 'consoleLog');
  const technicalInfo = jsonField(form, 'technicalInfo');
  const errors = validateSync(plainToInstance(BugReportJsonFields, { consoleLog, technicalInfo }), {
    whitelist: true,
    forbidNonWhitelisted: true,
  });
  if (errors.length > 0) throw validationException(errors);
  return {
    consoleLog: (consoleLog as ConsoleLogEntry[] | undefined) ?? [],
    technicalInfo: (technicalInfo as BugTechnicalInfo | undefined) ?? {},
  };
}

@Injectable()
export class BugReportsService {
  constructor(
    private readonly reports: BugReportsClient,
    private readonly credits: CreditsClient,
    private readonly settings: SystemSettingsClient,
    private readonly storage: FileStorage,
  ) {}

  /**
   * The screenshot is re-encoded so only its pixels are kept; the report id is the credit's reference, so
   * a retried credit never pays twice; a refused report leaves no stored file behind. The report is stored
   * with no credits, then given what identity's ledger awarded: the bugReportCredits setting, or less once the
   * reporter reaches today's cap (bugReportDailyCreditCap).
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
    const { consoleLog, technicalInfo } = jsonFields(form);

    let screenshot: { key: string; contentType: string } | null = null;
    if (form.file) {
      const image = await reencodeImage(form.file.bytes, {
        maxDimension: SCREENSHOT_MAX_DIMENSION,
        field: 'screenshot',
        label: 'Screenshot',
      });
      if (!image) {
        throw new AppException(400, 'INVALID_SCREENSHOT', NOT_AN_IMAGE, { fields: { screenshot: [NOT_AN_IMAGE] } });
      }
      screenshot = { key: newStorageKey('bug-reports', image.type.extension), contentType: image.type.mime };
      await this.storage.put(screenshot.key, image.bytes, image.type.mime);
    }

    const { bugReportCredits } = await this.settings.publicSettings();
    let report;
    try {
      report = await this.reports.create(caller, {
        title,
        description,
        currentUrl: (form.fields.currentUrl ?? technicalInfo.url ?? '').slice(0, 2000),
        userAgent: (form.fields.userAgent || userAgentHeader || '').slice(0, 1000),
        consoleLog,
        technicalInfo,
        screenshotKey: screenshot?.key ?? null,
        screenshotContentType: screenshot?.contentType ?? null,
        creditsAwarded: 0,
      });
    } catch (error) {
      // The report was not recorded, so nothing will ever point at the file.
      if (screenshot) await this.storage.remove(screenshot.key);
      throw error;
    }
    if (bugReportCredits === 0) {
      return { id: report.id, creditsAwarded: 0, allowance: await this.credits.allowance(caller, 'bug_report') };
    }
    const award = await this.credits.record(caller, {
      userId: caller.userId,
      amount: bugReportCredits,
      reason: 'bug_report',
      referenceId: report.id,
    });
    if (award.awarded > 0) await this.reports.setCredits(caller, report.id, { creditsAwarded: award.awarded });
    return {
      id: report.id,
      creditsAwarded: award.awarded,
      allowance: award.allowance ?? (await this.credits.allowance(caller, 'bug_report')),
    };
  }

  /** A report's stored screenshot; 404 when it has none or its file is gone, as for an unknown report. */
  async screenshot(caller: CallerContext, id: string): Promise<BugReportScreenshot> {
    const report = await this.reports.get(caller, id);
    const key = report.screenshotKey;
    if (!key || !report.screenshotContentType || !isStorageKey(key)) throw screenshotNotFound();
    const bytes = await this.storage.get(key);
    if (!bytes) throw screenshotNotFound();
    return { bytes, contentType: report.screenshotContentType };
  }
}
