import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { CompanyRegisterForm } from '@/features/auth/components/company-register-form';

/** WID-11 (spec §9: free trial 100 days). */
const FREE_TRIAL_DAYS = 100;

export function RegisterRoute() {
  return (
    <AuthCard
      wide
      title="Create your account"
      intro={
        <p>
          Sign up your company and start your <strong>{FREE_TRIAL_DAYS}-day free trial</strong>, with no agreement to
          sign.
        </p>
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
      <CompanyRegisterForm />
    </AuthCard>
  );
}
