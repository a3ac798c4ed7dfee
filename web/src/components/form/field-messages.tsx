import type { ReactNode } from 'react';

interface FieldMessagesProps {
  description?: ReactNode;
  descriptionId: string;
  error: string | undefined;
  errorId: string;
}

/** A field's description, then its error, each referenced by the control's `aria-describedby`. */
export function FieldMessages({ description, descriptionId, error, errorId }: FieldMessagesProps) {
  return (
    <>
      {description ? (
        <div id={descriptionId} className="text-xs text-slate-600">
          {description}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
