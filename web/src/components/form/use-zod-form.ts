import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { FieldValues, UseFormProps, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** Any zod schema of an object (structurally, so a generic schema parameter qualifies too). */
type FormSchema = { _zod: { input: FieldValues; output: FieldValues } };

/** Fields hold `z.input`, the submit handler gets `z.output`. Checked on submit, then again on each change. */
export function useZodForm<TSchema extends FormSchema>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({ ...options, resolver: zodResolver(schema) });
}
