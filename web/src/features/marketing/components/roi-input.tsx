import { useId } from 'react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

import { roiFieldRules } from '../lib/roi';
import type { RoiField } from '../lib/roi';

interface RoiInputProps {
  field: RoiField;
  value: string;
  error?: string;
  onChange: (field: RoiField, value: string) => void;
}

export function RoiInput({ field, value, error, onChange }: RoiInputProps) {
  const id = useId();
  const rule = roiFieldRules[field];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{rule.label}</Label>
      <Input
        id={id}
        name={field}
        inputMode={rule.integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(field, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      <p id={hintId} className="text-xs text-slate-500">
        {rule.hint}
      </p>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
