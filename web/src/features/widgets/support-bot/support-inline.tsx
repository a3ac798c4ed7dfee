import { SupportFrame } from './support-frame';

/** WID-03: on /register/{hash} the support bot sits in the page itself, with no floating button. */
export function SupportInline() {
  return (
    <section aria-labelledby="support-inline-heading" className="bg-slate-50 px-4 pt-2 pb-24 md:pb-10">
      <div className="mx-auto max-w-md">
        <h2 id="support-inline-heading" className="mb-2 text-base font-semibold text-slate-900">
          Need help registering?
        </h2>
        <p className="mb-3 text-sm text-slate-600">Send our support team a message; they reply right here.</p>
        <SupportFrame className="h-[28rem] w-full rounded-xl border border-slate-200 bg-white shadow-sm" />
      </div>
    </section>
  );
}
