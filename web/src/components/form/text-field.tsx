import { useFormContext } from 'react-hook-form';
import type { ComponentProps } from 'react';

import { Input } from '@/components/ui/input';

import { splitFieldProps } from './field-props';
import type { FieldProps } from './field-props';
import { FormField } from './form-field';

/** The attributes the field sets itself. */
export type OwnControlProps =
  | 'id'
  | 'name'
  | 'required'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'ref'
  | 'aria-invalid'
  | 'aria-describedby'
  | 'aria-required';

export interface TextFieldProps extends FieldProps, Omit<ComponentProps<'input'>, OwnControlProps | keyof FieldProps> {}

export function TextField(props: TextFieldProps) {
  const [field, input] = splitFieldProps(props);
  const { register } = useFormContext();
  return <FormField {...field}>{(control) => <Input {...input} {...control} {...register(field.name)} />}</FormField>;
}
