import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { DocumentCategory, DocumentParentType } from '@/gql/types';
import { refusalDetails } from '@/lib/upload-file';

import { useDocumentParentOptionsQuery } from '../api/documents.generated';
import { uploadDocument } from '@/lib/document-files';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from '../lib/document-labels';

type Audience = 'owner' | 'tenant' | 'trade';

/** DOC-01: staff upload a document; a fixed parent (the property page) hides the parent choice. */
export function UploadDocumentForm({
  parent,
  onUploaded,
}: {
  parent?: { type: DocumentParentType; id: string };
  onUploaded: () => void;
}) {
  const options = useDocumentParentOptionsQuery({ skip: Boolean(parent) });
  const [parentKey, setParentKey] = useState(parent ? `${parent.type}:${parent.id}` : '');
  const [category, setCategory] = useState<DocumentCategory>('certificate');
  const [title, setTitle] = useState('');
  const [audience, setAudience] = useState<Audience[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; fields: Record<string, string[]> } | null>(null);

  const toggle = (who: Audience) =>
    setAudience((current) => (current.includes(who) ? current.filter((w) => w !== who) : [...current, who]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const [parentType, parentId] = parentKey.split(':') as [DocumentParentType, string];
    if (!parentId || !file) {
      setRefusal({ message: 'Choose what the document is about and a file.', fields: {} });
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      await uploadDocument({ parentType, parentId, category, title, visibility: audience, file });
      setTitle('');
      setFile(null);
      onUploaded();
    } catch (error) {
      const fields = refusalDetails(error)?.fields as Record<string, string[]> | undefined;
      setRefusal({
        message: error instanceof Error ? error.message : 'The document could not be uploaded.',
        fields: fields ?? {},
      });
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (name: string) =>
    refusal?.fields[name]?.[0] ? (
      <p className="text-sm text-red-700" id={`document-${name}-error`}>
        {refusal.fields[name][0]}
      </p>
    ) : null;

  return (
    <form className="grid gap-3 sm:grid-cols-2" onSubmit={(event) => void submit(event)} aria-label="Upload a document">
      {parent ? null : (
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor="document-parent">About</Label>
          <NativeSelect id="document-parent" value={parentKey} onChange={(e) => setParentKey(e.target.value)}>
            <option value="">Choose a property, owner or tenant</option>
            <optgroup label="Properties">
              {options.data?.properties.edges.map(({ node }) => (
                <option key={node.id} value={`property:${node.id}`}>
                  {node.reference} · {node.addressLine1}, {node.city}
                </option>
              ))}
            </optgroup>
            <optgroup label="Owners">
              {options.data?.propertyOwners.edges.map(({ node }) => (
                <option key={node.id} value={`owner:${node.id}`}>
                  {node.name}
                </option>
              ))}
            </optgroup>
            <optgroup label="Tenants">
              {options.data?.tenants.edges.map(({ node }) => (
                <option key={node.id} value={`tenant:${node.id}`}>
                  {node.firstName} {node.lastName}
                </option>
              ))}
            </optgroup>
          </NativeSelect>
          {fieldError('parentId')}
        </div>
      )}
      <div className="space-y-1.5">
        <Label htmlFor="document-title">Title</Label>
        <Input id="document-title" value={title} onChange={(e) => setTitle(e.target.value)} required />
        {fieldError('title')}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="document-category">Category</Label>
        <NativeSelect
          id="document-category"
          value={category}
          onChange={(e) => setCategory(e.target.value as DocumentCategory)}
        >
          {DOCUMENT_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {DOCUMENT_CATEGORY_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
        {fieldError('category')}
      </div>
      <fieldset className="space-y-1.5 sm:col-span-2">
        <legend className="text-sm font-medium text-slate-900">Who may see it besides the agency</legend>
        <div className="flex flex-wrap gap-4">
          {(['owner', 'tenant', 'trade'] as const).map((who) => (
            <label key={who} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" checked={audience.includes(who)} onChange={() => toggle(who)} />
              {who === 'owner' ? 'Owner' : who === 'tenant' ? 'Tenant' : 'Trade'}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor="document-file">File (PDF, image or Office document, up to 25 MB)</Label>
        <Input
          id="document-file"
          type="file"
          accept=".pdf,.png,.jpg,.jpeg,.webp,.doc,.docx,.xls,.xlsx,.pptx"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        {fieldError('file')}
      </div>
      {refusal ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {refusal.message}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Uploading…' : 'Upload document'}
        </Button>
      </div>
    </form>
  );
}
