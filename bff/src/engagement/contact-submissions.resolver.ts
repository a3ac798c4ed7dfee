import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import type { ContactSource, ContactStatus } from '@pm/contracts';
import { AppException, DEFAULT_PAGE_SIZE } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { paginate } from '../graphql/connection';
import { EngagementClient } from '../service-clients/engagement.client';
import {
  ContactSourceEnum,
  ContactStatusEnum,
  ContactSubmissionConnection,
  toContactSubmission,
} from './contact-submission.model';

const MAX_SEARCH_LENGTH = 200;

@Resolver()
export class ContactSubmissionsResolver {
  constructor(private readonly engagement: EngagementClient) {}

  /** The admin inbox, newest first; `q` searches name, e-mail, company and message. */
  @Query(() => ContactSubmissionConnection)
  @Roles('admin', 'superuser')
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
        this.engagement.listContactSubmissions(caller, {
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
}
