import type { ApolloCache } from '@apollo/client';
import { useState } from 'react';
import type { ReactNode } from 'react';

import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import type { ComplianceItemType } from '@/gql/types';
import { downloadDocumentVersion, uploadDocument } from '@/lib/document-files';
import { formatDate } from '@/lib/format';

import {
  PropertyComplianceDocument,
  useLazyComplianceCertificateQuery,
  useMarkComplianceExemptMutation,
  usePropertyComplianceQuery,
  useRecordComplianceItemMutation,
} from '../api/property-compliance.generated';
import type { PropertyComplianceDetailFragment } from '../api/property-compliance.generated';
import {
  certificateTitle,
  EMPTY_EXEMPT,
  EMPTY_RECORD_ITEM,
  exemptSchema,
  exemptionReasonsFor,
  recordItemSchema,
  toExemptInput,
  toRecordItemInput,
} from '../lib/compliance-forms';
import {
  complianceItemLabels,
  complianceProblemLabels,
  complianceStatusLabels,
  exemptionReasonLabels,
} from '../lib/compliance-labels';

type Item = PropertyComplianceDetailFragment['items'][number];
type Action = { kind: 'record' | 'exempt'; type: ComplianceItemType };

interface PropertyComplianceProps {
  propertyId: string;
  /** The company's landlord or manager records items and exemptions (ISO-02). */
  canEdit: boolean;
}

