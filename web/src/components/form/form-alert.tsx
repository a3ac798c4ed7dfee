import { useFormState } from 'react-hook-form';

/** The form-level error: what a failed submit said that belongs to no field (lib/field-errors.ts). */
export function FormAlert() {
  const { errors } = useFormState();
  const message = errors.root?.server?.message ?? errors.root?.message;
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
