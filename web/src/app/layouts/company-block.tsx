import type { ApiData, CompanyBody } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Building2Icon } from 'lucide-react';
import { useState } from 'react';

import { COMPANY_STALE_TIME_MS } from '@/lib/cache-policy';
import { cn } from '@/lib/cn';
import { COMPANY_QUERY_KEY } from '@/lib/query-client';
import { apiRequest } from '@/lib/rest-client';

/** NAV-05: 'Loading...', then the company logo, falling back to its name, then the word Company. */
export function CompanyBlock() {
  const { data, isPending, isError } = useQuery({
    queryKey: COMPANY_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<ApiData<CompanyBody>>('/companies/current', { signal }),
    staleTime: COMPANY_STALE_TIME_MS,
  });
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const company = isError ? undefined : data?.data;
  const name = company?.name?.trim() || 'Company';

  const showsLogo = !isPending && Boolean(company?.logoUrl) && failedLogo !== company?.logoUrl;
  let content;
  if (isPending) {
    content = <span className="text-sm font-normal text-slate-500">Loading...</span>;
  } else if (showsLogo && company?.logoUrl) {
    const logoUrl = company.logoUrl;
    content = (
      <img
        src={logoUrl}
        alt={name}
        className="h-8 max-w-full object-contain object-left"
        onError={() => setFailedLogo(logoUrl)}
      />
    );
  } else {
    content = <span className="truncate">{name}</span>;
  }

  return (
    <div data-testid="company-block" className="flex min-h-10 min-w-0 items-center gap-2.5 px-1.5">
      <span
        aria-hidden="true"
        className={cn(
          'size-8 shrink-0 items-center justify-center rounded-md bg-brand-700 text-white group-data-[collapsible=icon]:inline-flex',
          showsLogo ? 'hidden' : 'inline-flex',
        )}
      >
        <Building2Icon className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 items-center text-base font-semibold text-slate-900 group-data-[collapsible=icon]:hidden">
        {content}
      </div>
    </div>
  );
}
