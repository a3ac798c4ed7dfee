import { useId } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldControl {
  control: FieldControlProps;
  error: string | undefined;
  descriptionId: string;
  errorId: string;
}

/** Ids and ARIA of one field: its error (client check or server) and description describe the control. */
export function useFieldControl(name: string, options: { description: boolean; required: boolean }): FieldControl {
  const id = useId();
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name });
  const error = getFieldState(name, formState).error?.message;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [options.description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      'aria-required': options.required ? true : undefined,
    },
    error,
    descriptionId,
    errorId,
  };
}
