import { Injectable } from '@nestjs/common';
import type { BugReportBody, CallerContext, Page, UpdateBugReportRequest, UserBody } from '@pm/contracts';
import { AppException } from '@pm/kit';
import { EngagementClient } from '../service-clients/engagement.client';
import { displayName, IdentityClient } from '../service-clients/identity.client';
import { FileStorage, isStorageKey } from '../uploads/storage';

export interface BugReporter {
  id: string;
  name: string;
  email: string;
}

/** A report as the admin screens see it: the storage key stays server-side, the reporter is named. */
export interface AdminBugReport extends Omit<BugReportBody, 'screenshotKey' | 'screenshotContentType'> {
  hasScreenshot: boolean;
  reporter: BugReporter | null;
}

export interface BugReportScreenshot {
  bytes: Buffer;
  contentType: string;
}

const screenshotNotFound = () =>
  new AppException(404, 'BUG_REPORT_SCREENSHOT_NOT_FOUND', 'This bug report has no screenshot');

function toAdminBugReport(report: BugReportBody, reporter: BugReporter | null): AdminBugReport {
  const { screenshotKey, screenshotContentType: _contentType, ...rest } = report;
  return { ...rest, hasScreenshot: screenshotKey !== null, reporter };
}

const toReporter = (user: UserBody): BugReporter => ({ id: user.id, name: displayName(user), email: user.email });

/** The admin side of bug reports: engagement holds the reports, identity the reporters, FileStorage the screenshots. */
@Injectable()
export class AdminBugReportsService {
  constructor(
    private readonly engagement: EngagementClient,
    private readonly identity: IdentityClient,
    private readonly storage: FileStorage,
  ) {}

  async list(caller: CallerContext, query: Record<string, string | string[]>): Promise<Page<AdminBugReport>> {
    const page = await this.engagement.client.get<Page<BugReportBody>>('/v1/admin/bug-reports', { caller, query });
    const reporters = await this.reporters(
      caller,
      page.items.map((report) => report.userId),
    );
    return {
      ...page,
      items: page.items.map((report) => toAdminBugReport(report, reporters.get(report.userId) ?? null)),
    };
  }

  async get(caller: CallerContext, id: string): Promise<AdminBugReport> {
    const report = await this.fetch(caller, id);
    const reporters = await this.reporters(caller, [report.userId]);
    return toAdminBugReport(report, reporters.get(report.userId) ?? null);
  }

  async setStatus(caller: CallerContext, id: string, body: UpdateBugReportRequest): Promise<AdminBugReport> {
    const report = await this.engagement.client.request<BugReportBody>(
      'PATCH',
      `/v1/admin/bug-reports/${encodeURIComponent(id)}`,
      { caller, body },
    );
    const reporters = await this.reporters(caller, [report.userId]);
    return toAdminBugReport(report, reporters.get(report.userId) ?? null);
  }

  async screenshot(caller: CallerContext, id: string): Promise<BugReportScreenshot> {
    const report = await this.fetch(caller, id);
    const key = report.screenshotKey;
    if (!key || !report.screenshotContentType || !isStorageKey(key)) throw screenshotNotFound();
    const bytes = await this.storage.get(key);
    if (!bytes) throw screenshotNotFound();
    return { bytes, contentType: report.screenshotContentType };
  }

  private fetch(caller: CallerContext, id: string) {
    return this.engagement.client.get<BugReportBody>(`/v1/admin/bug-reports/${encodeURIComponent(id)}`, { caller });
  }

  private async reporters(caller: CallerContext, userIds: string[]): Promise<Map<string, BugReporter>> {
    const users = await this.identity.usersByIds(caller, userIds);
    return new Map([...users.values()].map((user) => [user.id, toReporter(user)]));
  }
}
