import { Controller, useFormContext } from 'react-hook-form';

import { FormField } from '@/components/form/form-field';
import type { FieldProps } from '@/components/form/field-props';

import { OwnerPicker } from './owner-picker';

/** The property form's owner (PROP-02): a search over the company's owners; the server's message lands here. */
export function OwnerPickerField(props: FieldProps) {
  const { control } = useFormContext();
  return (
    <FormField {...props}>
      {(aria) => (
        <Controller
          control={control}
          name={props.name}
          render={({ field }) => (
            <OwnerPicker
              {...aria}
              value={(field.value as string | undefined) || null}
              onChange={(ownerId) => field.onChange(ownerId ?? '')}
              onBlur={field.onBlur}
              noneLabel="No owner"
            />
          )}
        />
      )}
    </FormField>
  );
}
