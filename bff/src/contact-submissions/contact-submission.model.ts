import { Field, ID, ObjectType } from '@nestjs/graphql';
import {
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  CONTACT_TRANSCRIPT_ENTRY_TYPES,
  type ContactSource,
  type ContactStatus,
  type ContactSubmissionBody,
  type ContactTranscriptEntryType,
  type ContactTranscriptEntry as ContactTranscriptEntryBody,
} from '@pm/contracts';
import { connectionType } from '../graphql/connection.model';
import { enumType } from '../graphql/enum-type';

export const ContactSourceEnum = enumType(CONTACT_SOURCES, 'ContactSource');
export const ContactStatusEnum = enumType(CONTACT_STATUSES, 'ContactStatus');
const ContactTranscriptEntryTypeEnum = enumType(CONTACT_TRANSCRIPT_ENTRY_TYPES, 'ContactTranscriptEntryType');

@ObjectType()
export class ContactTranscriptEntry implements ContactTranscriptEntryBody {
  @Field(() => ContactTranscriptEntryTypeEnum) type!: ContactTranscriptEntryType;
  @Field(() => String) content!: string;
}

@ObjectType()
export class ContactSubmission implements Omit<ContactSubmissionBody, 'companyId' | 'metadata'> {
  @Field(() => ID) id!: string;
  @Field(() => String) fullName!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) company!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String) message!: string;
  @Field(() => ContactSourceEnum) source!: ContactSource;
  @Field(() => ContactStatusEnum) status!: ContactStatus;
  /** Path of the page the form was on, when the browser sent it. */
  @Field(() => String, { nullable: true }) page!: string | null;
  /** When the browser submitted it (ISO 8601). */
  @Field(() => String) submittedAt!: string;
  @Field(() => [ContactTranscriptEntry]) transcript!: ContactTranscriptEntry[];
  @Field(() => String) createdAt!: string;
  @Field(() => String) updatedAt!: string;
}

export const toContactSubmission = ({ metadata, ...body }: ContactSubmissionBody): ContactSubmission =>
  Object.assign(new ContactSubmission(), body, {
    page: metadata.page ?? null,
    submittedAt: metadata.submittedAt,
    transcript: (metadata.transcript ?? []).map((entry) => Object.assign(new ContactTranscriptEntry(), entry)),
  });

@ObjectType()
export class ContactSubmissionConnection extends connectionType(ContactSubmission) {}
