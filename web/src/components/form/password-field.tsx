import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';

import { Input } from '@/components/ui/input';

import { splitFieldProps } from './field-props';
import { FormField } from './form-field';
import type { TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** The show/hide button is named by its text, not aria-label, so the label "Password" finds the input alone. */
export function PasswordField(props: PasswordFieldProps) {
  const [field, input] = splitFieldProps(props);
  const { register } = useFormContext();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <FormField {...field}>
      {(control) => (
        <div className="relative">
          <Input
            spellCheck={false}
            autoCapitalize="none"
            {...input}
            {...control}
            {...register(field.name)}
            type={visible ? 'text' : 'password'}
            className="pr-11"
          />
          <button
            type="button"
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((shown) => !shown)}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">Show password</span>
          </button>
        </div>
      )}
    </FormField>
  );
}
