import { AppException } from '@pm/kit';

export const blogPostNotFound = () => new AppException(404, 'BLOG_POST_NOT_FOUND', 'Blog post not found');

export const slugTaken = (slug: string) =>
  new AppException(409, 'SLUG_TAKEN', `Another post already uses the slug "${slug}"`, {
    fields: { slug: ['slug is already used by another post'] },
  });

export const staleVersion = (currentVersion: number) =>
  new AppException(409, 'STALE_VERSION', 'This post was changed by someone else; reload it and try again', {
    currentVersion,
  });
