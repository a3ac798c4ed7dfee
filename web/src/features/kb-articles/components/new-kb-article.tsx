import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast-context';

import { KbArticlesDocument, useCreateKbArticleMutation } from '../api/kb-articles.generated';
import { EMPTY_KB_ARTICLE_FORM } from '../lib/kb-article-schema';
import type { KbArticleInput } from '../lib/kb-article-schema';
import type { KbArticleEditorProps } from './kb-article-editor';
import { KbArticleForm } from './kb-article-form';

/** The editor's body for a new article; once added, the editor goes on with the stored article. */
export function NewKbArticle({ onCreated, onDirtyChange, onTry, onClose }: KbArticleEditorProps) {
  const { toast } = useToast();
  const [create] = useCreateKbArticleMutation({ refetchQueries: [KbArticlesDocument] });

  async function submit(input: KbArticleInput) {
    const { data } = await create({ variables: { input } });
    if (!data) return;
    toast({ title: 'Article added', description: 'The sales bot answers from it straight away.' });
    onCreated(data.createKbArticle.id);
  }

  return (
    <div className="space-y-4">
      <h2 id="kb-editor-heading" className="pr-10 text-lg font-semibold text-slate-900">
        New article
      </h2>
      <KbArticleForm
        initial={EMPTY_KB_ARTICLE_FORM}
        submitLabel="Add article"
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
