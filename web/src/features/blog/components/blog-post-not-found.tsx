import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** An unknown or unpublished slug. */
export function BlogPostNotFound() {
  return (
    <section aria-labelledby="post-not-found-heading" className="mx-auto max-w-2xl py-8 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404</p>
      <h1 id="post-not-found-heading" className="mt-1 text-3xl font-bold text-slate-900">
        Post not found
      </h1>
      <p className="mt-3 text-slate-600">
        This article does not exist or is no longer published. It may have moved or been taken down.
      </p>
      <Link to={paths.blog} className={buttonClasses('primary', 'mt-6')}>
        Back to the blog
      </Link>
    </section>
  );
}
