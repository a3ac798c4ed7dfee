import { Bug, LifeBuoy, MessageCircle } from 'lucide-react';

import { FloatingButton } from './floating-button';

interface WidgetButtonProps {
  onClick: () => void;
}

export function SalesButton({ onClick }: WidgetButtonProps) {
  return (
    <FloatingButton
      label="Open sales chat"
      className="bg-brand-700 hover:bg-brand-800"
      icon={<MessageCircle aria-hidden="true" className="size-6" />}
      onClick={onClick}
    />
  );
}

export function SupportButton({ onClick }: WidgetButtonProps) {
  return (
    <FloatingButton
      label="Open support chat"
      className="bg-slate-800 hover:bg-slate-900"
      icon={<LifeBuoy aria-hidden="true" className="size-6" />}
      onClick={onClick}
    />
  );
}

export function BugReportButton({ onClick }: WidgetButtonProps) {
  return (
    <FloatingButton
      label="Report a bug"
      className="bg-amber-600 hover:bg-amber-700"
      icon={<Bug aria-hidden="true" className="size-6" />}
      onClick={onClick}
    />
  );
}
