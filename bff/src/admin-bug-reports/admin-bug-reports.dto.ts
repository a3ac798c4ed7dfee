import type { BugReportStatus } from '@pm/contracts';
import { PageQueryDto } from '@pm/kit';
import { IsIn, IsOptional } from 'class-validator';

export const BUG_REPORT_STATUSES: readonly BugReportStatus[] = ['new', 'triaged', 'fixed', 'wont_fix'];
const STATUS_MESSAGE = `status must be one of ${BUG_REPORT_STATUSES.join(', ')}`;

export class ListAdminBugReportsQueryDto extends PageQueryDto {
  @IsOptional() @IsIn(BUG_REPORT_STATUSES, { message: STATUS_MESSAGE }) status?: BugReportStatus;
}

export class UpdateAdminBugReportDto {
  @IsIn(BUG_REPORT_STATUSES, { message: STATUS_MESSAGE }) status!: BugReportStatus;
}
