import { Skeleton } from '@/components/ui/skeleton';
import { useDownloadUrl } from '@/lib/use-download-url';

export function BugReportScreenshot({ reportId, title }: { reportId: string; title: string }) {
  const { url, error } = useDownloadUrl(`/admin/bug-reports/${encodeURIComponent(reportId)}/screenshot`);

  if (error) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {error.status === 404
          ? 'The screenshot is no longer stored'
          : `Could not load the screenshot: ${error.message}`}
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
