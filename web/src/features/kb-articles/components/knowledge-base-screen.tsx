import { PlusIcon } from 'lucide-react';
import { useCallback, useState } from 'react';

import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useListParams } from '@/components/data-table/use-list-params';
import { useSelectedRow } from '@/components/data-table/use-selected-row';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import { useDiscardGuard } from '../hooks/use-discard-guard';
import { useTryQuestion } from '../hooks/use-try-question';
import { KbArticleEditor } from './kb-article-editor';
import type { EditorTarget } from './kb-article-editor';
import { KbArticleList } from './kb-article-list';
import { TryQuestionBox } from './try-question-box';

const KB_LIST = { pageSize: 20, search: true } as const;
/** The article open in the editor, in the URL (`?article=<id>`, or `new`), so a link can point at it. */
const ARTICLE_PARAM = 'article';
const NEW_ARTICLE = 'new';

export function KnowledgeBaseScreen() {
  const list = useListParams(KB_LIST);
  const selected = useSelectedRow(ARTICLE_PARAM);
  const { selectedId, select } = selected;
  const target: EditorTarget | null =
    selectedId === null ? null : selectedId === NEW_ARTICLE ? { kind: 'new' } : { kind: 'edit', id: selectedId };
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard(dirty, ARTICLE_PARAM);
  const [question, setQuestion] = useState('');
  const tryQuestion = useTryQuestion();

  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  /** The editor's own moves (to the article just added, or away from one just deleted) drop nothing. */
  function openClean(article: string | null) {
    guard.markClean();
    setDirty(false);
    select(article, { replace: true });
  }

  function ask(text: string) {
    setQuestion(text);
    tryQuestion.ask(text);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-start">
      <section aria-label="Articles" className="space-y-4">
        <DataTableToolbar list={list} search={{ placeholder: 'Question or answer' }}>
          <Button className="min-h-11" onClick={() => select(NEW_ARTICLE)}>
            <PlusIcon aria-hidden="true" className="size-4" />
            New article
          </Button>
        </DataTableToolbar>
        <KbArticleList
          list={list}
          variables={list.variables}
          selectedId={target?.kind === 'edit' ? target.id : null}
          articleHref={selected.href}
        />
      </section>
      {/* On a phone the editor and the try box come first: the list can be long. */}
      <div className="order-first space-y-6 lg:order-none">
        {target ? (
          <KbArticleEditor
            key={target.kind === 'new' ? NEW_ARTICLE : target.id}
            target={target}
            onCreated={openClean}
            onDeleted={() => openClean(null)}
            onClose={selected.close}
            onDirtyChange={onDirtyChange}
            onTry={ask}
          />
        ) : null}
        <TryQuestionBox
          query={question}
          onQueryChange={setQuestion}
          onAsk={tryQuestion.ask}
          asked={tryQuestion.asked}
          result={tryQuestion.result}
          pending={tryQuestion.pending}
          failure={tryQuestion.failure}
          onOpenSource={select}
        />
      </div>
      <ConfirmDialog
        open={guard.blocker.state === 'blocked'}
        title="Discard unsaved changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => guard.blocker.proceed?.()}
        onCancel={() => guard.blocker.reset?.()}
      >
        <p>The article you are editing has changes that are not saved yet.</p>
      </ConfirmDialog>
    </div>
  );
}
