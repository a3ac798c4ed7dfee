import { Skeleton } from '@/components/ui/skeleton';

import { blogGrid } from './blog-grid';

export function BlogListSkeleton() {
  return (
    <div role="status" aria-live="polite" className={blogGrid}>
      <span className="sr-only">Loading posts...</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="space-y-3 rounded-xl border border-slate-200 p-5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}
