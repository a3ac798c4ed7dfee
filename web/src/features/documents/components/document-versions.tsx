import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';

import { useDocumentVersionsQuery } from '../api/documents.generated';
import { downloadDocumentVersion, uploadDocumentVersion } from '@/lib/document-files';
import { fileSize } from '../lib/document-labels';

/** DOC-01/02: every version, newest first, each downloadable; staff upload a new one, the old ones stay. */
export function DocumentVersions({ documentId, canEdit }: { documentId: string; canEdit: boolean }) {
  const { data, loading, error, refetch } = useDocumentVersionsQuery({
    variables: { id: documentId },
    fetchPolicy: 'network-only',
  });
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  if (loading && !data) return <Skeleton className="h-16 w-full" />;
  if (error && !data) {
    return (
      <ErrorState message="The versions could not be loaded." onRetry={() => void refetch().catch(() => undefined)} />
    );
  }
  const versions = data?.document?.versions ?? [];

  async function upload(file: File | undefined) {
    if (!file) return;
    setMessage(null);
    try {
      await uploadDocumentVersion(documentId, file);
      await refetch();
    } catch (err) {
      setMessage(err instanceof Error ? err.message : 'The version could not be uploaded.');
    }
  }

  return (
    <div className="space-y-2">
      <ul className="divide-y divide-slate-200">
        {versions.map((version) => (
          <li key={version.version} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0 break-words">
              Version {version.version} · {version.fileName} · {fileSize(version.sizeBytes)} ·{' '}
              {new Date(version.uploadedAt).toLocaleDateString('en-GB')}
            </span>
            <Button
              variant="secondary"
              onClick={() =>
                void downloadDocumentVersion(version.downloadUrl, version.fileName).catch((err: unknown) =>
                  setMessage(err instanceof Error ? err.message : 'The download failed.'),
                )
              }
            >
              Download<span className="sr-only"> version {version.version}</span>
            </Button>
          </li>
        ))}
      </ul>
      {canEdit ? (
        <>
          <input
            ref={input}
            type="file"
            className="sr-only"
            aria-label="New version file"
            onChange={(e) => void upload(e.target.files?.[0])}
          />
          <Button variant="secondary" onClick={() => input.current?.click()}>
            Upload new version
          </Button>
        </>
      ) : null}
      {message ? (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
