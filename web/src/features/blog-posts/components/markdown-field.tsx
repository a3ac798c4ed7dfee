import { Tabs } from 'radix-ui';
import { useController } from 'react-hook-form';

import { FormField } from '@/components/form/form-field';
import { Textarea } from '@/components/ui/textarea';

import { MarkdownPreview } from './markdown-preview';

export interface MarkdownFieldProps {
  name: string;
  label: string;
  required?: boolean;
}

const HINT =
  'Markdown: ## for headings, **bold**, [link text](https://…), - for lists. Scripts and unsafe HTML are removed.';

const TAB_CLASSES =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

export function MarkdownField({ name, label, required }: MarkdownFieldProps) {
  const { field } = useController<Record<string, string>>({ name });
  return (
    <FormField name={name} label={label} description={HINT} required={required}>
      {(control) => {
        // One text box, in whichever tab is open (Radix mounts only the open tab).
        const editor = (
          <Textarea
            {...control}
            name={field.name}
            ref={field.ref}
            value={field.value}
            rows={18}
            spellCheck
            className="min-h-72 font-mono leading-6"
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        );
        return (
          <Tabs.Root defaultValue="write">
            <Tabs.List aria-label={`${label} editor view`} className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
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
            <Tabs.Content value="write" className="mt-2 focus-visible:outline-none">
              {editor}
            </Tabs.Content>
            <Tabs.Content value="preview" className="mt-2 focus-visible:outline-2 focus-visible:outline-brand-600">
              <div className="min-h-72 rounded-md border border-slate-200 bg-white p-4">
                <MarkdownPreview markdown={field.value} />
              </div>
            </Tabs.Content>
            <Tabs.Content value="split" className="mt-2 grid gap-3 focus-visible:outline-none lg:grid-cols-2">
              {editor}
              <div
                aria-label="Preview"
                role="region"
                className="max-h-[36rem] min-h-72 overflow-y-auto rounded-md border border-slate-200 bg-white p-4"
              >
                <MarkdownPreview markdown={field.value} />
              </div>
            </Tabs.Content>
          </Tabs.Root>
        );
      }}
    </FormField>
  );
}
