import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ContactNoteBody, ContactStatus, ContactSubmissionBody, ContactSubmissionDetailBody } from '@pm/contracts';
import { AppException } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { EngagementClient } from '../service-clients/engagement.client';
import { IdentityClient } from '../service-clients/identity.client';
import { ContactStatusEnum, ContactSubmission, toContactSubmission } from './contact-submission.model';
import {
  ContactSubmissionDetail,
  ContactSubmissionNote,
  toContactNote,
  toContactSubmissionDetail,
  type NameOf,
} from './admin-contact.model';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_NOTE_LENGTH = 5000;

const submissionPath = (id: string) => `/v1/contact-submissions/${encodeURIComponent(id)}`;

function assertId(id: string): string {
  if (!UUID.test(id)) throw new AppException(400, 'BAD_USER_INPUT', 'id must be a UUID');
  return id;
}

/** The support staff's contact inbox: one submission, its status and its internal notes. */
@Resolver()
@Roles('admin', 'superuser')
export class AdminContactResolver {
  constructor(
    private readonly engagement: EngagementClient,
    private readonly identity: IdentityClient,
  ) {}

  /** Full names of the given users; unknown or deleted accounts map to null. */
  private async names(caller: AuthUser, ids: (string | null)[]): Promise<NameOf> {
    const unique = [...new Set(ids.filter((id): id is string => !!id))];
    const entries = await Promise.all(
      unique.map(async (id) => {
        try {
          const user = await this.identity.getUser(caller, id);
          return [id, `${user.firstName} ${user.lastName}`.trim()] as const;
        } catch {
          return [id, null] as const;
        }
      }),
    );
    const byId = new Map<string, string | null>(entries);
    return (id) => (id ? (byId.get(id) ?? null) : null);
  }

  @Query(() => ContactSubmissionDetail, { nullable: true })
  async contactSubmission(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ContactSubmissionDetail | null> {
    if (!UUID.test(id)) return null;
    let body: ContactSubmissionDetailBody;
    try {
      body = await this.engagement.client.get<ContactSubmissionDetailBody>(submissionPath(id), { caller });
    } catch (error) {
      if (error instanceof AppException && error.statusCode === 404) return null;
      throw error;
    }
    const nameOf = await this.names(caller, [
      ...body.notes.map((n) => n.authorUserId),
      ...body.activity.map((a) => a.actorUserId),
    ]);
    return toContactSubmissionDetail(body, nameOf);
  }

  @Mutation(() => ContactSubmission)
  async updateContactSubmissionStatus(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('status', { type: () => ContactStatusEnum }) status: ContactStatus,
  ): Promise<ContactSubmission> {
    const body = await this.engagement.client.request<ContactSubmissionBody>('PATCH', submissionPath(assertId(id)), {
      caller,
      body: { status },
    });
    return toContactSubmission(body);
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
    const note = await this.engagement.client.post<ContactNoteBody>(`${submissionPath(assertId(id))}/notes`, {
      caller,
      body: { body: trimmed },
    });
    return toContactNote(note, await this.names(caller, [note.authorUserId]));
  }
}
