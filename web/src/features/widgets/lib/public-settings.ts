// GET /api/settings/public: the admin-editable widget settings (WhatsApp number, support-bot URL, credits).
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/rest-client';

export interface PublicSettings {
  whatsappNumber: string;
  supportBotUrl: string;
  bugReportCredits: number;
}

/** Used until (or when) the settings cannot be read. CONST-07: 50 credits. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  whatsappNumber: '447700900123',
  supportBotUrl: '/support-bot',
  bugReportCredits: 50,
};

interface SettingsAnswer {
  success?: boolean;
  data?: Partial<PublicSettings>;
}

export async function fetchPublicSettings(): Promise<PublicSettings> {
  // Readable by anyone: no bearer needed, so a visitor's request logs no missing-token error.
  const answer = await apiRequest<SettingsAnswer | undefined>('/settings/public', { skipAuth: true });
  const data = answer?.data ?? {};
  return {
    whatsappNumber: data.whatsappNumber?.trim() || DEFAULT_PUBLIC_SETTINGS.whatsappNumber,
    supportBotUrl: data.supportBotUrl?.trim() || DEFAULT_PUBLIC_SETTINGS.supportBotUrl,
    bugReportCredits:
      typeof data.bugReportCredits === 'number' ? data.bugReportCredits : DEFAULT_PUBLIC_SETTINGS.bugReportCredits,
  };
}

export function usePublicSettings(): PublicSettings {
  const { data } = useQuery({ queryKey: ['settings', 'public'], queryFn: fetchPublicSettings });
  return data ?? DEFAULT_PUBLIC_SETTINGS;
}
