import {
  CONSOLE_LOG_TYPES,
  type BugTechnicalInfo,
  type ConsoleLogEntry,
  type ConsoleLogType,
  type CreateBugReportRequest,
} from '@pm/contracts';
import { MayBeAbsent } from '@pm/kit';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

/** What the widget keeps (web's CONSOLE_CAPTURE_LIMIT is 100); the multipart field limit bounds it anyway. */
const MAX_CONSOLE_ENTRIES = 200;

class ConsoleLogEntryInput implements ConsoleLogEntry {
  @IsIn(CONSOLE_LOG_TYPES) type!: ConsoleLogType;
  @IsString() @MaxLength(5000) message!: string;
  @IsString() @MaxLength(64) timestamp!: string;
}

class SizeInput {
  @IsInt() @Min(0) @Max(100_000) width!: number;
  @IsInt() @Min(0) @Max(100_000) height!: number;
}

class BrowserInfoInput {
  @MayBeAbsent() @IsBoolean() cookieEnabled?: boolean;
  @MayBeAbsent() @IsString() @MaxLength(64) language?: string;
  @MayBeAbsent() @IsString() @MaxLength(128) platform?: string;
  @MayBeAbsent() @IsBoolean() onLine?: boolean;
}

class TechnicalInfoInput implements BugTechnicalInfo {
  @MayBeAbsent() @IsString() @MaxLength(2000) url?: string;
  @MayBeAbsent() @IsString() @MaxLength(1000) userAgent?: string;
  @MayBeAbsent() @IsString() @MaxLength(64) timestamp?: string;
  @MayBeAbsent() @IsObject() @ValidateNested() @Type(() => SizeInput) viewport?: SizeInput;
  @MayBeAbsent() @IsObject() @ValidateNested() @Type(() => SizeInput) screen?: SizeInput;
  @MayBeAbsent() @IsObject() @ValidateNested() @Type(() => BrowserInfoInput) browser?: BrowserInfoInput;
}

/**
 * The bug report form's two JSON text fields once parsed (ENT-06): checked member by member before the
 * screenshot is stored, since the engagement service keeps them as sent.
 */
export class BugReportJsonFields implements Pick<CreateBugReportRequest, 'consoleLog' | 'technicalInfo'> {
  @MayBeAbsent()
  @IsArray()
  @ArrayMaxSize(MAX_CONSOLE_ENTRIES)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ConsoleLogEntryInput)
  consoleLog?: ConsoleLogEntryInput[];

  @MayBeAbsent() @IsObject() @ValidateNested() @Type(() => TechnicalInfoInput) technicalInfo?: TechnicalInfoInput;
}
