import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { ContactNoteBody, ContactSource } from '@pm/contracts';
import { AuditEntry } from '../common/audit-history';
import { ContactSourceEnum, ContactSubmission } from './contact-submission.model';

/** An internal note on a contact submission (support staff only). */
@ObjectType()
export class ContactSubmissionNote implements Omit<ContactNoteBody, 'submissionId'> {
  @Field(() => ID) id!: string;
  @Field(() => String) body!: string;
  @Field(() => ID) authorUserId!: string;
  /** The author's name, or null when the account no longer exists. */
  @Field(() => String, { nullable: true }) authorName!: string | null;
  @Field(() => String) createdAt!: string;
}

@ObjectType()
export class ContactSubmissionDetail extends ContactSubmission {
  @Field(() => ContactSourceEnum) submittedFrom!: ContactSource;
  @Field(() => [ContactSubmissionNote]) notes!: ContactSubmissionNote[];
  @Field(() => [AuditEntry]) activity!: AuditEntry[];
}
