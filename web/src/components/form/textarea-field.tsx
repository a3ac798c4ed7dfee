import { useFormContext } from 'react-hook-form';
import type { ComponentProps } from 'react';

import { Textarea } from '@/components/ui/textarea';

import { splitFieldProps } from './field-props';
import type { FieldProps } from './field-props';
import { FormField } from './form-field';
import type { OwnControlProps } from './text-field';

export interface TextareaFieldProps
  extends FieldProps, Omit<ComponentProps<'textarea'>, OwnControlProps | keyof FieldProps> {}

export function TextareaField(props: TextareaFieldProps) {
  const [field, textarea] = splitFieldProps(props);
  const { register } = useFormContext();
  return (
    <FormField {...field}>{(control) => <Textarea {...textarea} {...control} {...register(field.name)} />}</FormField>
  );
}
