import type { Type } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { BATCHED_LOAD_COST } from '../graphql/complexity';
import type { GqlContext } from '../graphql/gql-context';
import { toModel } from '../graphql/model';
import { UserLoader } from '../users/user.loader';
import { User } from '../users/user.model';
import { SupportConversation, SupportConversationDetail } from './support-conversation.model';

/**
 * `user` for the list's and the detail's conversation types alike: a field resolver is bound to one
 * type, and GraphQL's SupportConversationDetail only copies SupportConversation's fields.
 */
export function SupportConversationWriterResolver<T extends SupportConversation>(type: Type<T>) {
  @Resolver(() => type, { isAbstract: true })
  abstract class WriterResolver {
    /** The signed-in writer; null for a visitor and for an account that no longer exists. */
    @ResolveField('user', () => User, { nullable: true, complexity: BATCHED_LOAD_COST })
    async user(@Parent() conversation: T, @Context() context: GqlContext): Promise<User | null> {
      if (!conversation.userId) return null;
      const user = await context.loaders.get(UserLoader).load(conversation.userId);
      return user && toModel(User, user);
    }
  }
  return WriterResolver;
}

@Resolver(() => SupportConversationDetail)
export class SupportConversationDetailResolver extends SupportConversationWriterResolver(SupportConversationDetail) {}
