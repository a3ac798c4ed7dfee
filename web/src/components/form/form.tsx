import { FormProvider } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ComponentProps, ReactNode } from 'react';

import { applyFieldErrors } from '@/lib/field-errors';
import type { ApplyFieldErrorsOptions } from '@/lib/field-errors';

import { FormAlert } from './form-alert';

interface FormProps<TValues extends FieldValues, TOutput> extends Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'noValidate' | 'children'
> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** What it throws shows where it belongs: per-field messages on their fields, the rest in the form's alert. */
  onSubmit: (values: TOutput) => unknown;
  fieldNames?: ApplyFieldErrorsOptions['fieldNames'];
  children: ReactNode;
}

/** `noValidate`, so only the product's messages show; the first invalid field takes the focus. */
export function Form<TValues extends FieldValues, TOutput = TValues>({
  form,
  onSubmit,
  fieldNames,
  children,
  ...props
}: FormProps<TValues, TOutput>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyFieldErrors(form, error, { fieldNames });
    }
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} {...props}>
        <FormAlert />
        {children}
      </form>
    </FormProvider>
  );
}
