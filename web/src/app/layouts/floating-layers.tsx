import { PwaLayer } from '@/features/pwa/components/pwa-layer';
import { useActiveWidget } from '@/features/widgets/lib/widget-manager';
import { WidgetLayer } from '@/features/widgets/widget-layer';

/** The install cards and the chat widgets of every page; the cards step aside while a widget is open. */
export function FloatingLayers() {
  const widgetOpen = useActiveWidget() !== null;
  return (
    <>
      <PwaLayer widgetOpen={widgetOpen} />
      <WidgetLayer />
    </>
  );
}
