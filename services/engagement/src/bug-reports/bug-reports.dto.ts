import type {
  BugReportStatus,
  BugTechnicalInfo,
  ConsoleLogEntry,
  CreateBugReportRequest,
  UpdateBugReportRequest,
} from '@pm/contracts';
import { PageQueryDto } from '@pm/kit';
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
import { Trim } from '../common/transforms';

export const BUG_REPORT_STATUSES: readonly BugReportStatus[] = ['new', 'triaged', 'fixed', 'wont_fix'];
export const MAX_CONSOLE_ENTRIES = 200;
/** The spec's default reward; the bff passes the system setting when it differs. */
export const DEFAULT_BUG_CREDITS = 50;

export class ConsoleLogEntryDto implements ConsoleLogEntry {
  @IsIn(['log', 'error', 'warn']) type!: 'log' | 'error' | 'warn';
  @IsString() @MaxLength(5000) message!: string;
  @IsString() @MaxLength(64) timestamp!: string;
}

class SizeDto {
  @IsInt() @Min(0) @Max(100_000) width!: number;
  @IsInt() @Min(0) @Max(100_000) height!: number;
}

class BrowserInfoDto {
  @IsOptional() @IsBoolean() cookieEnabled?: boolean;
  @IsOptional() @IsString() @MaxLength(64) language?: string;
  @IsOptional() @IsString() @MaxLength(128) platform?: string;
  @IsOptional() @IsBoolean() onLine?: boolean;
}

export class TechnicalInfoDto implements BugTechnicalInfo {
  @IsOptional() @IsString() @MaxLength(2000) url?: string;
  @IsOptional() @IsString() @MaxLength(1000) userAgent?: string;
  @IsOptional() @IsString() @MaxLength(64) timestamp?: string;
  @IsOptional() @ValidateNested() @Type(() => SizeDto) viewport?: SizeDto;
  @IsOptional() @ValidateNested() @Type(() => SizeDto) screen?: SizeDto;
  @IsOptional() @ValidateNested() @Type(() => BrowserInfoDto) browser?: BrowserInfoDto;
}

export class CreateBugReportDto implements CreateBugReportRequest {
  @Trim() @IsString() @Length(1, 200) title!: string;
  @Trim() @IsString() @Length(1, 5000) description!: string;
  @IsString() @MaxLength(2000) currentUrl!: string;
  @IsString() @MaxLength(1000) userAgent!: string;
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CONSOLE_ENTRIES)
  @ValidateNested({ each: true })
  @Type(() => ConsoleLogEntryDto)
  consoleLog?: ConsoleLogEntryDto[];
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => TechnicalInfoDto)
  technicalInfo?: TechnicalInfoDto;
  /** Storage key chosen by the bff: no path tricks. */
  @IsOptional() @IsString() @Matches(/^[A-Za-z0-9][A-Za-z0-9/_.-]{0,299}$/) @Matches(/^(?!.*\.\.)/) screenshotKey?:
    string | null;
  @IsOptional() @IsString() @Matches(/^image\/(png|jpeg|webp|gif)$/) screenshotContentType?: string | null;
  @IsOptional() @IsInt() @Min(0) @Max(10_000) creditsAwarded?: number;
}

const STATUS_MESSAGE = `status must be one of ${BUG_REPORT_STATUSES.join(', ')}`;

export class ListBugReportsQueryDto extends PageQueryDto {
  @IsOptional() @IsIn(BUG_REPORT_STATUSES, { message: STATUS_MESSAGE }) status?: BugReportStatus;
}

export class UpdateBugReportDto implements UpdateBugReportRequest {
  @IsIn(BUG_REPORT_STATUSES, { message: STATUS_MESSAGE }) status!: BugReportStatus;
}
