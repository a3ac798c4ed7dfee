// GET/PATCH /api/admin/settings: the system settings kept by identity (superusers change them).
import { apiRequest } from '@/lib/rest-client';

export interface SystemSettings {
  whatsappNumber: string;
  supportBotUrl: string;
  bugReportCredits: number;
}

export const SYSTEM_SETTINGS_KEY = ['admin', 'settings'] as const;
/**
 * The widgets' copy (features/widgets/lib/public-settings.ts): refreshed after a save so the WhatsApp
 * button and the bug reporter use the new values without a reload.
 */
export const PUBLIC_SETTINGS_KEY = ['settings', 'public'] as const;

export async function fetchSystemSettings(signal?: AbortSignal): Promise<SystemSettings> {
  return (await apiRequest<{ data: SystemSettings }>('/admin/settings', { signal })).data;
}

export async function saveSystemSettings(changes: Partial<SystemSettings>): Promise<SystemSettings> {
  return (await apiRequest<{ data: SystemSettings }>('/admin/settings', { method: 'PATCH', body: changes })).data;
}
