import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SessionRevocations } from '../auth/session-revocations';
import type { GqlContext } from '../graphql/gql-context';
import { toModel } from '../graphql/model';
import { ChangePasswordInput, ChangePasswordPayload } from './change-password.input';
import { PasswordsClient } from './passwords.client';

@Resolver()
export class PasswordsResolver {
  constructor(
    private readonly passwords: PasswordsClient,
    private readonly revocations: SessionRevocations,
  ) {}

  /** Any signed-in user, for their own account (ACC-01): every other session ends, this one is kept. */
  @Mutation(() => ChangePasswordPayload)
  async changePassword(
    @CurrentUser() caller: AuthUser,
    @Args('input', { type: () => ChangePasswordInput }) input: ChangePasswordInput,
    @Context() context: GqlContext,
  ): Promise<ChangePasswordPayload> {
    const result = await this.passwords.change(caller, {
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      sessionId: context.req.sessionId,
    });
    // The other sessions' access tokens stop here at once; other replicas refuse them within one read interval.
    await this.revocations.refreshNow().catch(() => undefined);
    return toModel(ChangePasswordPayload, result);
  }
}
