import type {
  BlogAdminQuery,
  BlogPostStatus,
  CreateBlogPostRequest,
  PublishBlogPostRequest,
  UpdateBlogPostRequest,
} from '@pm/contracts';
import { PageQueryDto } from '@pm/kit';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Matches, MaxLength, Min, ValidateIf } from 'class-validator';

// The same rules as the engagement service's DTOs, checked here too so a bad edit never leaves the bff.
const SLUG_MAX_LENGTH = 80;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MESSAGE = 'slug must be lower-case letters and digits separated by single dashes';
/** An absolute http(s) URL or a path on this site (uploaded covers are served by the bff); never another scheme. */
const IMAGE_URL = /^(?:https?:\/\/[^\s<>"']+|\/(?!\/)[^\s<>"']*)$/;
const IMAGE_URL_MESSAGE = 'coverImageUrl must be an http(s) URL or a path starting with /';

export const BLOG_STATUSES: readonly BlogPostStatus[] = ['draft', 'published'];

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimToNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

export class ListAdminBlogPostsQueryDto extends PageQueryDto implements BlogAdminQuery {
  @IsOptional() @IsIn(BLOG_STATUSES, { message: 'status must be draft or published' }) status?: BlogPostStatus;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(200) q?: string;
}

export class CreateBlogPostDto implements CreateBlogPostRequest {
  @Transform(trim) @IsString() @Length(1, 200, { message: 'title is required, at most 200 characters' }) title!: string;
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(1, SLUG_MAX_LENGTH, { message: `slug must be at most ${SLUG_MAX_LENGTH} characters` })
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  slug?: string;
  @Transform(trim)
  @IsString()
  @Length(1, 300, { message: 'description is required, at most 300 characters' })
  description!: string;
  @IsString()
  @Length(1, 100_000, { message: 'bodyMarkdown is required, at most 100000 characters' })
  bodyMarkdown!: string;
  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(2000)
  @Matches(IMAGE_URL, { message: IMAGE_URL_MESSAGE })
  coverImageUrl?: string | null;
}

export class UpdateBlogPostDto implements UpdateBlogPostRequest {
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(1, 200, { message: 'title is required, at most 200 characters' })
  title?: string;
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(1, SLUG_MAX_LENGTH, { message: `slug must be at most ${SLUG_MAX_LENGTH} characters` })
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  slug?: string;
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(1, 300, { message: 'description is required, at most 300 characters' })
  description?: string;
  @IsOptional()
  @IsString()
  @Length(1, 100_000, { message: 'bodyMarkdown is required, at most 100000 characters' })
  bodyMarkdown?: string;
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @Transform(trimToNull)
  @IsString()
  @MaxLength(2000)
  @Matches(IMAGE_URL, { message: IMAGE_URL_MESSAGE })
  coverImageUrl?: string | null;
  @IsInt({ message: 'version must be the version of the post you loaded' }) @Min(1) version!: number;
}

export class PublishBlogPostDto implements PublishBlogPostRequest {
  @IsOptional() @IsInt() @Min(1) version?: number;
}
