import { LifeBuoy } from 'lucide-react';

import { FloatingButton } from '../components/floating-button';
import { WidgetPanel } from '../components/widget-panel';
import { useWidget } from '../lib/widget-manager';

import { SupportFrame } from './support-frame';

/** The floating support bot of the marketing pages (WID-01). */
export function SupportWidget() {
  const widget = useWidget('support');
  if (widget.isHidden) return null;
  if (!widget.isOpen) {
    return (
      <FloatingButton
        label="Open support chat"
        className="bg-slate-800 hover:bg-slate-900"
        icon={<LifeBuoy aria-hidden="true" className="size-6" />}
        onClick={widget.open}
      />
    );
  }
  return (
    <WidgetPanel
      title="Support chat"
      style={{ height: '580px', maxHeight: '80vh' }}
      onMinimise={widget.minimise}
      onClose={widget.close}
    >
      <SupportFrame className="w-full flex-1 border-0" />
    </WidgetPanel>
  );
}
