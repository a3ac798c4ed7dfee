import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { ContactSource, ContactStatus, ContactSubmissionBody } from '@pm/contracts';
import { PageInfo } from '../graphql/page-info.model';

const values = <T extends string>(...names: T[]) => Object.fromEntries(names.map((n) => [n, n])) as { [K in T]: K };

export const ContactSourceEnum = values<ContactSource>(
  'sales_bot',
  'contact_page',
  'request_access',
  'setup_demo',
  'support',
);
export const ContactStatusEnum = values<ContactStatus>('new', 'in_progress', 'closed');
registerEnumType(ContactSourceEnum, { name: 'ContactSource' });
registerEnumType(ContactStatusEnum, { name: 'ContactStatus' });

@ObjectType()
export class ContactTranscriptEntry {
  /** 'bot' or 'user'. */
  @Field(() => String) type!: string;
  @Field(() => String) content!: string;
}

/** A contact request in the support staff's inbox. */
@ObjectType()
export class ContactSubmission {
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

export const toContactSubmission = (body: ContactSubmissionBody): ContactSubmission =>
  Object.assign(new ContactSubmission(), {
    id: body.id,
    fullName: body.fullName,
    email: body.email,
    company: body.company,
    phone: body.phone,
    message: body.message,
    source: body.source,
    status: body.status,
    page: body.metadata.page ?? null,
    submittedAt: body.metadata.submittedAt,
    transcript: (body.metadata.transcript ?? []).map((entry) => Object.assign(new ContactTranscriptEntry(), entry)),
    createdAt: body.createdAt,
    updatedAt: body.updatedAt,
  });

@ObjectType()
export class ContactSubmissionEdge {
  @Field(() => String) cursor!: string;
  @Field(() => ContactSubmission) node!: ContactSubmission;
}

@ObjectType()
export class ContactSubmissionConnection {
  @Field(() => [ContactSubmissionEdge]) edges!: ContactSubmissionEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
  @Field(() => Int) totalCount!: number;
}
