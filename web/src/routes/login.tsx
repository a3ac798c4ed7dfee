import { Link, Navigate, useSearchParams } from 'react-router-dom';

import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { isAuthenticated } from '@/lib/auth-storage';
import { safeReturnUrl } from '@/lib/return-url';

export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const redirectTo = safeReturnUrl(searchParams.get('returnUrl')) ?? paths.dashboard;

  if (isAuthenticated()) return <Navigate to={redirectTo} replace />;

  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm">
        <Link
          to={paths.home}
          className="mb-6 block text-center text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {env.appName}
        </Link>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-xl font-semibold text-slate-900">Sign in to your account</h1>
          <p className="mt-1 mb-6 text-sm text-slate-600">Use the email address and password of your account.</p>
          <LoginForm redirectTo={redirectTo} />
        </div>
      </div>
    </main>
  );
}
