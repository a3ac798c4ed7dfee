import type { ReactNode } from 'react';

import { Label } from '@/components/ui/label';

interface FieldLabelProps {
  htmlFor: string;
  required?: boolean;
  optional?: boolean;
  children: ReactNode;
}

/** The asterisk is hidden from screen readers (they hear `aria-required`) and stays out of the label's text. */
export function FieldLabel({ htmlFor, required = false, optional = false, children }: FieldLabelProps) {
  return (
    <span className="flex items-baseline gap-1">
      <Label htmlFor={htmlFor}>
        {children}
        {optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
      </Label>
      {required ? (
        <span aria-hidden="true" className="text-sm font-medium text-red-700">
          *
        </span>
      ) : null}
    </span>
  );
}
