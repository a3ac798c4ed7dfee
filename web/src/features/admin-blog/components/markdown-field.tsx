import { Tabs } from 'radix-ui';

import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

import { MarkdownPreview } from './markdown-preview';
import { TEXTAREA_CLASSES } from './textarea-classes';

export interface MarkdownFieldProps {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

const TAB_CLASSES =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/** The Markdown body: write, preview, or both side by side (stacked on narrow screens). */
export function MarkdownField({ id, value, error, onChange }: MarkdownFieldProps) {
  const errorId = `${id}-error`;
  const editor = (
    <textarea
      id={id}
      value={value}
      rows={18}
      spellCheck
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : `${id}-hint`}
      className={cn(TEXTAREA_CLASSES, 'min-h-72 font-mono leading-6')}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <div className="space-y-1">
      <Tabs.Root defaultValue="write">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <Label htmlFor={id}>Body</Label>
          <Tabs.List aria-label="Body editor view" className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
            <Tabs.Trigger value="write" className={TAB_CLASSES}>
              Write
            </Tabs.Trigger>
            <Tabs.Trigger value="preview" className={TAB_CLASSES}>
              Preview
            </Tabs.Trigger>
            <Tabs.Trigger value="split" className={TAB_CLASSES}>
              Side by side
            </Tabs.Trigger>
          </Tabs.List>
        </div>
        <Tabs.Content value="write" className="mt-2 focus-visible:outline-none">
          {editor}
        </Tabs.Content>
        <Tabs.Content value="preview" className="mt-2 focus-visible:outline-2 focus-visible:outline-brand-600">
          <div className="min-h-72 rounded-md border border-slate-200 bg-white p-4">
            <MarkdownPreview markdown={value} />
          </div>
        </Tabs.Content>
        <Tabs.Content value="split" className="mt-2 grid gap-3 focus-visible:outline-none lg:grid-cols-2">
          {editor}
          <div
            aria-label="Preview"
            role="region"
            className="max-h-[36rem] min-h-72 overflow-y-auto rounded-md border border-slate-200 bg-white p-4"
          >
            <MarkdownPreview markdown={value} />
          </div>
        </Tabs.Content>
      </Tabs.Root>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          Markdown: ## for headings, **bold**, [link text](https://…), - for lists. Scripts and unsafe HTML are removed.
        </p>
      )}
    </div>
  );
}
