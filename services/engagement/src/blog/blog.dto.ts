import type {
  BlogPostStatus,
  CreateBlogPostRequest,
  PublishBlogPostRequest,
  UpdateBlogPostRequest,
} from '@pm/contracts';
import { PageQueryDto } from '@pm/kit';
import { IsIn, IsInt, IsOptional, IsString, Length, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { Trim, TrimToNull } from '../common/transforms';
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

export const BLOG_STATUSES: readonly BlogPostStatus[] = ['draft', 'published'];

export class CreateBlogPostDto implements CreateBlogPostRequest {
  @Trim() @IsString({ message: TITLE_MESSAGE }) @Length(1, 200, { message: TITLE_MESSAGE }) title!: string;
  @IsOptional()
  @Trim()
  @IsString()
  @Length(1, SLUG_MAX_LENGTH, { message: SLUG_LENGTH_MESSAGE })
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  slug?: string;
  @Trim()
  @IsString({ message: DESCRIPTION_MESSAGE })
  @Length(1, 300, { message: DESCRIPTION_MESSAGE })
  description!: string;
  @IsString({ message: BODY_MESSAGE }) @Length(1, 100_000, { message: BODY_MESSAGE }) bodyMarkdown!: string;
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(2000, { message: COVER_LENGTH_MESSAGE })
  @Matches(IMAGE_URL, { message: IMAGE_URL_MESSAGE })
  coverImageUrl?: string | null;
}

export class UpdateBlogPostDto implements UpdateBlogPostRequest {
  @IsOptional()
  @Trim()
  @IsString({ message: TITLE_MESSAGE })
  @Length(1, 200, { message: TITLE_MESSAGE })
  title?: string;
  @IsOptional()
  @Trim()
  @IsString()
  @Length(1, SLUG_MAX_LENGTH, { message: SLUG_LENGTH_MESSAGE })
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  slug?: string;
  @IsOptional()
  @Trim()
  @IsString({ message: DESCRIPTION_MESSAGE })
  @Length(1, 300, { message: DESCRIPTION_MESSAGE })
  description?: string;
  @IsOptional()
  @IsString({ message: BODY_MESSAGE })
  @Length(1, 100_000, { message: BODY_MESSAGE })
  bodyMarkdown?: string;
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @TrimToNull()
  @IsString()
  @MaxLength(2000, { message: COVER_LENGTH_MESSAGE })
  @Matches(IMAGE_URL, { message: IMAGE_URL_MESSAGE })
  coverImageUrl?: string | null;
  @IsInt({ message: 'version must be the version of the post you loaded' }) @Min(1) version!: number;
}

export class PublishBlogPostDto implements PublishBlogPostRequest {
  @IsOptional() @IsInt() @Min(1) version?: number;
}

export class ListAdminBlogPostsQueryDto extends PageQueryDto {
  @IsOptional() @IsIn(BLOG_STATUSES, { message: 'status must be draft or published' }) status?: BlogPostStatus;
  @IsOptional() @Trim() @IsString() @MaxLength(200) q?: string;
}
