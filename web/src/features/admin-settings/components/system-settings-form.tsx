import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LockIcon } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast-context';
import { ApiError } from '@/lib/rest-client';

import {
  fetchSystemSettings,
  PUBLIC_SETTINGS_KEY,
  saveSystemSettings,
  SYSTEM_SETTINGS_KEY,
} from '../api/system-settings';
import type { SystemSettings } from '../api/system-settings';
import { SettingsField } from './settings-field';
import { MAX_BUG_REPORT_CREDITS, serverFieldErrors, toDraft, validateSettings } from './settings-validation';
import type { SettingsDraft, SettingsErrors } from './settings-validation';

export interface SystemSettingsFormProps {
  /** Only a superuser may change the settings; admins see them read-only. */
  canEdit: boolean;
}

export function SystemSettingsForm({ canEdit }: SystemSettingsFormProps) {
  const query = useQuery({
    queryKey: SYSTEM_SETTINGS_KEY,
    queryFn: ({ signal }) => fetchSystemSettings(signal),
    // Always the values in use when the page opens (another superuser may have saved since).
    staleTime: 0,
    refetchOnMount: true,
  });

  if (query.isPending) {
    return (
      <Card aria-busy="true" aria-label="Loading system settings" className="space-y-4">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </Card>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load the system settings"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  // Keyed by the stored values, so the draft starts again from them after a save or a reload.
  return <SettingsEditor key={JSON.stringify(query.data)} saved={query.data} canEdit={canEdit} />;
}

interface SettingsEditorProps {
  saved: SystemSettings;
  canEdit: boolean;
}

function SettingsEditor({ saved, canEdit }: SettingsEditorProps) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [draft, setDraft] = useState<SettingsDraft>(() => toDraft(saved));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(toDraft(saved));

  const save = useMutation({
    mutationFn: saveSystemSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(SYSTEM_SETTINGS_KEY, settings);
      toast({
        title: 'Settings saved',
        description: 'The widgets use the new settings from now on.',
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: PUBLIC_SETTINGS_KEY });
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiError && error.status === 400 ? serverFieldErrors(error.details) : {};
      setErrors(fieldErrors);
      setFormError(Object.keys(fieldErrors).length > 0 ? null : error.message);
    },
  });

  function change(field: keyof SettingsDraft, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canEdit || save.isPending) return;
    setFormError(null);
    const { errors: found, values } = validateSettings(draft);
    setErrors(found);
    if (!values) {
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`setting-${first}`)?.focus();
      return;
    }
    const changes: Partial<SystemSettings> = {};
    if (values.whatsappNumber !== saved.whatsappNumber) changes.whatsappNumber = values.whatsappNumber;
    if (values.supportBotUrl !== saved.supportBotUrl) changes.supportBotUrl = values.supportBotUrl;
    if (values.bugReportCredits !== saved.bugReportCredits) changes.bugReportCredits = values.bugReportCredits;
    if (Object.keys(changes).length === 0) {
      setDraft(toDraft(saved));
      return;
    }
    save.mutate(changes);
  }

  return (
    <Card>
      <form noValidate onSubmit={submit} aria-label="System settings" className="space-y-6">
        {canEdit ? null : (
          <div
            role="note"
            className="flex gap-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <LockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              Only a superuser (the platform owner) can change system settings. You can see the values in use; ask a
              superuser if one needs to change.
            </p>
          </div>
        )}
        <fieldset disabled={save.isPending} className="space-y-5">
          <legend className="sr-only">Widget settings</legend>
          <SettingsField
            id="setting-whatsappNumber"
            label="WhatsApp number"
            inputMode="tel"
            autoComplete="off"
            readOnly={!canEdit}
            value={draft.whatsappNumber}
            onChange={(event) => change('whatsappNumber', event.target.value)}
            error={errors.whatsappNumber}
            hint="International format without + or a leading 0, e.g. 447700900123. The WhatsApp button on the public pages opens a chat with this number."
          />
          <SettingsField
            id="setting-supportBotUrl"
            label="Support bot URL"
            inputMode="url"
            autoComplete="off"
            readOnly={!canEdit}
            value={draft.supportBotUrl}
            onChange={(event) => change('supportBotUrl', event.target.value)}
            error={errors.supportBotUrl}
            hint="The page the support chat widget shows: a path on this site (/support-bot) or an https:// address of an external provider."
          />
          <SettingsField
            id="setting-bugReportCredits"
            label="Credits per bug report"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_BUG_REPORT_CREDITS}
            step={1}
            readOnly={!canEdit}
            value={draft.bugReportCredits}
            onChange={(event) => change('bugReportCredits', event.target.value)}
            error={errors.bugReportCredits}
            hint={`Credited to a user for each bug report they send, from 0 to ${MAX_BUG_REPORT_CREDITS.toLocaleString('en-GB')}. Reports already sent keep their credits.`}
          />
        </fieldset>
        {formError ? (
          <p role="alert" className="text-sm text-red-700">
            {formError}
          </p>
        ) : null}
        {canEdit ? (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              disabled={!dirty || save.isPending}
              onClick={() => {
                setDraft(toDraft(saved));
                setErrors({});
                setFormError(null);
              }}
            >
              Discard changes
            </Button>
            <Button type="submit" disabled={!dirty || save.isPending} aria-busy={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save settings'}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
