import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { Skeleton } from '@/components/ui/skeleton';

import { adminBugReportKeys, fetchBugReportScreenshot } from '../api/admin-bug-reports';

/**
 * The report's screenshot, fetched with the bearer token and shown through an object URL that is
 * revoked when the image changes or the panel closes.
 */
export function BugReportScreenshot({ reportId, title }: { reportId: string; title: string }) {
  const query = useQuery({
    queryKey: [...adminBugReportKeys.detail(reportId), 'screenshot'],
    queryFn: ({ signal }) => fetchBugReportScreenshot(reportId, signal),
    // Blobs are large: keep one only while a panel shows it.
    gcTime: 0,
  });
  const [url, setUrl] = useState<string | null>(null);
  const blob = query.data;

  useEffect(() => {
    if (!blob) return undefined;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);

  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {query.error.message}
      </p>
    );
  }
  if (!url) return <Skeleton className="h-48 w-full" />;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="block">
      <img
        src={url}
        alt={`Screenshot of the bug report "${title}"`}
        className="max-h-96 w-full rounded-md border border-slate-200 bg-slate-50 object-contain"
      />
      <span className="mt-1 block text-xs text-brand-700 underline">Open full size</span>
    </a>
  );
}
