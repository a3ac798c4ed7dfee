import type { BadgeTone } from '@/components/ui/badge';
import type { ContactSource, ContactStatus } from '@/gql/types';

export const SOURCE_LABELS: Readonly<Record<ContactSource, string>> = {
  sales_bot: 'Sales bot',
  contact_page: 'Contact page',
  request_access: 'Request access',
  setup_demo: 'Setup demo',
  support: 'Support',
};

export const STATUS_LABELS: Readonly<Record<ContactStatus, string>> = {
  new: 'New',
  in_progress: 'In progress',
  closed: 'Closed',
};

export const STATUS_TONES: Readonly<Record<ContactStatus, BadgeTone>> = {
  new: 'info',
  in_progress: 'warning',
  closed: 'neutral',
};

export const CONTACT_SOURCES = Object.keys(SOURCE_LABELS) as ContactSource[];
export const CONTACT_STATUSES = Object.keys(STATUS_LABELS) as ContactStatus[];
