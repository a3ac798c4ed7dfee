import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ContactNoteBody, ContactSource, ContactStatus } from '@pm/contracts';
import { AppException, assertUuid, DEFAULT_PAGE_SIZE, isUuid } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { withActorNames } from '../common/audit-history';
import { paginate } from '../graphql/connection';
import { displayName, UsersClient } from '../users/users.client';
import { ContactSubmissionDetail, ContactSubmissionNote } from './contact-submission-detail.model';
import {
  ContactSourceEnum,
  ContactStatusEnum,
  ContactSubmission,
  ContactSubmissionConnection,
  toContactSubmission,
} from './contact-submission.model';
import { ContactSubmissionsClient } from './contact-submissions.client';

const MAX_SEARCH_LENGTH = 200;
const MAX_NOTE_LENGTH = 5000;

@Resolver()
@Roles('admin', 'superuser')
export class ContactSubmissionsResolver {
  constructor(
    private readonly submissions: ContactSubmissionsClient,
    private readonly users: UsersClient,
  ) {}

  /** Newest first; `q` searches name, e-mail, company and message. */
  @Query(() => ContactSubmissionConnection)
  contactSubmissions(
    @CurrentUser() caller: AuthUser,
    @Args('first', { type: () => Int, defaultValue: DEFAULT_PAGE_SIZE }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
    @Args('q', { type: () => String, nullable: true }) q?: string | null,
    @Args('source', { type: () => ContactSourceEnum, nullable: true }) source?: ContactSource | null,
    @Args('status', { type: () => ContactStatusEnum, nullable: true }) status?: ContactStatus | null,
  ): Promise<ContactSubmissionConnection> {
    const search = q?.trim() || undefined;
    if (search && search.length > MAX_SEARCH_LENGTH) {
      throw new AppException(400, 'BAD_USER_INPUT', `q must be at most ${MAX_SEARCH_LENGTH} characters`);
    }
    return paginate(
      (cursor, limit) =>
        this.submissions.list(caller, {
          cursor,
          limit,
          q: search,
          source: source ?? undefined,
          status: status ?? undefined,
        }),
      first,
      after,
      toContactSubmission,
    );
  }

  @Query(() => ContactSubmissionDetail, { nullable: true })
  async contactSubmission(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ContactSubmissionDetail | null> {
    const body = isUuid(id) ? await this.submissions.find(caller, id) : null;
    if (!body) return null;
    const [notes, activity] = await Promise.all([
      this.namedNotes(caller, body.notes),
      withActorNames(this.users, caller, body.activity),
    ]);
    return Object.assign(new ContactSubmissionDetail(), toContactSubmission(body), {
      submittedFrom: body.metadata.submittedFrom,
      notes,
      activity,
    });
  }

  @Mutation(() => ContactSubmission)
  async updateContactSubmissionStatus(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('status', { type: () => ContactStatusEnum }) status: ContactStatus,
  ): Promise<ContactSubmission> {
    return toContactSubmission(await this.submissions.update(caller, assertUuid(id), { status }));
  }

  @Mutation(() => ContactSubmissionNote)
  async addContactSubmissionNote(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('body', { type: () => String }) text: string,
  ): Promise<ContactSubmissionNote> {
    const trimmed = text.trim();
    if (!trimmed) throw new AppException(400, 'BAD_USER_INPUT', 'Note must not be empty');
    if (trimmed.length > MAX_NOTE_LENGTH) {
      throw new AppException(400, 'BAD_USER_INPUT', `Note must be at most ${MAX_NOTE_LENGTH} characters`);
    }
    const note = await this.submissions.addNote(caller, assertUuid(id), trimmed);
    const [named] = await this.namedNotes(caller, [note]);
    return named!;
  }

  private async namedNotes(caller: AuthUser, notes: ContactNoteBody[]): Promise<ContactSubmissionNote[]> {
    const authors = await this.users.byIds(
      caller,
      notes.map((note) => note.authorUserId),
    );
    return notes.map(({ submissionId: _submission, ...note }) => {
      const author = authors.get(note.authorUserId);
      return Object.assign(new ContactSubmissionNote(), note, { authorName: author ? displayName(author) : null });
    });
  }
}
