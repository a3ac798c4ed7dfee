import { useParams } from 'react-router-dom';

import { BlogPostScreen } from '@/features/blog/components/blog-post-screen';
import { MarketingPage } from '@/features/marketing/components/marketing-page';

export function BlogPostRoute() {
  const { slug = '' } = useParams();
  return (
    <MarketingPage>
      {/* Keyed by slug: moving between posts starts each one fresh. */}
      <BlogPostScreen key={slug} slug={slug} />
    </MarketingPage>
  );
}
