import { useFormContext } from 'react-hook-form';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { FieldLabel } from './field-label';
import { FieldMessages } from './field-messages';
import { splitFieldProps } from './field-props';
import type { FieldProps } from './field-props';
import type { OwnControlProps } from './text-field';
import { useFieldControl } from './use-field-control';

export interface CheckboxFieldProps
  extends
    FieldProps,
    Omit<ComponentProps<'input'>, OwnControlProps | keyof FieldProps | 'type' | 'checked' | 'defaultChecked'> {}

export function CheckboxField(props: CheckboxFieldProps) {
  const [{ name, label, description, required = false, optional, className }, input] = splitFieldProps(props);
  const { register } = useFormContext();
  const { control, error, descriptionId, errorId } = useFieldControl(name, {
    description: Boolean(description),
    required,
  });
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          {...input}
          {...control}
          {...register(name)}
          className="size-4 shrink-0 rounded border-slate-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <FieldLabel htmlFor={control.id} required={required} optional={optional}>
          {label}
        </FieldLabel>
      </div>
      <FieldMessages description={description} descriptionId={descriptionId} error={error} errorId={errorId} />
    </div>
  );
}
