import {
  BUG_REPORT_STATUSES,
  CONSOLE_LOG_TYPES,
  type BugReportStatus,
  type BugTechnicalInfo,
  type ConsoleLogEntry,
  type ConsoleLogType,
  type CreateBugReportRequest,
  type SetBugReportCreditsRequest,
  type UpdateBugReportRequest,
} from '@pm/contracts';
import { MayBeAbsent, PageQueryDto, Trim } from '@pm/kit';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

const MAX_CONSOLE_ENTRIES = 200;
/** The spec's default reward; the bff passes the system setting when it differs. */
export const DEFAULT_BUG_CREDITS = 50;
/** The most a report may earn (identity's bugReportCredits setting has the same bound). */
const MAX_BUG_CREDITS = 10_000;

export class ConsoleLogEntryDto implements ConsoleLogEntry {
  @IsIn(CONSOLE_LOG_TYPES) type!: ConsoleLogType;
  @IsString() @MaxLength(5000) message!: string;
  @IsString() @MaxLength(64) timestamp!: string;
}

// The JSON members are stored as sent, so each is exactly its contract type: no other member, no null.
class SizeDto {
  @IsInt() @Min(0) @Max(100_000) width!: number;
  @IsInt() @Min(0) @Max(100_000) height!: number;
}

class BrowserInfoDto {
  @MayBeAbsent() @IsBoolean() cookieEnabled?: boolean;
  @MayBeAbsent() @IsString() @MaxLength(64) language?: string;
  @MayBeAbsent() @IsString() @MaxLength(128) platform?: string;
  @MayBeAbsent() @IsBoolean() onLine?: boolean;
}

export class TechnicalInfoDto implements BugTechnicalInfo {
  @MayBeAbsent() @IsString() @MaxLength(2000) url?: string;
  @MayBeAbsent() @IsString() @MaxLength(1000) userAgent?: string;
  @MayBeAbsent() @IsString() @MaxLength(64) timestamp?: string;
  @MayBeAbsent() @IsObject() @ValidateNested() @Type(() => SizeDto) viewport?: SizeDto;
  @MayBeAbsent() @IsObject() @ValidateNested() @Type(() => SizeDto) screen?: SizeDto;
  @MayBeAbsent() @IsObject() @ValidateNested() @Type(() => BrowserInfoDto) browser?: BrowserInfoDto;
}

export class CreateBugReportDto implements CreateBugReportRequest {
  @Trim() @IsString() @Length(1, 200) title!: string;
  @Trim() @IsString() @Length(1, 5000) description!: string;
  @IsString() @MaxLength(2000) currentUrl!: string;
  @IsString() @MaxLength(1000) userAgent!: string;
  @MayBeAbsent()
  @IsArray()
  @ArrayMaxSize(MAX_CONSOLE_ENTRIES)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ConsoleLogEntryDto)
  consoleLog?: ConsoleLogEntryDto[];
  @MayBeAbsent()
  @IsObject()
  @ValidateNested()
  @Type(() => TechnicalInfoDto)
  technicalInfo?: TechnicalInfoDto;
  /** Storage key chosen by the bff: no path tricks. */
  @IsOptional() @IsString() @Matches(/^[A-Za-z0-9][A-Za-z0-9/_.-]{0,299}$/) @Matches(/^(?!.*\.\.)/) screenshotKey?:
    string | null;
  @IsOptional() @IsString() @Matches(/^image\/(png|jpeg|webp|gif)$/) screenshotContentType?: string | null;
  @IsOptional() @IsInt() @Min(0) @Max(MAX_BUG_CREDITS) creditsAwarded?: number;
}

const STATUS_MESSAGE = `status must be one of ${BUG_REPORT_STATUSES.join(', ')}`;

export class ListBugReportsQueryDto extends PageQueryDto {
  @IsOptional() @IsIn(BUG_REPORT_STATUSES, { message: STATUS_MESSAGE }) status?: BugReportStatus;
}

export class UpdateBugReportDto implements UpdateBugReportRequest {
  @IsIn(BUG_REPORT_STATUSES, { message: STATUS_MESSAGE }) status!: BugReportStatus;
}

export class SetBugReportCreditsDto implements SetBugReportCreditsRequest {
  @IsInt() @Min(0) @Max(MAX_BUG_CREDITS) creditsAwarded!: number;
}
