import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { FieldLabel } from './field-label';
import { FieldMessages } from './field-messages';
import type { FieldProps } from './field-props';
import { useFieldControl } from './use-field-control';
import type { FieldControlProps } from './use-field-control';

interface FormFieldProps extends FieldProps {
  /** The control, given its id and ARIA attributes; register it with `useFormContext().register(name)`. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, description and error of one field: the layout of the kit's fields, and of custom ones. */
export function FormField({
  name,
  label,
  description,
  required = false,
  optional,
  className,
  children,
}: FormFieldProps) {
  const { control, error, descriptionId, errorId } = useFieldControl(name, {
    description: Boolean(description),
    required,
  });
  return (
    <div className={cn('space-y-1.5', className)}>
      <FieldLabel htmlFor={control.id} required={required} optional={optional}>
        {label}
      </FieldLabel>
      {children(control)}
      <FieldMessages description={description} descriptionId={descriptionId} error={error} errorId={errorId} />
    </div>
  );
}
