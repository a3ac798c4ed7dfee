import { Link, useParams } from 'react-router-dom';

import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { TenantRegisterForm } from '@/features/auth/components/tenant-register-form';
import { useInvitation } from '@/features/auth/hooks/use-invitation';

const PROBLEMS = {
  expired: {
    title: 'This invitation has expired',
    message: 'Ask the person who invited you to send a new invitation.',
  },
  used: {
    title: 'This invitation has already been used',
    message: 'An account was already created with it. Sign in with that account instead.',
  },
  unknown: {
    title: 'This invitation is not valid',
    message: 'The link may be mistyped or the invitation withdrawn. Check the link in your email.',
  },
  unavailable: {
    title: 'The invitation could not be loaded',
    message: 'Please check your connection and try again.',
  },
} as const;

export function TenantRegisterRoute() {
  const { hash = '' } = useParams();
  const { invitation, isLoading, problem, retry } = useInvitation(hash);

  return (
    <AuthCard
      wide
      title="Tenant registration"
      intro={
        invitation ? <p>You have been invited to join {invitation.companyName}. Set up your account below.</p> : null
      }
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      {isLoading ? (
        <div role="status" aria-label="Loading invitation" className="space-y-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : problem ? (
        <ErrorState
          title={PROBLEMS[problem].title}
          message={PROBLEMS[problem].message}
          onRetry={problem === 'unavailable' ? retry : undefined}
        />
      ) : invitation ? (
        <TenantRegisterForm hash={hash} invitation={invitation} />
      ) : null}
    </AuthCard>
  );
}
