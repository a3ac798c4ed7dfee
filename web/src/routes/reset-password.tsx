import { Link, useParams } from 'react-router-dom';

import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { usePasswordReset } from '@/features/auth/hooks/use-password-reset';

const PROBLEMS = {
  expired: { title: 'This link has expired', message: 'Reset links work for one hour. Ask for a new one.' },
  used: {
    title: 'This link has already been used',
    message: 'Each link works once, and a newer link replaces older ones. Ask for a new one if you need it.',
  },
  unknown: { title: 'This link is not valid', message: 'Check the link in your email, or ask for a new one.' },
  unavailable: { title: 'The link could not be checked', message: 'Please check your connection and try again.' },
} as const;

/** Opening the link only reads it; the new password is set by the form's submit. */
export function ResetPasswordRoute() {
  const { token = '' } = useParams();
  const { reset, isLoading, problem, retry } = usePasswordReset(token);
  return (
    <AuthCard
      title="Choose a new password"
      intro={reset ? <p>For {reset.email}. Every device signed in to this account will be signed out.</p> : null}
      footer={
        <Link to={paths.forgotPassword} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Ask for a new link
        </Link>
      }
    >
      {isLoading ? (
        <div role="status" aria-label="Checking the link" className="space-y-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : problem ? (
        <ErrorState
          title={PROBLEMS[problem].title}
          message={PROBLEMS[problem].message}
          onRetry={problem === 'unavailable' ? retry : undefined}
        />
      ) : reset ? (
        <ResetPasswordForm token={token} />
      ) : null}
    </AuthCard>
  );
}
