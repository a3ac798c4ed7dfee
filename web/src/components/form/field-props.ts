import type { ReactNode } from 'react';

export interface FieldProps {
  /** The form value's name (a dotted path for nested values). */
  name: string;
  label: ReactNode;
  /** Help under the control, read out with it. */
  description?: ReactNode;
  /** Marked with an asterisk and `aria-required`; the schema does the checking. */
  required?: boolean;
  /** Marked "(optional)" in the label, for forms that mark the optional fields instead. */
  optional?: boolean;
  className?: string;
}

export function splitFieldProps<P extends FieldProps>(props: P): [FieldProps, Omit<P, keyof FieldProps>] {
  const { name, label, description, required, optional, className, ...control } = props;
  return [{ name, label, description, required, optional, className }, control];
}
