import { useMemo } from 'react';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast-context';

import { useKbArticleMutations } from '../hooks/use-kb-article-mutations';
import { EMPTY_FORM, fieldErrorsOf, inputOf, type ArticleFormValues } from '../lib/article-form';
import type { KbArticleEditorProps } from './kb-article-editor';
import { KbArticleForm } from './kb-article-form';

/** The editor's body for a new article; once added, the editor goes on with the stored article. */
export function NewKbArticle({ onCreated, onDirtyChange, onTry, onClose }: KbArticleEditorProps) {
  const { toast } = useToast();
  const { create } = useKbArticleMutations();
  const serverErrors = useMemo(() => fieldErrorsOf(create.error), [create.error]);
  const failure = create.error && Object.keys(serverErrors).length === 0 ? create.error.message : null;

  function submit(values: ArticleFormValues) {
    create.mutate(inputOf(values), {
      onSuccess: (article) => {
        toast({ title: 'Article added', description: 'The sales bot answers from it straight away.' });
        onCreated(article);
      },
    });
  }

  return (
    <div className="space-y-4">
      <h2 id="kb-editor-heading" className="pr-10 text-lg font-semibold text-slate-900">
        New article
      </h2>
      <KbArticleForm
        initial={EMPTY_FORM}
        submitLabel="Add article"
        busy={create.isPending}
        serverErrors={serverErrors}
        failure={failure}
        onSubmit={submit}
        onDirtyChange={onDirtyChange}
        onTry={onTry}
        actions={
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        }
      />
    </div>
  );
}
