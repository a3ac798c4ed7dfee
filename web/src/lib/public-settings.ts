// GET /api/settings/public: the admin-editable settings the public site reads (WhatsApp number, support-bot URL,
// credits, and the operator the footer, terms and privacy notice name).
import type { ApiData, OperatorDetails, PublicSettingsBody } from '@pm/contracts';
import { useSyncExternalStore } from 'react';

import { env } from '@/config/env';

type WidgetSettings = Omit<PublicSettingsBody, keyof OperatorDetails>;

/** Used until (or when) the settings cannot be read. CONST-07: 50 credits. */
const DEFAULT_WIDGET_SETTINGS: WidgetSettings = {
  whatsappNumber: '447700900123',
  supportBotUrl: '/support-bot',
  bugReportCredits: 50,
};

interface PublicSettings extends WidgetSettings {
  /** Absent until read: the pages never show a made-up operator in place of the real one. */
  operator?: OperatorDetails;
}

function operatorOf(data: Partial<PublicSettingsBody>): OperatorDetails | undefined {
  const operatorLegalName = data.operatorLegalName?.trim();
  const operatorCompanyNumber = data.operatorCompanyNumber?.trim();
  const operatorAddress = data.operatorAddress?.trim();
  if (!operatorLegalName || !operatorCompanyNumber || !operatorAddress) return undefined;
  return { operatorLegalName, operatorCompanyNumber, operatorAddress };
}

async function fetchPublicSettings(): Promise<PublicSettings> {
  // Readable by anyone: a plain fetch without a bearer (a visitor's request logs no missing-token error), and
  // without the REST client's session handling, which the public pages do not load (issue 10).
  const response = await fetch(`${env.apiBaseUrl}/settings/public`);
  if (!response.ok) throw new Error(`GET /settings/public answered ${response.status}`);
  const answer = (await response.json()) as ApiData<PublicSettingsBody> | undefined;
  // A blank or missing value falls back to its default, so the widgets always have something to show.
  const data: Partial<PublicSettingsBody> = answer?.data ?? {};
  return {
    whatsappNumber: data.whatsappNumber?.trim() || DEFAULT_WIDGET_SETTINGS.whatsappNumber,
    supportBotUrl: data.supportBotUrl?.trim() || DEFAULT_WIDGET_SETTINGS.supportBotUrl,
    bugReportCredits:
      typeof data.bugReportCredits === 'number' ? data.bugReportCredits : DEFAULT_WIDGET_SETTINGS.bugReportCredits,
    operator: operatorOf(data),
  };
}

// One value for the whole page, read with a plain fetch: the public pages paint without TanStack Query (issue 10).
let current: PublicSettings | undefined;
let reading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function read(): Promise<void> {
  reading ??= fetchPublicSettings()
    .then(
      (settings) => {
        current = settings;
        listeners.forEach((listener) => listener());
      },
      () => undefined,
    )
    .finally(() => (reading = undefined));
  return reading;
}

/** The first reader after none (a page load) reads the settings afresh. */
function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) void read();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;
/** Prerendered HTML and its hydration: nothing read yet. */
const serverSnapshot = () => undefined;

export function usePublicSettings(): PublicSettings {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot) ?? DEFAULT_WIDGET_SETTINGS;
}

/** After the settings change (System Settings), so this tab's pages read them again without a reload. */
export function useRefreshPublicSettings(): () => Promise<void> {
  return read;
}
