import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast-context';
import { formErrorMessage } from '@/lib/field-errors';
import { formatDateTime } from '@/lib/format';
import { personName } from '@/lib/person-name';

import {
  KbArticleHistoryDocument,
  KbArticlesDocument,
  useDeleteKbArticleMutation,
  useKbArticleQuery,
  useUpdateKbArticleMutation,
} from '../api/kb-articles.generated';
import { changesOf, formValuesOf } from '../lib/kb-article-schema';
import type { KbArticleInput } from '../lib/kb-article-schema';
import type { KbArticleEditorProps } from './kb-article-editor';
import { KbArticleForm } from './kb-article-form';
import { KbArticleHistory } from './kb-article-history';

export function EditKbArticle({ id, onDeleted, onDirtyChange, onTry, onClose }: KbArticleEditorProps & { id: string }) {
  const { toast } = useToast();
  // Other staff edit the knowledge base too: an edit starts from the latest text.
  const { data, error, refetch } = useKbArticleQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const [update] = useUpdateKbArticleMutation({ refetchQueries: [KbArticlesDocument, KbArticleHistoryDocument] });
  const [remove, { loading: deleting }] = useDeleteKbArticleMutation({ refetchQueries: [KbArticlesDocument] });
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const article = data?.kbArticle;

  if (!article) {
    if (data) {
      return (
        <div className="space-y-3 pr-10">
          <h2 id="kb-editor-heading" className="text-lg font-semibold text-slate-900">
            Article not found
          </h2>
          <p className="text-sm text-slate-600">It may have been deleted by someone else.</p>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      );
    }
    if (error) {
      return (
        <div className="pr-10">
          <h2 id="kb-editor-heading" className="sr-only">
            Edit article
          </h2>
          <ErrorState
            title="Could not load the article"
            message={error.message}
            onRetry={() => void refetch().catch(() => undefined)}
          />
        </div>
      );
    }
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Loading article">
        <h2 id="kb-editor-heading" className="sr-only">
          Edit article
        </h2>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }

  const saved = article;
  const editor = saved.updatedBy ? personName(saved.updatedBy) : null;

  async function submit(input: KbArticleInput) {
    const changes = changesOf(saved, input);
    if (Object.keys(changes).length === 0) {
      toast({ title: 'Nothing to save', description: 'The article already reads like this.' });
      return;
    }
    await update({ variables: { id, input: changes } });
    toast({ title: 'Article saved' });
  }

  async function confirmDelete() {
    try {
      await remove({ variables: { id } });
      setConfirmingDelete(false);
      toast({ title: 'Article deleted', description: 'The sales bot no longer answers from it.' });
      onDeleted();
    } catch (failure) {
      setConfirmingDelete(false);
      toast({ title: 'Could not delete the article', description: formErrorMessage(failure), variant: 'destructive' });
    }
  }

  return (
    <div className="space-y-4">
      <div className="pr-10">
        <h2 id="kb-editor-heading" className="text-lg font-semibold text-slate-900">
          Edit article
        </h2>
        <p className="text-xs text-slate-500">
          Last changed <time dateTime={saved.updatedAt}>{formatDateTime(saved.updatedAt)}</time>
          {editor ? ` by ${editor}` : ''}
        </p>
      </div>
      <KbArticleForm
        // A saved (or newly loaded) version starts the form afresh.
        key={saved.updatedAt}
        initial={formValuesOf(saved)}
        submitLabel="Save changes"
        requireChange
        onSubmit={submit}
        onDirtyChange={onDirtyChange}
        onTry={onTry}
        actions={
          <Button variant="destructive" className="sm:ml-auto" onClick={() => setConfirmingDelete(true)}>
            Delete
          </Button>
        }
      />
      <KbArticleHistory articleId={id} />
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete this article?"
        confirmLabel="Delete article"
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>
          “{saved.question}” will be removed from the knowledge base and the sales bot will stop answering from it. This
          cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
