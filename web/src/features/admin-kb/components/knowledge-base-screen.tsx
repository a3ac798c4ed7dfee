import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import type { KbArticle } from '../api/kb-articles';
import { useAskSalesBot } from '../hooks/use-kb-article-mutations';
import { KbArticleEditor, type EditorTarget } from './kb-article-editor';
import { KbArticleList } from './kb-article-list';
import { TryQuestionBox } from './try-question-box';

const targetKey = (target: EditorTarget) => (target.kind === 'new' ? 'new' : target.id);

/** The sales bot's knowledge base: the article list, the editor beside it, and a box to try the bot. */
export function KnowledgeBaseScreen() {
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const [dirty, setDirty] = useState(false);
  // Where to go once the admin agrees to drop unsaved changes (null: close the editor).
  const [pending, setPending] = useState<{ next: EditorTarget | null } | null>(null);
  const [query, setQuery] = useState('');
  const ask = useAskSalesBot();

  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  function open(next: EditorTarget | null) {
    if (next && target && targetKey(next) === targetKey(target)) return;
    if (dirty) {
      setPending({ next });
      return;
    }
    setTarget(next);
  }

  function tryQuestion(text: string) {
    setQuery(text);
    ask.mutate(text);
  }

  const selectedId = target?.kind === 'edit' ? target.id : null;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-start">
      <KbArticleList
        selectedId={selectedId}
        onSelect={(id) => open({ kind: 'edit', id })}
        onNew={() => open({ kind: 'new' })}
      />
      {/* On a phone the editor and the try box come first: the list can be long. */}
      <div className="order-first space-y-6 lg:order-none">
        {target ? (
          <KbArticleEditor
            key={targetKey(target)}
            target={target}
            onCreated={(article: KbArticle) => {
              setDirty(false);
              setTarget({ kind: 'edit', id: article.id });
            }}
            onDeleted={() => {
              setDirty(false);
              setTarget(null);
            }}
            onClose={() => open(null)}
            onDirtyChange={onDirtyChange}
            onTry={tryQuestion}
          />
        ) : null}
        <TryQuestionBox
          query={query}
          onQueryChange={setQuery}
          onAsk={(text) => ask.mutate(text)}
          asked={ask.variables ?? null}
          result={ask.data ?? null}
          pending={ask.isPending}
          failure={ask.error ? ask.error.message : null}
          onOpenSource={(id) => open({ kind: 'edit', id })}
        />
      </div>
      <ConfirmDialog
        open={pending !== null}
        title="Discard unsaved changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          const next = pending?.next ?? null;
          setPending(null);
          setDirty(false);
          setTarget(next);
        }}
        onCancel={() => setPending(null)}
      >
        <p>The article you are editing has changes that are not saved yet.</p>
      </ConfirmDialog>
    </div>
  );
}
