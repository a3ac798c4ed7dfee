import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { ContactNoteBody, ContactSubmissionDetailBody, EngagementAuditEntryBody } from '@pm/contracts';
import { ContactSourceEnum, ContactSubmission, toContactSubmission } from './contact-submission.model';
import type { ContactSource } from '@pm/contracts';

/** An internal note on a contact submission (support staff only). */
@ObjectType()
export class ContactSubmissionNote {
  @Field(() => ID) id!: string;
  @Field(() => String) body!: string;
  @Field(() => ID) authorUserId!: string;
  /** The author's full name, or null when the account no longer exists. */
  @Field(() => String, { nullable: true }) authorName!: string | null;
  @Field(() => String) createdAt!: string;
}

/** One audit entry: a status change or a note. */
@ObjectType()
export class ContactSubmissionActivity {
  @Field(() => ID) id!: string;
  @Field(() => String) action!: string;
  @Field(() => ID, { nullable: true }) actorUserId!: string | null;
  @Field(() => String, { nullable: true }) actorName!: string | null;
  /** The entry's data as a JSON object text. */
  @Field(() => String) data!: string;
  @Field(() => String) at!: string;
}

/** A contact submission with its notes and activity, for the inbox's detail panel. */
@ObjectType()
export class ContactSubmissionDetail extends ContactSubmission {
  /** Where the visitor sent it from (sales bot, contact page, ...). */
  @Field(() => ContactSourceEnum) submittedFrom!: ContactSource;
  @Field(() => [ContactSubmissionNote]) notes!: ContactSubmissionNote[];
  @Field(() => [ContactSubmissionActivity]) activity!: ContactSubmissionActivity[];
}

export type NameOf = (userId: string | null) => string | null;

export const toContactNote = (note: ContactNoteBody, nameOf: NameOf): ContactSubmissionNote =>
  Object.assign(new ContactSubmissionNote(), {
    id: note.id,
    body: note.body,
    authorUserId: note.authorUserId,
    authorName: nameOf(note.authorUserId),
    createdAt: note.createdAt,
  });

const toActivity = (entry: EngagementAuditEntryBody, nameOf: NameOf): ContactSubmissionActivity =>
  Object.assign(new ContactSubmissionActivity(), {
    id: entry.id,
    action: entry.action,
    actorUserId: entry.actorUserId,
    actorName: nameOf(entry.actorUserId),
    data: JSON.stringify(entry.data ?? {}),
    at: entry.at,
  });

export const toContactSubmissionDetail = (body: ContactSubmissionDetailBody, nameOf: NameOf): ContactSubmissionDetail =>
  Object.assign(new ContactSubmissionDetail(), toContactSubmission(body), {
    submittedFrom: body.metadata.submittedFrom,
    notes: body.notes.map((note) => toContactNote(note, nameOf)),
    activity: body.activity.map((entry) => toActivity(entry, nameOf)),
  });
