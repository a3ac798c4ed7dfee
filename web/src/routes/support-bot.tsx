import { SupportBotPage } from '@/features/widgets/support-bot/support-bot-page';

export function SupportBotRoute() {
  return <SupportBotPage />;
}
