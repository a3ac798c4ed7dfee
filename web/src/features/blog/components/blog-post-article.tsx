import { useMemo } from 'react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { PROSE_CLASSES } from '@/components/ui/prose';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { renderMarkdown } from '@/lib/markdown';
import { useDocumentMeta } from '@/lib/use-document-meta';

import type { BlogPost } from '../api/blog-posts';
import { formatPublishedDate } from '../lib/format-date';

const prose = cn(PROSE_CLASSES, 'mt-8 sm:text-lg sm:leading-8');

export function BlogPostArticle({ post }: { post: BlogPost }) {
  const navigate = useNavigate();
  const html = useMemo(() => renderMarkdown(post.bodyMarkdown ?? '', { minHeadingLevel: 2 }), [post.bodyMarkdown]);
  const date = formatPublishedDate(post.publishedAt);

  useDocumentMeta({
    title: `${post.title} | ${env.appName}`,
    ogTitle: post.title,
    description: post.description,
    ogType: 'article',
    url: paths.blogPost(post.slug),
    image: post.coverImageUrl,
  });

  // Links to the site's own pages move within the app instead of reloading it.
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    <article className="mx-auto max-w-3xl">
      <Link to={paths.blog} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        ← All posts
      </Link>
      <header className="mt-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
        {date ? (
          <p className="mt-3 text-sm text-slate-500">
            Published <time dateTime={post.publishedAt ?? undefined}>{date}</time>
          </p>
        ) : null}
        <p className="mt-4 text-lg text-slate-600">{post.description}</p>
      </header>
      {post.coverImageUrl ? (
        <img
          src={post.coverImageUrl}
          alt=""
          className="mt-8 aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover"
        />
      ) : null}
      {/* Sanitised by DOMPurify in renderMarkdown (lib/markdown.ts). */}
      <div className={prose} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
