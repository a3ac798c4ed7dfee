import { useQuery } from '@tanstack/react-query';

import { buttonClasses } from '@/components/ui/button';

import { fetchOidcProviders, oidcProvidersQueryKey, oidcStartUrl } from '../api/oidc-providers';

/** Plain links: the sign-in leaves the SPA. Nothing shows while loading, with no provider, or on a failed read. */
export function SsoButtons({ returnUrl }: { returnUrl: string }) {
  const { data: providers } = useQuery({
    queryKey: oidcProvidersQueryKey,
    queryFn: ({ signal }) => fetchOidcProviders(signal),
  });
  if (!providers || providers.length === 0) return null;

  return (
    <div className="mt-6">
      <div className="mb-6 flex items-center gap-3 text-xs text-slate-500" role="separator" aria-label="or">
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
        <span aria-hidden="true">or</span>
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
      </div>
      <ul className="space-y-3">
        {providers.map((provider) => (
          <li key={provider.name}>
            <a href={oidcStartUrl(provider.name, returnUrl)} className={buttonClasses('secondary', 'w-full')}>
              Continue with {provider.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
