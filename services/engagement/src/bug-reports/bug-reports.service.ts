import { Injectable } from '@nestjs/common';
import { Db, requireAdmin } from '@pm/kit';
import type {
  BugReportAdminQuery,
  BugReportBody,
  BugReportStatus,
  CallerContext,
  CreateBugReportRequest,
  Page,
  PageQuery,
} from '@pm/contracts';
import { AdminRecords, inStatus, madeBy, type RecordKind } from '../common/admin-records.service';
import { BugReportEntity } from './bug-report.entity';
import { DEFAULT_BUG_CREDITS } from './bug-reports.dto';
import { bugReportNotFound, screenshotWithoutType } from './bug-reports.errors';

const BUG_REPORTS: RecordKind<BugReportEntity> = {
  entity: BugReportEntity,
  subjectType: 'bug_report',
  notFound: bugReportNotFound,
  newestBy: 'created_at',
};

function toBugReportBody(row: BugReportEntity): BugReportBody {
  return {
    id: row.id,
    companyId: row.companyId,
    userId: row.userId,
    title: row.title,
    description: row.description,
    currentUrl: row.currentUrl,
    userAgent: row.userAgent,
    consoleLog: row.consoleLog,
    technicalInfo: row.technicalInfo,
    screenshotKey: row.screenshotKey,
    screenshotContentType: row.screenshotContentType,
    creditsAwarded: row.creditsAwarded,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

@Injectable()
export class BugReportsService {
  constructor(
    private readonly db: Db,
    private readonly records: AdminRecords,
  ) {}

  private get reports() {
    return this.db.repository(BugReportEntity);
  }

  async create(caller: CallerContext, input: CreateBugReportRequest): Promise<BugReportBody> {
    if (Boolean(input.screenshotKey) !== Boolean(input.screenshotContentType)) throw screenshotWithoutType();
    const row = await this.reports.save(
      this.reports.create({
        companyId: caller.companyId,
        userId: caller.userId,
        title: input.title,
        description: input.description,
        currentUrl: input.currentUrl,
        userAgent: input.userAgent,
        consoleLog: (input.consoleLog ?? []).map(({ type, message, timestamp }) => ({ type, message, timestamp })),
        technicalInfo: input.technicalInfo ?? {},
        screenshotKey: input.screenshotKey ?? null,
        screenshotContentType: input.screenshotContentType ?? null,
        creditsAwarded: input.creditsAwarded ?? DEFAULT_BUG_CREDITS,
        status: 'new',
      }),
    );
    return toBugReportBody(row);
  }

  /** Only the reporter's own report: another's, or another company's, is "not found". */
  async setCredits(caller: CallerContext, id: string, creditsAwarded: number): Promise<BugReportBody> {
    const scope = { id, companyId: caller.companyId, userId: caller.userId };
    const { affected } = await this.reports.update(scope, { creditsAwarded });
    if (!affected) throw bugReportNotFound();
    return toBugReportBody(await this.reports.findOneByOrFail(scope));
  }

  mine(caller: CallerContext, query: PageQuery): Promise<Page<BugReportBody>> {
    return this.records.list(BUG_REPORTS, query, toBugReportBody, madeBy(caller));
  }

  adminList(caller: CallerContext, query: BugReportAdminQuery): Promise<Page<BugReportBody>> {
    requireAdmin(caller);
    return this.records.list(BUG_REPORTS, query, toBugReportBody, inStatus(query.status));
  }

  async adminGet(caller: CallerContext, id: string): Promise<BugReportBody> {
    requireAdmin(caller);
    return toBugReportBody(await this.records.find(BUG_REPORTS, id));
  }

  async setStatus(caller: CallerContext, id: string, status: BugReportStatus): Promise<BugReportBody> {
    requireAdmin(caller);
    return toBugReportBody(await this.records.setStatus(caller, BUG_REPORTS, id, status));
  }
}
