import { MenuIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

interface MarketingMenuProps {
  links: readonly { to: string; label: string }[];
  signedIn: boolean;
}

const itemClasses = 'flex min-h-11 items-center rounded-md px-3 text-base font-medium hover:bg-slate-100';

/**
 * The header's links below md. A native modal <dialog>: Escape, the focus trap and the inert page come from the
 * browser, so the marketing pages carry no dialog library.
 */
export function MarketingMenu({ links, signedIn }: MarketingMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const dialogId = useId();

  useEffect(() => {
    if (dialogRef.current?.open) dialogRef.current.close();
  }, [pathname]);

  const show = () => {
    dialogRef.current?.showModal();
    setOpen(true);
  };
  const hide = () => dialogRef.current?.close();

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={show}
        className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <MenuIcon className="size-6" aria-hidden="true" />
        <span className="sr-only">Menu</span>
      </button>
      {/* The backdrop is the dialog's own box outside the panel: a click there closes, as in the app's sheet. */}
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-label="Site menu"
        onClose={() => {
          setOpen(false);
          triggerRef.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) hide();
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-72 max-w-[85vw] bg-transparent p-0 backdrop:bg-slate-900/50 md:hidden"
      >
        <div className="flex h-full flex-col gap-1 bg-white p-4 shadow-xl">
          <div className="mb-2 flex items-center justify-between">
            <span className="text-sm font-semibold text-slate-500">Menu</span>
            <button
              type="button"
              onClick={hide}
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
            >
              <XIcon className="size-5" aria-hidden="true" />
            </button>
          </div>
          <nav aria-label="Site">
            <ul className="flex flex-col gap-1">
              <li>
                <NavLink
                  to={paths.home}
                  end
                  onClick={hide}
                  className={({ isActive }) => cn(itemClasses, isActive ? 'text-brand-700' : 'text-slate-800')}
                >
                  Home
                </NavLink>
              </li>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    onClick={hide}
                    className={({ isActive }) => cn(itemClasses, isActive ? 'text-brand-700' : 'text-slate-800')}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Link
            to={signedIn ? paths.dashboard : paths.login}
            onClick={hide}
            className={buttonClasses('primary', 'mt-auto min-h-11 w-full')}
          >
            {signedIn ? 'Dashboard' : 'Login'}
          </Link>
        </div>
      </dialog>
    </>
  );
}
