import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { BlogPostList } from '@/features/blog/components/blog-post-list';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { useDocumentMeta } from '@/lib/use-document-meta';

const BLOG_DESCRIPTION =
  'Practical articles for UK landlords and letting agents: safety certificates, deposits, right to rent and the rules that change how you let.';

export function BlogRoute() {
  useDocumentMeta({
    title: `Blog | ${env.appName}`,
    description: BLOG_DESCRIPTION,
    ogType: 'website',
    url: paths.blog,
  });
  return (
    <MarketingPage className="space-y-10">
      <PageIntro eyebrow="Blog" title="Letting, explained">
        <p>{BLOG_DESCRIPTION}</p>
      </PageIntro>
      <BlogPostList />
    </MarketingPage>
  );
}
