import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BugReportBody, BugReportStatus, CallerContext, CreateBugReportRequest, Page } from '@pm/contracts';
import { AppException } from '@pm/kit';
import { DataSource, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { requireAdmin } from '../common/caller';
import { newestFirstPage } from '../common/keyset';
import { BugReportEntity } from './bug-report.entity';
import { DEFAULT_BUG_CREDITS } from './bug-reports.dto';

const bugReportNotFound = () => new AppException(404, 'BUG_REPORT_NOT_FOUND', 'Bug report not found');

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
    private readonly dataSource: DataSource,
    @InjectRepository(BugReportEntity) private readonly reports: Repository<BugReportEntity>,
    private readonly audit: AuditService,
  ) {}

  async create(caller: CallerContext, input: CreateBugReportRequest): Promise<BugReportBody> {
    const hasScreenshot = Boolean(input.screenshotKey);
    if (hasScreenshot !== Boolean(input.screenshotContentType)) {
      throw new AppException(400, 'VALIDATION_FAILED', 'screenshotKey and screenshotContentType go together', {
        fields: { screenshotContentType: ['screenshotKey and screenshotContentType go together'] },
      });
    }
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

  /** The caller's own reports, within their company. */
  async mine(caller: CallerContext, query: { limit?: number; cursor?: string }): Promise<Page<BugReportBody>> {
    const filtered = () =>
      this.reports.createQueryBuilder('r').where('r.company_id = :companyId AND r.user_id = :userId', {
        companyId: caller.companyId,
        userId: caller.userId,
      });
    const total = await filtered().getCount();
    const page = await newestFirstPage(filtered(), 'created_at', query);
    return { items: page.rows.map(toBugReportBody), nextCursor: page.nextCursor, total };
  }

  async adminList(
    caller: CallerContext,
    query: { limit?: number; cursor?: string; status?: BugReportStatus },
  ): Promise<Page<BugReportBody>> {
    requireAdmin(caller);
    const filtered = () => {
      const qb = this.reports.createQueryBuilder('r');
      if (query.status) qb.where('r.status = :status', { status: query.status });
      return qb;
    };
    const total = await filtered().getCount();
    const page = await newestFirstPage(filtered(), 'created_at', query);
    return { items: page.rows.map(toBugReportBody), nextCursor: page.nextCursor, total };
  }

  async adminGet(caller: CallerContext, id: string): Promise<BugReportBody> {
    requireAdmin(caller);
    const row = await this.reports.findOneBy({ id });
    if (!row) throw bugReportNotFound();
    return toBugReportBody(row);
  }

  async setStatus(caller: CallerContext, id: string, status: BugReportStatus): Promise<BugReportBody> {
    requireAdmin(caller);
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(BugReportEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw bugReportNotFound();
      if (row.status !== status) {
        const from = row.status;
        row.status = status;
        await manager.save(row);
        await this.audit.record(manager, {
          actor: caller,
          action: 'bug_report.status_changed',
          subjectType: 'bug_report',
          subjectId: id,
          data: { from, to: status },
        });
      }
      return toBugReportBody(row);
    });
  }
}
