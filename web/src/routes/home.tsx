import { env } from '@/config/env';

const highlights = [
  {
    title: 'Portfolio',
    text: 'Properties, owners, tenants and tenancies across England, Wales, Scotland and Northern Ireland.',
  },
  {
    title: 'Maintenance',
    text: 'Repairs reported by tenants, triaged against your rules and dispatched to vetted trades.',
  },
  { title: 'Compliance', text: 'Gas safety, EICR, EPC and licence renewals tracked with reminders before they lapse.' },
] as const;

export function HomeRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-20">
      <section aria-labelledby="home-heading" className="max-w-2xl">
        <h1 id="home-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          Property management for UK landlords and letting agents
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          {env.appName} keeps your portfolio, tenancies and repairs in one place. Try it free for 100 days, no agreement
          needed.
        </p>
      </section>
      <ul className="mt-12 grid gap-4 sm:grid-cols-3">
        {highlights.map((item) => (
          <li key={item.title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-slate-900">{item.title}</h2>
            <p className="mt-1 text-sm text-slate-600">{item.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
