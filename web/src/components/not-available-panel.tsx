interface NotAvailablePanelProps {
  /** What delivers the screen, e.g. 'issue 4' or 'a later release'. */
  deliveredBy: string;
}

/** Says plainly that a screen has no content yet, instead of showing controls that do nothing. */
export function NotAvailablePanel({ deliveredBy }: NotAvailablePanelProps) {
  return (
    <section
      aria-label="Not available yet"
      className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center"
    >
      <h2 className="font-semibold text-slate-900">Not available yet</h2>
      <p className="mt-1 text-sm text-slate-600">This screen is not available yet. It is planned for {deliveredBy}.</p>
    </section>
  );
}
