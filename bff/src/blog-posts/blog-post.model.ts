import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { BLOG_POST_STATUSES, type BlogPostBody, type BlogPostStatus } from '@pm/contracts';
import { connectionType } from '../graphql/connection.model';
import { enumType } from '../graphql/enum-type';

export const BlogPostStatusEnum = enumType(BLOG_POST_STATUSES, 'BlogPostStatus');

/** `history` is resolved by the resolver. */
@ObjectType()
export class BlogPost implements BlogPostBody {
  @Field(() => ID) id!: string;
  @Field(() => String) slug!: string;
  @Field(() => String) title!: string;
  /** For the meta description and Open Graph tags. */
  @Field(() => String) description!: string;
  @Field(() => String) bodyMarkdown!: string;
  @Field(() => String, { nullable: true }) coverImageUrl!: string | null;
  @Field(() => BlogPostStatusEnum) status!: BlogPostStatus;
  @Field(() => String, { nullable: true }) publishedAt!: string | null;
  /** Null for posts written by the platform team (the seeded articles). */
  @Field(() => ID, { nullable: true }) authorUserId!: string | null;
  @Field(() => String) createdAt!: string;
  @Field(() => String) updatedAt!: string;
  /** What an edit, publish or unpublish sends back; an older one is refused as STALE_VERSION. */
  @Field(() => Int) version!: number;
}

@ObjectType()
export class BlogPostConnection extends connectionType(BlogPost) {}
