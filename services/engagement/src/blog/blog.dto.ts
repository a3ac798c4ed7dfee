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

export const BLOG_STATUSES: readonly BlogPostStatus[] = ['draft', 'published'];

export class CreateBlogPostDto implements CreateBlogPostRequest {
  @Trim() @IsString() @Length(1, 200) title!: string;
  @IsOptional()
  @Trim()
  @IsString()
  @Length(1, SLUG_MAX_LENGTH)
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  slug?: string;
  @Trim() @IsString() @Length(1, 300) description!: string;
  @IsString() @Length(1, 100_000) bodyMarkdown!: string;
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(2000)
  @Matches(IMAGE_URL, { message: IMAGE_URL_MESSAGE })
  coverImageUrl?: string | null;
}

export class UpdateBlogPostDto implements UpdateBlogPostRequest {
  @IsOptional() @Trim() @IsString() @Length(1, 200) title?: string;
  @IsOptional()
  @Trim()
  @IsString()
  @Length(1, SLUG_MAX_LENGTH)
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  slug?: string;
  @IsOptional() @Trim() @IsString() @Length(1, 300) description?: string;
  @IsOptional() @IsString() @Length(1, 100_000) bodyMarkdown?: string;
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @TrimToNull()
  @IsString()
  @MaxLength(2000)
  @Matches(IMAGE_URL, { message: IMAGE_URL_MESSAGE })
  coverImageUrl?: string | null;
  @IsInt() @Min(1) version!: number;
}

export class PublishBlogPostDto implements PublishBlogPostRequest {
  @IsOptional() @IsInt() @Min(1) version?: number;
}

export class ListAdminBlogPostsQueryDto extends PageQueryDto {
  @IsOptional() @IsIn(BLOG_STATUSES) status?: BlogPostStatus;
  @IsOptional() @Trim() @IsString() @MaxLength(200) q?: string;
}
