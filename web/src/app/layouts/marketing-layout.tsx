import { Link, NavLink, Outlet } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { OperatorFooterLine } from '@/features/marketing/components/operator-details';
import { BottomBar } from '@/features/navigation/components/bottom-bar';
import { RoundLoginButton } from '@/features/navigation/components/round-login-button';
import { cn } from '@/lib/cn';

import { MarketingMenu } from './marketing-menu';
import { useSignedIn } from './use-signed-in';

const headerLinks = [
  { to: paths.resources, label: 'Resources' },
  { to: paths.company, label: 'Company' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.contact, label: 'Contact' },
] as const;

const footerLinks = [
  { to: paths.aboutUs, label: 'About us' },
  { to: paths.ourMission, label: 'Our mission' },
  { to: paths.contactUs, label: 'Contact us' },
  { to: paths.termsOfService, label: 'Terms of service' },
  { to: paths.privacy, label: 'Privacy notice' },
] as const;

/** Public marketing pages: no sidebar (NAV-06); the bottom bar on mobile and, for visitors, the round login button. */
export function MarketingLayout() {
  const signedIn = useSignedIn();
  return (
    // The page ends clear of the floating buttons: their row above the bottom bar on phones, their column up to xl.
    <div className="flex min-h-screen flex-col bg-white pb-36 md:pb-72 xl:pb-0">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to={paths.home} className="rounded-md text-lg font-semibold text-slate-900">
            {env.appName}
          </Link>
          <nav aria-label="Site" className="hidden items-center gap-1 md:flex">
            {headerLinks.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100',
                    isActive ? 'text-brand-700' : 'text-slate-700',
                  )
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
          {signedIn ? (
            <Link to={paths.dashboard} className={buttonClasses('primary', 'max-md:hidden')}>
              Dashboard
            </Link>
          ) : (
            <Link to={paths.login} className={buttonClasses('primary', 'max-md:hidden')}>
              Login
            </Link>
          )}
          <MarketingMenu links={headerLinks} signedIn={signedIn} />
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="space-y-1">
            <p>
              © {new Date().getFullYear()} {env.appName}
            </p>
            <OperatorFooterLine />
          </div>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded-sm hover:text-slate-900">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
      <BottomBar signedIn={signedIn} />
      {signedIn ? null : <RoundLoginButton />}
    </div>
  );
}
