import {
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  CONTACT_TRANSCRIPT_ENTRY_TYPES,
  type ContactSource,
  type ContactStatus,
  type ContactSubmissionMetadata,
  type ContactTranscriptEntry,
  type ContactTranscriptEntryType,
  type CreateContactNoteRequest,
  type CreateContactSubmissionRequest,
  type UpdateContactSubmissionRequest,
} from '@pm/contracts';
import { MayBeAbsent, NormalizeEmail, PageQueryDto, Trim, TrimToNull } from '@pm/kit';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsISO8601,
  IsObject,
  IsOptional,
  IsString,
  Length,
  MaxLength,
  Validate,
  ValidateNested,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';

/** UK-friendly: digits, spaces, +, brackets and dashes, 7-20 characters, at least 7 of them digits. */
@ValidatorConstraint({ name: 'isPhone' })
class IsPhoneConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && /^[0-9+() -]{7,20}$/.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= 7;
  }
  defaultMessage(): string {
    return 'phone must be 7-20 characters of digits, spaces, +, ( ) and -';
  }
}

// metadata is stored as sent, so it is exactly its contract type: no other member, no null.
export class TranscriptEntryDto implements ContactTranscriptEntry {
  @IsIn(CONTACT_TRANSCRIPT_ENTRY_TYPES) type!: ContactTranscriptEntryType;
  @IsString() @Length(1, 5000) content!: string;
}

export class ContactMetadataDto implements ContactSubmissionMetadata {
  @IsIn(CONTACT_SOURCES) submittedFrom!: ContactSource;
  @IsISO8601({ strict: true }) submittedAt!: string;
  @MayBeAbsent()
  @IsArray()
  @ArrayMaxSize(200)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => TranscriptEntryDto)
  transcript?: TranscriptEntryDto[];
  @MayBeAbsent() @IsString() @MaxLength(500) page?: string;
}

export class CreateContactSubmissionDto implements CreateContactSubmissionRequest {
  @Trim() @IsString() @Length(1, 200) fullName!: string;
  @NormalizeEmail() @IsString() @MaxLength(254) @IsEmail() email!: string;
  @IsOptional() @TrimToNull() @IsString() @MaxLength(200) company?: string | null;
  @IsOptional() @TrimToNull() @IsString() @Validate(IsPhoneConstraint) phone?: string | null;
  @Trim() @IsString() @Length(1, 5000) message!: string;
  @IsObject() @ValidateNested() @Type(() => ContactMetadataDto) metadata!: ContactMetadataDto;
}

export class ListContactSubmissionsQueryDto extends PageQueryDto {
  @IsOptional() @Trim() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsIn(CONTACT_SOURCES) source?: ContactSource;
  @IsOptional() @IsIn(CONTACT_STATUSES) status?: ContactStatus;
}

export class ExportContactSubmissionsQueryDto {
  @IsOptional() @Trim() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsIn(CONTACT_SOURCES) source?: ContactSource;
  @IsOptional() @IsIn(CONTACT_STATUSES) status?: ContactStatus;
}

export class UpdateContactSubmissionDto implements UpdateContactSubmissionRequest {
  @IsOptional() @IsIn(CONTACT_STATUSES) status?: ContactStatus;
}

export class CreateContactNoteDto implements CreateContactNoteRequest {
  @Trim() @IsString() @Length(1, 5000) body!: string;
}
