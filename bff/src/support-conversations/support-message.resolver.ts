import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { BATCHED_LOAD_COST } from '../graphql/complexity';
import type { GqlContext } from '../graphql/gql-context';
import { toModel } from '../graphql/model';
import { UserLoader } from '../users/user.loader';
import { User } from '../users/user.model';
import { SupportMessage } from './support-conversation.model';

@Resolver(() => SupportMessage)
export class SupportMessageResolver {
  /** The staff member who wrote a staff reply; null for the customer's messages and deleted accounts. */
  @ResolveField('author', () => User, { nullable: true, complexity: BATCHED_LOAD_COST })
  async author(@Parent() message: SupportMessage, @Context() context: GqlContext): Promise<User | null> {
    if (message.sender !== 'staff' || !message.authorUserId) return null;
    const author = await context.loaders.get(UserLoader).load(message.authorUserId);
    return author && toModel(User, author);
  }
}
