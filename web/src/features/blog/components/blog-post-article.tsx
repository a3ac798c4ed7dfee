import { useMemo } from 'react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { renderMarkdown } from '@/lib/markdown';
import { useDocumentMeta } from '@/lib/use-document-meta';

import type { BlogPost } from '../api/blog-posts';
import { formatPublishedDate } from '../lib/format-date';

// No typography plugin: the rendered Markdown is styled through its container.
const prose = [
  'mt-8 space-y-4 text-base leading-7 text-slate-700 sm:text-lg sm:leading-8',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_a]:text-brand-700 [&_a]:underline [&_img]:rounded-lg',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-sm [&_th]:bg-slate-50 [&_th]:text-left',
  '[&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-slate-200 [&_th]:px-3 [&_th]:py-2',
].join(' ');

/** A published post: its own title, description and Open Graph tags, and its Markdown body, sanitised. */
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
