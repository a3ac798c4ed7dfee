import { Toast as RadixToast } from 'radix-ui';

import { cn } from '@/lib/cn';

import type { ToastItem, ToastVariant } from './toast-context';

interface ToastProps {
  item: ToastItem;
  onDismiss: (id: number) => void;
}

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-700 bg-red-600 text-white',
};

export function Toast({ item, onDismiss }: ToastProps) {
  const destructive = item.variant === 'destructive';
  return (
    <RadixToast.Root
      duration={item.duration}
      type={destructive ? 'foreground' : 'background'}
      data-variant={item.variant}
      onOpenChange={(open) => {
        if (!open) onDismiss(item.id);
      }}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
        variantClasses[item.variant],
      )}
    >
      <div className="min-w-0 flex-1">
        <RadixToast.Title className="text-sm font-semibold">{item.title}</RadixToast.Title>
        {item.description ? (
          <RadixToast.Description className={cn('mt-1 text-sm', destructive ? 'text-red-50' : 'text-slate-600')}>
            {item.description}
          </RadixToast.Description>
        ) : null}
      </div>
      <RadixToast.Close
        aria-label="Dismiss notification"
        className={cn(
          'rounded-md px-1.5 text-lg leading-none',
          destructive ? 'text-white/80 hover:text-white' : 'text-slate-500 hover:text-slate-900',
        )}
      >
        <span aria-hidden="true">×</span>
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
