import { Field, Int, ObjectType } from '@nestjs/graphql';
import type { AdminOverviewBody } from '@pm/contracts';

@ObjectType()
export class AdminOverview implements AdminOverviewBody {
  @Field(() => Int) newContactSubmissions!: number;
  @Field(() => Int) openSupportConversations!: number;
  @Field(() => Int) newBugReports!: number;
  @Field(() => Int) draftBlogPosts!: number;
  @Field(() => Int) publishedBlogPosts!: number;
  @Field(() => Int) knowledgeBaseArticles!: number;
  @Field(() => Int) users!: number;
}
