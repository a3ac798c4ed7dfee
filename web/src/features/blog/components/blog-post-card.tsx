import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import type { BlogPost } from '../api/blog-posts';
import { formatPublishedDate } from '../lib/format-date';

export function BlogPostCard({ post }: { post: BlogPost }) {
  const date = formatPublishedDate(post.publishedAt);
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition-shadow focus-within:shadow-md hover:shadow-md">
      {post.coverImageUrl ? (
        <img
          src={post.coverImageUrl}
          alt=""
          loading="lazy"
          className="aspect-[16/9] w-full bg-slate-100 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        {date ? (
          <time dateTime={post.publishedAt ?? undefined} className="text-sm text-slate-500">
            {date}
          </time>
        ) : null}
        <h2 className="mt-1 text-lg font-semibold text-slate-900">
          {/* The whole card is clickable through the link's stretched ::after. */}
          <Link
            to={paths.blogPost(post.slug)}
            className="rounded-sm after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 text-sm leading-6 text-slate-600">{post.description}</p>
      </div>
    </article>
  );
}
