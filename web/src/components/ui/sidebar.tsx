// A shadcn-style sidebar kit: provider (open state, cookie, shortcut), desktop rail, mobile sheet, menu parts.
import { PanelLeftIcon } from 'lucide-react';
import { Slot } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';

import { cn } from '@/lib/cn';
import { useIsMobile } from '@/lib/use-is-mobile';

import { ScrollArea } from './scroll-area';
import { Sheet, SheetContent } from './sheet';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

/** NAV-21: the open/closed flag lives in this cookie for 7 days. */
const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** NAV-20: 16 rem on desktop, 18 rem in the mobile sheet, 3 rem collapsed to icons. */
const SIDEBAR_WIDTH = '16rem';
const SIDEBAR_WIDTH_MOBILE = '18rem';
const SIDEBAR_WIDTH_ICON = '3rem';
/** NAV-22: Ctrl or Cmd + B. */
const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

type SidebarState = 'expanded' | 'collapsed';

interface SidebarContextValue {
  state: SidebarState;
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider.');
  return context;
}

/** The sidebar's controls when a sidebar is on screen, null elsewhere (marketing and bare pages). */
export function useOptionalSidebar(): SidebarContextValue | null {
  return useContext(SidebarContext);
}

function readSidebarCookie(): boolean | undefined {
  const prefix = `${SIDEBAR_COOKIE_NAME}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (entry === undefined) return undefined;
  return entry.slice(prefix.length) === 'true';
}

function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

interface SidebarProviderProps extends ComponentProps<'div'> {
  defaultOpen?: boolean;
}

export function SidebarProvider({ defaultOpen = true, className, style, children, ...props }: SidebarProviderProps) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  const [open, setOpenState] = useState(() => readSidebarCookie() ?? defaultOpen);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    writeSidebarCookie(value);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <TooltipProvider>
        <div
          data-slot="sidebar-wrapper"
          style={
            { '--sidebar-width': SIDEBAR_WIDTH, '--sidebar-width-icon': SIDEBAR_WIDTH_ICON, ...style } as CSSProperties
          }
          className={cn('group/sidebar-wrapper flex min-h-svh w-full', className)}
          {...props}
        >
          {children}
        </div>
      </TooltipProvider>
    </SidebarContext.Provider>
  );
}

interface SidebarProps {
  /** Accessible name of the sidebar region. */
  label: string;
  children: ReactNode;
}

export function Sidebar({ label, children }: SidebarProps) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          title={label}
          data-slot="sidebar"
          data-sidebar="sidebar"
          data-mobile="true"
          className="w-(--sidebar-width) p-0"
          style={{ '--sidebar-width': SIDEBAR_WIDTH_MOBILE } as CSSProperties}
        >
          <div className="flex h-full w-full flex-col">{children}</div>
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <div
      className="group peer hidden text-slate-900 md:block"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
      data-slot="sidebar"
      data-sidebar="sidebar"
    >
      {/* Holds the sidebar's width in the page flow, so the content starts beside the fixed panel. */}
      <div
        data-slot="sidebar-gap"
        className="relative w-(--sidebar-width) transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)"
      />
      <aside
        aria-label={label}
        data-slot="sidebar-container"
        className="fixed inset-y-0 left-0 z-20 hidden h-svh w-(--sidebar-width) flex-col border-r border-slate-200 bg-white transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) md:flex"
      >
        {children}
      </aside>
    </div>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<'button'>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <button
      type="button"
      data-slot="sidebar-trigger"
      aria-label="Toggle sidebar"
      aria-expanded={isMobile ? openMobile : open}
      title="Toggle sidebar (Ctrl+B)"
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        className,
      )}
      {...props}
    >
      <PanelLeftIcon className="size-5" aria-hidden="true" />
    </button>
  );
}

export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="sidebar-inset" className={cn('relative flex min-w-0 flex-1 flex-col', className)} {...props} />
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-header" className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-footer"
      className={cn('flex flex-col gap-2 border-t border-slate-200 p-2', className)}
      {...props}
    />
  );
}

/** The scrolling middle of the sidebar (NAV-23 scroll area). */
export function SidebarContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <ScrollArea data-sidebar="content" className={cn('min-h-0 flex-1', className)}>
      <div className="flex flex-col gap-1 p-2">{children}</div>
    </ScrollArea>
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul data-slot="sidebar-menu" className={cn('flex w-full min-w-0 flex-col gap-1', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li data-slot="sidebar-menu-item" className={cn('group/menu-item relative', className)} {...props} />;
}

const menuButtonClasses =
  'peer/menu-button flex h-9 w-full items-center gap-2.5 overflow-hidden rounded-md px-2.5 text-left text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-offset-[-2px] data-[active=true]:bg-brand-50 data-[active=true]:text-brand-800 group-data-[collapsible=icon]:size-8 group-data-[collapsible=icon]:px-2 [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0';

interface SidebarMenuButtonProps extends ComponentProps<'button'> {
  asChild?: boolean;
  isActive?: boolean;
  /** Shown beside the icon rail when the sidebar is collapsed. */
  tooltip?: string;
}

export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  className,
  ...props
}: SidebarMenuButtonProps) {
  const { isMobile, state } = useSidebar();
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const Component = asChild ? Slot.Root : 'button';
  const button = (
    <Component
      data-slot="sidebar-menu-button"
      data-active={isActive}
      className={cn(menuButtonClasses, className)}
      {...props}
    />
  );
  if (!tooltip) return button;
  // Kept shut (not merely hidden) while the labels show: an open tooltip is the top layer and takes the Escape
  // meant for the mobile sheet.
  const shown = state === 'collapsed' && !isMobile;
  return (
    <Tooltip open={shown && tooltipOpen} onOpenChange={setTooltipOpen}>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right" align="center">
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}

export function SidebarMenuSub({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="sidebar-menu-sub"
      className={cn(
        'mx-3.5 mt-1 flex min-w-0 flex-col gap-0.5 border-l border-slate-200 py-0.5 pl-2.5 group-data-[collapsible=icon]:hidden',
        className,
      )}
      {...props}
    />
  );
}

interface SidebarMenuSubButtonProps extends ComponentProps<'a'> {
  asChild?: boolean;
  isActive?: boolean;
}

export function SidebarMenuSubButton({
  asChild = false,
  isActive = false,
  className,
  ...props
}: SidebarMenuSubButtonProps) {
  const Component = asChild ? Slot.Root : 'a';
  return (
    <Component
      data-slot="sidebar-menu-sub-button"
      data-active={isActive}
      className={cn(
        'flex h-8 min-w-0 items-center gap-2 overflow-hidden rounded-md px-2 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-offset-[-2px] data-[active=true]:bg-brand-50 data-[active=true]:font-medium data-[active=true]:text-brand-800 [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}
