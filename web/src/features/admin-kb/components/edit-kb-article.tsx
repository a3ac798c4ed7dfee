import { useMemo, useState } from 'react';

import { AuditHistory } from '@/components/audit-history';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast-context';
import { formatDateTime } from '@/lib/format';
import { ApiError } from '@/lib/rest-client';

import { useKbArticle, useKbArticleHistory } from '../hooks/use-kb-articles';
import { useKbArticleMutations } from '../hooks/use-kb-article-mutations';
import { changesOf, fieldErrorsOf, formValuesOf, type ArticleFormValues } from '../lib/article-form';
import { describeKbHistoryEntry } from '../lib/describe-history';
import type { KbArticleEditorProps } from './kb-article-editor';
import { KbArticleForm } from './kb-article-form';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The editor's body for a stored article: read afresh, saved field by field, deleted after a confirmation. */
export function EditKbArticle({ id, onDeleted, onDirtyChange, onTry, onClose }: KbArticleEditorProps & { id: string }) {
  const { toast } = useToast();
  const { data: article, error, refetch } = useKbArticle(id);
  const { update, remove } = useKbArticleMutations();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const serverErrors = useMemo(() => fieldErrorsOf(update.error), [update.error]);
  const failure = update.error && Object.keys(serverErrors).length === 0 ? update.error.message : null;

  if (!article) {
    if (error) {
      return isNotFound(error) ? (
        <div className="space-y-3 pr-10">
          <h2 id="kb-editor-heading" className="text-lg font-semibold text-slate-900">
            Article not found
          </h2>
          <p className="text-sm text-slate-600">It may have been deleted by someone else.</p>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      ) : (
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

  function submit(values: ArticleFormValues) {
    if (!article) return;
    const changes = changesOf(article, values);
    if (Object.keys(changes).length === 0) {
      toast({ title: 'Nothing to save', description: 'The article already reads like this.' });
      return;
    }
    update.mutate({ id, changes }, { onSuccess: () => toast({ title: 'Article saved' }) });
  }

  function confirmDelete() {
    remove.mutate(id, {
      onSuccess: () => {
        setConfirmingDelete(false);
        toast({ title: 'Article deleted', description: 'The sales bot no longer answers from it.' });
        onDeleted();
      },
      onError: (failure) => {
        setConfirmingDelete(false);
        toast({ title: 'Could not delete the article', description: failure.message, variant: 'destructive' });
      },
    });
  }

  return (
    <div className="space-y-4">
      <div className="pr-10">
        <h2 id="kb-editor-heading" className="text-lg font-semibold text-slate-900">
          Edit article
        </h2>
        <p className="text-xs text-slate-500">
          Last changed <time dateTime={article.updatedAt}>{formatDateTime(article.updatedAt)}</time>
          {article.updatedByName ? ` by ${article.updatedByName}` : ''}
        </p>
      </div>
      <KbArticleForm
        // A saved (or newly loaded) version starts the form afresh.
        key={article.updatedAt}
        initial={formValuesOf(article)}
        submitLabel="Save changes"
        requireChange
        busy={update.isPending}
        serverErrors={serverErrors}
        failure={failure}
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
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>
          “{article.question}” will be removed from the knowledge base and the sales bot will stop answering from it.
          This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}

function KbArticleHistory({ articleId }: { articleId: string }) {
  return (
    <AuditHistory subjectId={articleId} query={useKbArticleHistory(articleId)} describe={describeKbHistoryEntry} />
  );
}