/** CMP-01/02: what the property needs, each item's state today, and recording certificates and exemptions. */
export function PropertyComplianceTab({ propertyId, canEdit }: PropertyComplianceProps) {
  const { data, error, loading, refetch } = usePropertyComplianceQuery({ variables: { id: propertyId } });
  const [action, setAction] = useState<Action | null>(null);
  const compliance = data?.property?.compliance;

  if (error && !compliance) {
    return (
      <ErrorState title="Could not load the compliance items" message={error.message} onRetry={() => void refetch()} />
    );
  }
  if (loading && !compliance) {
    return (
      <div aria-busy="true" aria-label="Loading compliance" className="space-y-2">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (!compliance) return null;

  const { counts } = compliance.summary;
  const needed = compliance.items.filter((item) => item.needed);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {needed.length === 0
          ? 'This property needs no certificates or checks on its current facts.'
          : `${counts.valid + counts.exempt} of ${needed.length} needed items in order` +
            (counts.expiring ? `, ${counts.expiring} expiring within 30 days` : '') +
            (counts.expired ? `, ${counts.expired} expired` : '') +
            (counts.missing ? `, ${counts.missing} missing` : '') +
            `. As of ${formatDate(compliance.asOf)}.`}
      </p>
      <ul className="space-y-3">
        {compliance.items.map((item) => (
          <li key={item.type}>
            <ComplianceItemCard item={item} canEdit={canEdit} onAction={setAction} />
          </li>
        ))}
      </ul>
      <Sheet open={action !== null} onOpenChange={(open) => (open ? undefined : setAction(null))}>
        {action ? (
          <SheetContent
            side="right"
            title={complianceItemLabels[action.type]}
            className="w-full max-w-lg overflow-y-auto p-6"
          >
            <h2 className="mb-1 text-xl font-semibold text-slate-900">{complianceItemLabels[action.type]}</h2>
            <p className="mb-4 text-sm text-slate-600">
              {action.kind === 'record' ? 'Record the certificate or check as issued.' : 'Mark it not needed.'}
            </p>
            {action.kind === 'record' ? (
              <RecordItemForm propertyId={propertyId} type={action.type} onDone={() => setAction(null)} />
            ) : (
              <ExemptForm propertyId={propertyId} type={action.type} onDone={() => setAction(null)} />
            )}
          </SheetContent>
        ) : null}
      </Sheet>
    </div>
  );
}

function ComplianceItemCard({
  item,
  canEdit,
  onAction,
}: {
  item: Item;
  canEdit: boolean;
  onAction: (action: Action) => void;
}) {
  const status = complianceStatusLabels[item.status];
  const label = complianceItemLabels[item.type];
  return (
    <Card className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{label}</h3>
        <Badge tone={item.needed ? status.tone : 'neutral'}>{item.needed ? status.label : 'Not needed'}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {item.issuedOn ? <Fact label="Issued">{formatDate(item.issuedOn)}</Fact> : null}
        {item.expiresOn ? (
          <Fact label={item.status === 'missing' ? 'Due' : 'Expires'}>{formatDate(item.expiresOn)}</Fact>
        ) : null}
        {item.reference ? <Fact label="Reference">{item.reference}</Fact> : null}
        {item.exemptReason ? (
          <Fact label="Exempt because">
            {exemptionReasonLabels[item.exemptReason]}
            {item.exemptNote ? `: ${item.exemptNote}` : ''}
          </Fact>
        ) : null}
      </dl>
      {item.problem ? (
        <p className="text-sm font-medium text-red-700">{complianceProblemLabels[item.problem]}</p>
      ) : null}
      {item.documentId ? <CertificateDownload documentId={item.documentId} label={label} /> : null}
      <p className="text-xs text-slate-500">{item.basis}</p>
      {canEdit ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            className="min-h-11"
            aria-label={`Record ${label}`}
            onClick={() => onAction({ kind: 'record', type: item.type })}
          >
            Record
          </Button>
          <Button
            variant="secondary"
            className="min-h-11"
            aria-label={`Mark ${label} exempt`}
            onClick={() => onAction({ kind: 'exempt', type: item.type })}
          >
            Mark exempt
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** The mutation answers the property's compliance; it replaces the tab's copy in the cache. */
function storeCompliance(cache: ApolloCache, propertyId: string, compliance?: PropertyComplianceDetailFragment) {
  if (!compliance) return;
  cache.writeQuery({
    query: PropertyComplianceDocument,
    variables: { id: propertyId },
    data: { property: { __typename: 'Property', id: propertyId, compliance } },
  });
}

function RecordItemForm({
  propertyId,
  type,
  onDone,
}: {
  propertyId: string;
  type: ComplianceItemType;
  onDone: () => void;
}) {
  const form = useZodForm(recordItemSchema, { defaultValues: EMPTY_RECORD_ITEM });
  const [file, setFile] = useState<File | null>(null);
  // A file uploaded for a record the service then refused is used again on the next try, not uploaded twice.
  const [uploaded, setUploaded] = useState<{ file: File; documentId: string } | null>(null);
  const [record] = useRecordComplianceItemMutation({
    update: (cache, result) => storeCompliance(cache, propertyId, result.data?.recordComplianceItem),
  });
  return (
    <Form
      form={form}
      className="space-y-4"
      onSubmit={async (values) => {
        let documentId: string | null = null;
        if (file) {
          documentId = uploaded?.file === file ? uploaded.documentId : null;
          if (!documentId) {
            ({ id: documentId } = await uploadDocument({
              parentType: 'property',
              parentId: propertyId,
              category: 'certificate',
              title: certificateTitle(complianceItemLabels[type], values),
              visibility: ['owner', 'tenant'],
              file,
            }));
            setUploaded({ file, documentId });
          }
        }
        await record({ variables: { input: toRecordItemInput(propertyId, type, values, documentId) } });
        onDone();
      }}
    >
      <TextField name="issuedOn" label="Issued on" type="date" required />
      <TextField
        name="expiresOn"
        label="Expires on"
        type="date"
        optional
        description="Left blank, it is worked out from the item's renewal period."
      />
      <TextField name="reference" label="Certificate or licence number" optional autoComplete="off" />
      <div className="space-y-1.5">
        <label htmlFor="compliance-certificate-file" className="text-sm font-medium text-slate-900">
          Certificate file <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <input
          id="compliance-certificate-file"
          type="file"
          accept=".pdf,.png,.jpg,.jpeg,.webp"
          aria-describedby="compliance-certificate-file-hint"
          className="block w-full text-sm"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p id="compliance-certificate-file-hint" className="text-sm text-slate-600">
          A PDF or photo, up to 25 MB. It is kept with the property&apos;s documents, shown to its owner and tenants.
        </p>
      </div>
      <SubmitButton pendingLabel="Saving…">Save</SubmitButton>
    </Form>
  );
}

/** CMP-01 with DOC-02: the record's certificate file through a short-lived link, for whoever may see it. */
function CertificateDownload({ documentId, label }: { documentId: string; label: string }) {
  const [load] = useLazyComplianceCertificateQuery({ fetchPolicy: 'network-only' });
  const [message, setMessage] = useState<string | null>(null);
  async function download() {
    setMessage(null);
    try {
      const { data } = await load({ variables: { id: documentId } });
      const version = data?.document?.latestVersion;
      if (!version) {
        setMessage('The certificate file is not shared with you.');
        return;
      }
      await downloadDocumentVersion(version.downloadUrl, version.fileName);
    } catch {
      setMessage('The certificate could not be downloaded. Please try again.');
    }
  }
  return (
    <div className="space-y-1">
      <Button variant="secondary" className="min-h-11" onClick={() => void download()}>
        Download certificate<span className="sr-only"> for {label}</span>
      </Button>
      {message ? (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}

function ExemptForm({
  propertyId,
  type,
  onDone,
}: {
  propertyId: string;
  type: ComplianceItemType;
  onDone: () => void;
}) {
  const form = useZodForm(exemptSchema, { defaultValues: EMPTY_EXEMPT });
  const [markExempt] = useMarkComplianceExemptMutation({
    update: (cache, result) => storeCompliance(cache, propertyId, result.data?.markComplianceExempt),
  });
  const reasons = exemptionReasonsFor(type).map((reason) => ({ value: reason, label: exemptionReasonLabels[reason] }));
  return (
    <Form
      form={form}
      className="space-y-4"
      onSubmit={async (values) => {
        await markExempt({ variables: { input: toExemptInput(propertyId, type, values) } });
        onDone();
      }}
    >
      <SelectField name="reason" label="Reason" required placeholder="Choose a reason" options={reasons} />
      <TextareaField name="note" label="Note" optional description="Needed with the reason Other." />
      <TextField name="expiresOn" label="Exempt until" type="date" optional />
      <SubmitButton pendingLabel="Saving…">Mark exempt</SubmitButton>
    </Form>
  );
}
