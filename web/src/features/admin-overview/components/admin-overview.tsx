import { Link } from 'react-router-dom';

import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

import { useAdminOverviewQuery } from '../api/admin-overview.generated';
import type { AdminOverviewQuery } from '../api/admin-overview.generated';

type Counts = AdminOverviewQuery['adminOverview'];

/** Queues change while staff work, so the counts are refreshed each minute while the page is open. */
const OVERVIEW_REFRESH_MS = 60_000;

interface Area {
  title: string;
  href: string;
  description: string;
  /** The count line, e.g. "3 new"; null for areas without a queue. */
  count: ((counts: Counts) => string) | null;
  waiting?: (counts: Counts) => boolean;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const AREAS: readonly Area[] = [
  {
    title: 'Contact submissions',
    href: paths.adminContactSubmissions,
    description: 'Requests from the sales bot and the contact, request-access and demo pages.',
    count: (c) => `${c.newContactSubmissions} new`,
    waiting: (c) => c.newContactSubmissions > 0,
  },
  {
    title: 'Support conversations',
    href: paths.adminSupport,
    description: 'Messages sent through the support chat, waiting for an answer from the team.',
    count: (c) => `${c.openSupportConversations} open`,
    waiting: (c) => c.openSupportConversations > 0,
  },
  {
    title: 'Bug reports',
    href: paths.adminBugReports,
    description: 'Problems users reported from the app, with their screenshots and console logs.',
    count: (c) => `${c.newBugReports} new`,
    waiting: (c) => c.newBugReports > 0,
  },
  {
    title: 'Blogs',
    href: paths.adminBlog,
    description: 'Write, preview, publish and retire the articles of the public blog.',
    count: (c) => `${plural(c.draftBlogPosts, 'draft')} · ${c.publishedBlogPosts} published`,
  },
  {
    title: 'Sales-bot knowledge base',
    href: paths.adminKnowledgeBase,
    description: 'The product facts the sales chat answers visitors from.',
    count: (c) => plural(c.knowledgeBaseArticles, 'article'),
  },
  {
    title: 'User Management',
    href: paths.adminUsers,
    description: 'Every account on the platform, across companies.',
    count: (c) => plural(c.users, 'user'),
  },
  {
    title: 'Mail outbox',
    href: paths.adminOutbox,
    description: 'Every e-mail the platform sent; in development, the messages themselves (reset links).',
    count: null,
  },
  {
    title: 'System Settings',
    href: paths.adminSystem,
    description: 'WhatsApp number, support-chat address and the credits a bug report earns.',
    count: null,
  },
];

export function AdminOverview() {
  const { data, error, loading, refetch } = useAdminOverviewQuery({
    fetchPolicy: 'cache-and-network',
    pollInterval: OVERVIEW_REFRESH_MS,
  });
  if (error && !data) {
    return (
      <ErrorState
        title="Could not load the admin overview"
        message={error.message}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  const counts = data?.adminOverview;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={loading && !counts}>
      {AREAS.map((area) => {
        const waiting = counts && area.waiting ? area.waiting(counts) : false;
        return (
          <li key={area.href}>
            <Link
              to={area.href}
              className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-blue-300 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            >
              <span className="font-semibold text-slate-900">{area.title}</span>
              <span className="mt-1 flex-1 text-sm text-slate-600">{area.description}</span>
              {area.count ? (
                counts ? (
                  <span
                    className={cn(
                      'mt-3 self-start rounded-full px-2.5 py-0.5 text-sm font-medium',
                      waiting ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700',
                    )}
                  >
                    {area.count(counts)}
                  </span>
                ) : (
                  <Skeleton className="mt-3 h-6 w-24" />
                )
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
