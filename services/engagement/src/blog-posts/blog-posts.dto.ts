import {
  BLOG_POST_STATUSES,
  type BlogPostStatus,
  type CreateBlogPostRequest,
  type PublishBlogPostRequest,
  type UpdateBlogPostRequest,
} from '@pm/contracts';
import { applyDecorators } from '@nestjs/common';
import { PageQueryDto, Trim, TrimToNull } from '@pm/kit';
import { IsIn, IsInt, IsOptional, IsString, Length, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug';

/** An absolute http(s) URL or a path on this site (uploads are served by the bff); never another scheme. */
const IMAGE_URL = /^(?:https?:\/\/[^\s<>"']+|\/(?!\/)[^\s<>"']*)$/;
const IMAGE_URL_MESSAGE = 'coverImageUrl must be an http(s) URL or a path starting with /';
const SLUG_MESSAGE = 'slug must be lower-case letters and digits separated by single dashes';
const SLUG_LENGTH_MESSAGE = `slug must be at most ${SLUG_MAX_LENGTH} characters`;
const TITLE_MESSAGE = 'title is required, at most 200 characters';
const DESCRIPTION_MESSAGE = 'description is required, at most 300 characters';
const BODY_MESSAGE = 'bodyMarkdown is required, at most 100000 characters';
const COVER_LENGTH_MESSAGE = 'coverImageUrl must be at most 2000 characters';
const STATUS_MESSAGE = `status must be ${BLOG_POST_STATUSES.join(' or ')}`;

// Each field's rules, applied in the order the stacked decorators were, so its messages keep their order.
const Title = () =>
  applyDecorators(Length(1, 200, { message: TITLE_MESSAGE }), IsString({ message: TITLE_MESSAGE }), Trim());
const Slug = () =>
  applyDecorators(
    Matches(SLUG_PATTERN, { message: SLUG_MESSAGE }),
    Length(1, SLUG_MAX_LENGTH, { message: SLUG_LENGTH_MESSAGE }),
    IsString(),
    Trim(),
    IsOptional(),
  );
const Description = () =>
  applyDecorators(Length(1, 300, { message: DESCRIPTION_MESSAGE }), IsString({ message: DESCRIPTION_MESSAGE }), Trim());
const BodyMarkdown = () =>
  applyDecorators(Length(1, 100_000, { message: BODY_MESSAGE }), IsString({ message: BODY_MESSAGE }));
const CoverImageUrl = () =>
  applyDecorators(
    Matches(IMAGE_URL, { message: IMAGE_URL_MESSAGE }),
    MaxLength(2000, { message: COVER_LENGTH_MESSAGE }),
    IsString(),
    TrimToNull(),
  );

export class CreateBlogPostDto implements CreateBlogPostRequest {
  @Title() title!: string;
  @Slug() slug?: string;
  @Description() description!: string;
  @BodyMarkdown() bodyMarkdown!: string;
  @IsOptional() @CoverImageUrl() coverImageUrl?: string | null;
}

export class UpdateBlogPostDto implements UpdateBlogPostRequest {
  @IsOptional() @Title() title?: string;
  @Slug() slug?: string;
  @IsOptional() @Description() description?: string;
  @IsOptional() @BodyMarkdown() bodyMarkdown?: string;
  @ValidateIf((_, value) => value !== undefined && value !== null) @CoverImageUrl() coverImageUrl?: string | null;
  @IsInt({ message: 'version must be the version of the post you loaded' }) @Min(1) version!: number;
}

export class PublishBlogPostDto implements PublishBlogPostRequest {
  @IsOptional() @IsInt() @Min(1) version?: number;
}

export class ListAdminBlogPostsQueryDto extends PageQueryDto {
  @IsOptional() @IsIn(BLOG_POST_STATUSES, { message: STATUS_MESSAGE }) status?: BlogPostStatus;
  @IsOptional() @Trim() @IsString() @MaxLength(200) q?: string;
}
