import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';

import { useGiveNoticeMutation } from '../api/tenancies.generated';
import { giveNoticeSchema } from '../lib/tenancy-forms';

/** LEASE-03: active → ending, with the day notice was given and the tenancy's last day. */
export function GiveNoticeForm({ id, today, onDone }: { id: string; today: string; onDone: () => void }) {
  const form = useZodForm(giveNoticeSchema, { defaultValues: { noticeGivenOn: today, endDate: '' } });
  const [giveNotice] = useGiveNoticeMutation();
  return (
    <Form
      form={form}
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={async (input) => {
        await giveNotice({ variables: { id, input } });
        onDone();
      }}
    >
      <TextField name="noticeGivenOn" label="Notice given on" type="date" required />
      <TextField name="endDate" label="Last day of the tenancy" type="date" required />
      <SubmitButton className="sm:col-span-2 sm:justify-self-start" pendingLabel="Saving…">
        Give notice
      </SubmitButton>
    </Form>
  );
}
