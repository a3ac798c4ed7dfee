import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface ContactTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown after the label for fields that may be left blank. */
  optional?: boolean;
  /** Inline message: the client check or the server's per-field error. */
  error?: string;
}

export function ContactTextField({ label, optional = false, error, required, ...inputProps }: ContactTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
      </Label>
      <Input
        id={id}
        required={required}
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
