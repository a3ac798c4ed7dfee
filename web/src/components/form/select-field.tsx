import { useFormContext } from 'react-hook-form';
import type { ComponentProps } from 'react';

import { NativeSelect } from '@/components/ui/native-select';

import { splitFieldProps } from './field-props';
import type { FieldProps } from './field-props';
import { FormField } from './form-field';
import type { OwnControlProps } from './text-field';

interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends FieldProps, Omit<ComponentProps<'select'>, OwnControlProps | keyof FieldProps | 'children'> {
  options: readonly SelectOption[];
  /** A first choice with the value '' (e.g. 'Choose a status'), for a form value that starts empty. */
  placeholder?: string;
}

export function SelectField(props: SelectFieldProps) {
  const [field, { options, placeholder, ...select }] = splitFieldProps(props);
  const { register } = useFormContext();
  return (
    <FormField {...field}>
      {(control) => (
        <NativeSelect {...select} {...control} {...register(field.name)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
