import { Link, Navigate, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { OAUTH_ERROR_PARAM } from '@/features/auth/api/oidc-providers';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { OAuthErrorAlert } from '@/features/auth/components/oauth-error-alert';
import { SsoButtons } from '@/features/auth/components/sso-buttons';
import { isAuthenticated } from '@/lib/auth-storage';
import { safeReturnUrl } from '@/lib/return-url';

const AUTH_SCREENS: readonly string[] = [paths.login, paths.register, paths.forgotPassword];

/** A same-origin returnUrl that is not a sign-in screen itself; else the dashboard. */
function redirectTarget(returnUrl: string | null): string {
  const safe = safeReturnUrl(returnUrl);
  if (!safe) return paths.dashboard;
  const pathname = safe.split(/[?#]/)[0] ?? safe;
  return AUTH_SCREENS.includes(pathname) || pathname.startsWith(`${paths.register}/`) ? paths.dashboard : safe;
}

export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const redirectTo = redirectTarget(searchParams.get('returnUrl'));

  if (isAuthenticated()) return <Navigate to={redirectTo} replace />;

  return (
    <AuthCard
      title="Sign in"
      intro="Use the email address and password of your account."
      footer={
        <>
          New to the platform?{' '}
          <Link to={paths.register} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            Create your account
          </Link>
        </>
      }
    >
      <OAuthErrorAlert code={searchParams.get(OAUTH_ERROR_PARAM)} />
      <LoginForm redirectTo={redirectTo} />
      <p className="mt-3 text-right text-sm">
        <Link to={paths.forgotPassword} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Forgot password?
        </Link>
      </p>
      <SsoButtons returnUrl={redirectTo} />
    </AuthCard>
  );
}
