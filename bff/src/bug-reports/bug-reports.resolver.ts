import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { BugReportStatus } from '@pm/contracts';
import { assertUuid, DEFAULT_PAGE_SIZE, isUuid } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { BATCHED_LOAD_COST } from '../graphql/complexity';
import { paginate } from '../graphql/connection';
import type { GqlContext } from '../graphql/gql-context';
import { toModel } from '../graphql/model';
import { UserLoader } from '../users/user.loader';
import { User } from '../users/user.model';
import { BugReport, BugReportConnection, BugReportStatusEnum, toBugReport } from './bug-report.model';
import { BugReportsClient } from './bug-reports.client';

/** Newest first. */
@Resolver(() => BugReport)
@Roles('admin', 'superuser')
export class BugReportsResolver {
  constructor(private readonly reports: BugReportsClient) {}

  @Query(() => BugReportConnection)
  bugReports(
    @CurrentUser() caller: AuthUser,
    @Args('first', { type: () => Int, defaultValue: DEFAULT_PAGE_SIZE }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
    @Args('status', { type: () => BugReportStatusEnum, nullable: true }) status?: BugReportStatus | null,
  ): Promise<BugReportConnection> {
    return paginate(
      (cursor, limit) => this.reports.list(caller, { cursor, limit, status: status ?? undefined }),
      first,
      after,
      toBugReport,
    );
  }

  @Query(() => BugReport, { nullable: true })
  async bugReport(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<BugReport | null> {
    const body = isUuid(id) ? await this.reports.find(caller, id) : null;
    return body && toBugReport(body);
  }

  @Mutation(() => BugReport)
  async setBugReportStatus(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('status', { type: () => BugReportStatusEnum }) status: BugReportStatus,
  ): Promise<BugReport> {
    return toBugReport(await this.reports.setStatus(caller, assertUuid(id), { status }));
  }

  /** Null when the reporter's account no longer exists. */
  @ResolveField('reporter', () => User, { nullable: true, complexity: BATCHED_LOAD_COST })
  async reporter(@Parent() report: BugReport, @Context() context: GqlContext): Promise<User | null> {
    const user = await context.loaders.get(UserLoader).load(report.userId);
    return user && toModel(User, user);
  }
}
