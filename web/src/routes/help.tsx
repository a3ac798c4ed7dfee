import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { UserGuide } from '@/features/help/components/user-guide';

export function HelpRoute() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">User Guide</h1>
        <p className="mt-1 text-sm text-slate-600">
          How each area of the platform works, for landlords, letting agents and their teams. Can’t find an answer? Ask
          us in the{' '}
          <Link to={paths.supportCenter} className="font-medium text-brand-700 underline underline-offset-2">
            Support Center
          </Link>
          .
        </p>
      </header>
      <UserGuide />
    </div>
  );
}
