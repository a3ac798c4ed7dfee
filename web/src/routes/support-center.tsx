import { CreditBalanceCard } from '@/features/credits/components/credit-balance-card';
import { SupportCenter } from '@/features/widgets/support-bot/support-center';

export function SupportCenterRoute() {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Support Center</h1>
        <p className="mt-1 text-sm text-slate-600">
          Your conversations with our support team. Replies appear here as soon as the team answers.
        </p>
      </header>
      <CreditBalanceCard />
      <SupportCenter />
    </div>
  );
}
