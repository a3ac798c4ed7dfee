import { XIcon } from 'lucide-react';

import { EditKbArticle } from './edit-kb-article';
import { NewKbArticle } from './new-kb-article';

export type EditorTarget = { kind: 'new' } | { kind: 'edit'; id: string };

export interface KbArticleEditorProps {
  target: EditorTarget;
  onCreated: (id: string) => void;
  onDeleted: () => void;
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
  onTry: (question: string) => void;
}

export function KbArticleEditor(props: KbArticleEditorProps) {
  const { target } = props;
  return (
    <aside
      aria-labelledby="kb-editor-heading"
      className="relative rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <button
        type="button"
        onClick={props.onClose}
        aria-label="Close editor"
        className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <XIcon className="size-4" aria-hidden="true" />
      </button>
      {target.kind === 'new' ? <NewKbArticle {...props} /> : <EditKbArticle {...props} id={target.id} />}
    </aside>
  );
}
