import { SalesButton } from '../components/widget-buttons';
import { WidgetPanel } from '../components/widget-panel';
import { useWidget } from '../lib/widget-manager';

import { SalesChatView } from './sales-chat-view';
import { SalesContactForm } from './sales-contact-form';
import { useSalesChat } from './use-sales-chat';

/** WID-09: 580 px tall, at most 80 % of the viewport height. */
export const SALES_WIDGET_STYLE = { height: '580px', maxHeight: '80vh' } as const;

export function SalesWidget() {
  const widget = useWidget('sales');
  const chat = useSalesChat();

  if (widget.isHidden) return null;
  if (!widget.isOpen) {
    return (
      <SalesButton
        onClick={() => {
          // SALES-01: opening resets the chat.
          chat.reset();
          widget.open();
        }}
      />
    );
  }

  const { contact } = chat.state;
  return (
    <WidgetPanel
      title="Sales chat"
      style={SALES_WIDGET_STYLE}
      onMinimise={widget.minimise}
      onClose={() => {
        chat.autoSubmitOnClose();
        widget.close();
      }}
    >
      {chat.state.view === 'form' ? (
        <SalesContactForm
          initial={{ fullName: contact.name, email: contact.email, company: contact.company, phone: contact.phone }}
          onBack={chat.backToChat}
          onSubmit={async (values) => {
            const stored = await chat.submitForm(values);
            // SALES-08: the form sends the request, closes the widget and minimises it.
            if (stored) widget.close();
            return stored;
          }}
        />
      ) : (
        <SalesChatView state={chat.state} onSend={chat.sendText} onSkipToForm={chat.skipToForm} />
      )}
    </WidgetPanel>
  );
}
