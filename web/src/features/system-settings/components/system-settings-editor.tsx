import { LockIcon } from 'lucide-react';

import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast-context';
import { useRefreshPublicSettings } from '@/lib/public-settings';

import { SystemSettingsDocument, useUpdateSystemSettingsMutation } from '../api/system-settings.generated';
import {
  changedSettings,
  MAX_BUG_REPORT_CREDITS,
  MAX_BUG_REPORT_DAILY_CREDIT_CAP,
  systemSettingsSchema,
  toFormValues,
} from '../lib/system-settings-schema';
import type { SystemSettings } from '../lib/system-settings-schema';

export interface SystemSettingsEditorProps {
  saved: SystemSettings;
  canEdit: boolean;
}

export function SystemSettingsEditor({ saved, canEdit }: SystemSettingsEditorProps) {
  const { toast } = useToast();
  const refreshPublicSettings = useRefreshPublicSettings();
  const form = useZodForm(systemSettingsSchema, { defaultValues: toFormValues(saved) });
  const [save, { loading: saving }] = useUpdateSystemSettingsMutation({
    update(cache, { data }) {
      if (data)
        cache.writeQuery({ query: SystemSettingsDocument, data: { systemSettings: data.updateSystemSettings } });
    },
  });
  const { isDirty, isSubmitting } = form.formState;

  async function submit(values: SystemSettings) {
    if (!canEdit) return;
    const input = changedSettings(values, saved);
    if (Object.keys(input).length === 0) {
      form.reset();
      return;
    }
    await save({ variables: { input } });
    toast({
      title: 'Settings saved',
      description: 'The public pages and widgets use the new settings from now on.',
      variant: 'success',
    });
    await refreshPublicSettings();
  }

  return (
    <Card>
      <Form form={form} onSubmit={submit} aria-label="System settings" className="space-y-6">
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
        {/* Not while the form checks itself: a disabled field could not take the focus of its error. */}
        <fieldset disabled={saving} className="space-y-5">
          <legend className="sr-only">Widget and credit settings</legend>
          <TextField
            name="whatsappNumber"
            label="WhatsApp number"
            inputMode="tel"
            autoComplete="off"
            readOnly={!canEdit}
            description="International format without + or a leading 0, e.g. 447700900123. The WhatsApp button on the public pages opens a chat with this number."
          />
          <TextField
            name="supportBotUrl"
            label="Support bot URL"
            inputMode="url"
            autoComplete="off"
            readOnly={!canEdit}
            description="The page the support chat widget shows: a path on this site (/support-bot) or an https:// address of an external provider."
          />
          <TextField
            name="bugReportCredits"
            label="Credits per bug report"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_BUG_REPORT_CREDITS}
            step={1}
            readOnly={!canEdit}
            description={`Credited to a user for each bug report they send, from 0 to ${MAX_BUG_REPORT_CREDITS.toLocaleString('en-GB')}. Reports already sent keep their credits.`}
          />
          <TextField
            name="bugReportDailyCreditCap"
            label="Daily limit of bug report credits"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_BUG_REPORT_DAILY_CREDIT_CAP}
            step={1}
            readOnly={!canEdit}
            description="The most credits one user can earn by bug reports in a day (London time). Reports past it are still received but earn nothing more that day; the reporter is told so."
          />
        </fieldset>
        <fieldset disabled={saving} className="space-y-5 border-t border-slate-200 pt-5">
          <legend className="text-base font-semibold text-slate-900">Operator</legend>
          <p className="text-sm text-slate-600">
            The company that runs this platform. The footer, the terms of service and the privacy notice name it.
          </p>
          <TextField
            name="operatorLegalName"
            label="Legal name"
            autoComplete="off"
            readOnly={!canEdit}
            description="The name registered at Companies House, e.g. Example Lettings Software Ltd."
          />
          <TextField
            name="operatorCompanyNumber"
            label="Company number"
            autoComplete="off"
            readOnly={!canEdit}
            description="8 characters: 8 digits (01234567), or 2 letters and 6 digits for Scotland, Northern Ireland or an LLP (SC123456)."
          />
          <TextField
            name="operatorAddress"
            label="Registered office address"
            autoComplete="off"
            readOnly={!canEdit}
            description="As on the Companies House register, on one line."
          />
        </fieldset>
        {canEdit ? (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
              Discard changes
            </Button>
            <SubmitButton disabled={!isDirty} pendingLabel="Saving…">
              Save settings
            </SubmitButton>
          </div>
        ) : null}
      </Form>
    </Card>
  );
}
