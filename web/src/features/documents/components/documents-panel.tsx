import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import type { DocumentCategory, DocumentParentType } from '@/gql/types';

import { useDocumentsQuery } from '../api/documents.generated';
import {
  audienceOf,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_PARENT_LABELS,
} from '../lib/document-labels';
import { DocumentVersions } from './document-versions';
import { UploadDocumentForm } from './upload-document-form';

const PAGE = 25;

/**
 * DOC-01: documents newest first with filters (category, parent kind, dates, title); staff upload. With `parent`
 * (the property page) the list is that record's and the upload goes to it.
 */
export function DocumentsPanel({
  canEdit,
  parent,
}: {
  canEdit: boolean;
  parent?: { type: DocumentParentType; id: string };
}) {
  const [category, setCategory] = useState<DocumentCategory | ''>('');
  const [parentType, setParentType] = useState<DocumentParentType | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { data, loading, error, refetch, fetchMore } = useDocumentsQuery({
    variables: {
      first: PAGE,
      category: category || null,
      parentType: parent ? parent.type : parentType || null,
      parentId: parent?.id ?? null,
      from: from || null,
      to: to || null,
      q: q.trim() || null,
    },
    notifyOnNetworkStatusChange: true,
  });
  const documents = data?.documents.edges.map((edge) => edge.node) ?? [];

  return (
    <div className="space-y-4">
      {canEdit ? (
        uploading ? (
          <Card aria-labelledby="upload-document" className="space-y-3">
            <div className="flex items-center justify-between gap-2">
              <h2 id="upload-document" className="font-semibold text-slate-900">
                Upload a document
              </h2>
              <Button variant="secondary" onClick={() => setUploading(false)}>
                Close
              </Button>
            </div>
            <UploadDocumentForm
              parent={parent}
              onUploaded={() => {
                setUploading(false);
                void refetch().catch(() => undefined);
              }}
            />
          </Card>
        ) : (
          <Button onClick={() => setUploading(true)}>Upload document</Button>
        )
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" role="search" aria-label="Filter documents">
        <div className="space-y-1.5">
          <Label htmlFor="documents-q">Title</Label>
          <Input id="documents-q" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Search titles" />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="documents-category">Category</Label>
          <NativeSelect
            id="documents-category"
            value={category}
            onChange={(e) => setCategory(e.target.value as DocumentCategory | '')}
          >
            <option value="">All categories</option>
            {DOCUMENT_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {DOCUMENT_CATEGORY_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {parent ? null : (
          <div className="space-y-1.5">
            <Label htmlFor="documents-parent">About</Label>
            <NativeSelect
              id="documents-parent"
              value={parentType}
              onChange={(e) => setParentType(e.target.value as DocumentParentType | '')}
            >
              <option value="">Anything</option>
              {(Object.keys(DOCUMENT_PARENT_LABELS) as DocumentParentType[]).map((type) => (
                <option key={type} value={type}>
                  {DOCUMENT_PARENT_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <div className="space-y-1.5">
          <Label htmlFor="documents-from">From</Label>
          <Input id="documents-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="documents-to">To</Label>
          <Input id="documents-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
      </div>
      {loading && !data ? (
        <Skeleton className="h-24 w-full" />
      ) : error && !data ? (
        <ErrorState
          message="The documents could not be loaded."
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : documents.length === 0 ? (
        <EmptyState title="No documents">
          {canEdit ? 'Upload a document to keep it here.' : 'Nothing has been shared with you yet.'}
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Documents">
          {documents.map((document) => (
            <li key={document.id}>
              <Card className="space-y-2">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="break-words font-semibold text-slate-900">{document.title}</h3>
                    <p className="text-sm text-slate-600">
                      {DOCUMENT_CATEGORY_LABELS[document.category]} · {DOCUMENT_PARENT_LABELS[document.parentType]} ·{' '}
                      {new Date(document.createdAt).toLocaleDateString('en-GB')} · {audienceOf(document)} · version{' '}
                      {document.latestVersion.version}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    aria-expanded={open === document.id}
                    onClick={() => setOpen(open === document.id ? null : document.id)}
                  >
                    {open === document.id ? 'Hide versions' : 'Versions'}
                  </Button>
                </div>
                {open === document.id ? <DocumentVersions documentId={document.id} canEdit={canEdit} /> : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {data?.documents.pageInfo.hasNextPage ? (
        <Button
          variant="secondary"
          disabled={loading}
          onClick={() =>
            void fetchMore({
              variables: { after: data.documents.pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                documents: {
                  ...fetchMoreResult.documents,
                  edges: [...previous.documents.edges, ...fetchMoreResult.documents.edges],
                },
              }),
            }).catch(() => undefined)
          }
        >
          Show more
        </Button>
      ) : null}
    </div>
  );
}
