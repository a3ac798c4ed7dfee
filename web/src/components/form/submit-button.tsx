import { useFormState } from 'react-hook-form';
import type { ComponentProps, ReactNode } from 'react';

import { Button } from '@/components/ui/button';

interface SubmitButtonProps extends Omit<ComponentProps<typeof Button>, 'type'> {
  /** Shown instead of the label while the form is being sent, e.g. 'Sending…'. */
  pendingLabel?: ReactNode;
}

export function SubmitButton({ children, pendingLabel, disabled, ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" disabled={disabled || isSubmitting} aria-busy={isSubmitting || undefined} {...props}>
      {isSubmitting && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
