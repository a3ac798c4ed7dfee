import { useState } from 'react';

import { useMeQuery } from '@/features/auth/api';

/** Spec §2: 'Loading...', then the company logo, falling back to its name, then the word Company. */
export function CompanyBlock() {
  const { data, loading } = useMeQuery();
  const [logoFailed, setLogoFailed] = useState(false);
  const company = data?.me.company;

  let content;
  if (loading && !company) {
    content = <span className="text-slate-500">Loading...</span>;
  } else if (company?.logoUrl && !logoFailed) {
    content = (
      <img
        src={company.logoUrl}
        alt={company.name}
        className="h-8 max-w-full object-contain"
        onError={() => setLogoFailed(true)}
      />
    );
  } else {
    content = <span className="truncate">{company?.name || 'Company'}</span>;
  }

  return (
    <div data-testid="company-block" className="flex min-h-8 items-center text-base font-semibold text-slate-900">
      {content}
    </div>
  );
}
