import { usePublicSettings } from '@/lib/public-settings';

import { supportBotFrameUrl } from './support-api';

interface SupportFrameProps {
  className?: string;
}

/** WID-10: the support-bot page in a frame, with country UK. Its URL is a system setting. */
export function SupportFrame({ className }: SupportFrameProps) {
  const { supportBotUrl } = usePublicSettings();
  return <iframe title="Support chat" src={supportBotFrameUrl(supportBotUrl)} className={className} />;
}
