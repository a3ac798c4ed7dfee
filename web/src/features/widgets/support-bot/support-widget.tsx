import { SupportButton } from '../components/widget-buttons';
import { WidgetPanel } from '../components/widget-panel';
import { useWidget } from '../lib/widget-manager';

import { SupportFrame } from './support-frame';

/** The floating support bot of the marketing pages (WID-01). */
export function SupportWidget() {
  const widget = useWidget('support');
  if (widget.isHidden) return null;
  if (!widget.isOpen) {
    return <SupportButton onClick={widget.open} />;
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
