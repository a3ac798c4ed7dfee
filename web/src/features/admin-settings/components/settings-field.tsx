import type { InputHTMLAttributes, ReactNode } from 'react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface SettingsFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint: ReactNode;
  error?: string;
}

/** A labelled input with its hint and, when invalid, its message (read by screen readers with the field). */
export function SettingsField({ id, label, hint, error, ...input }: SettingsFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}
