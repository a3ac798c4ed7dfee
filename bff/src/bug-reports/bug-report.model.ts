import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import {
  BUG_REPORT_STATUSES,
  CONSOLE_LOG_TYPES,
  type BugReportBody,
  type BugReportStatus,
  type BugTechnicalInfo as BugTechnicalInfoBody,
  type ConsoleLogEntry as ConsoleLogEntryBody,
  type ConsoleLogType,
} from '@pm/contracts';
import { connectionType } from '../graphql/connection.model';
import { enumType } from '../graphql/enum-type';

export const BugReportStatusEnum = enumType(BUG_REPORT_STATUSES, 'BugReportStatus');
const ConsoleLogTypeEnum = enumType(CONSOLE_LOG_TYPES, 'ConsoleLogType');

type Size = NonNullable<BugTechnicalInfoBody['viewport']>;
type BrowserInfo = NonNullable<BugTechnicalInfoBody['browser']>;

@ObjectType()
export class ConsoleLogEntry implements ConsoleLogEntryBody {
  @Field(() => ConsoleLogTypeEnum) type!: ConsoleLogType;
  @Field(() => String) message!: string;
  @Field(() => String) timestamp!: string;
}

@ObjectType()
export class BugScreenSize implements Size {
  @Field(() => Int) width!: number;
  @Field(() => Int) height!: number;
}

@ObjectType()
export class BugBrowserInfo implements BrowserInfo {
  @Field(() => Boolean, { nullable: true }) cookieEnabled?: boolean;
  @Field(() => String, { nullable: true }) language?: string;
  @Field(() => String, { nullable: true }) platform?: string;
  @Field(() => Boolean, { nullable: true }) onLine?: boolean;
}

/** What the reporter's browser said about itself when the report was sent; any part may be missing. */
@ObjectType()
export class BugTechnicalInfo implements BugTechnicalInfoBody {
  @Field(() => String, { nullable: true }) url?: string;
  @Field(() => String, { nullable: true }) userAgent?: string;
  @Field(() => String, { nullable: true }) timestamp?: string;
  @Field(() => BugScreenSize, { nullable: true }) viewport?: BugScreenSize;
  @Field(() => BugScreenSize, { nullable: true }) screen?: BugScreenSize;
  @Field(() => BugBrowserInfo, { nullable: true }) browser?: BugBrowserInfo;
}

/** A report in the staff queue: the screenshot's storage key stays in the bff, the reporter resolves as `reporter`. */
@ObjectType()
export class BugReport implements Omit<BugReportBody, 'screenshotKey' | 'screenshotContentType'> {
  @Field(() => ID) id!: string;
  @Field(() => ID) companyId!: string;
  @Field(() => ID) userId!: string;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String) currentUrl!: string;
  @Field(() => String) userAgent!: string;
  @Field(() => [ConsoleLogEntry]) consoleLog!: ConsoleLogEntry[];
  @Field(() => BugTechnicalInfo) technicalInfo!: BugTechnicalInfo;
  /** The image is served by GET /api/admin/bug-reports/:id/screenshot. */
  @Field(() => Boolean) hasScreenshot!: boolean;
  @Field(() => Int) creditsAwarded!: number;
  @Field(() => BugReportStatusEnum) status!: BugReportStatus;
  @Field(() => String) createdAt!: string;
  @Field(() => String) updatedAt!: string;
}

export const toBugReport = ({ screenshotKey, screenshotContentType: _contentType, ...body }: BugReportBody) =>
  Object.assign(new BugReport(), body, { hasScreenshot: screenshotKey !== null });

@ObjectType()
export class BugReportConnection extends connectionType(BugReport) {}
