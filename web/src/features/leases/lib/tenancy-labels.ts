import type { BadgeTone } from '@/components/ui/badge';
import type { DepositScheme, DepositState, LeaseStatus, Nation, RentFrequency, TenancyType } from '@/gql/types';

export const LEASE_STATUSES = ['draft', 'active', 'ending', 'ended'] as const satisfies readonly LeaseStatus[];
export const TENANCY_TYPES = [
  'assured_periodic',
  'assured_shorthold',
  'company_let',
  'lodger_licence',
  'standard_occupation_contract',
  'private_residential_tenancy',
  'private_tenancy',
] as const satisfies readonly TenancyType[];
export const RENT_FREQUENCIES = [
  'weekly',
  'fortnightly',
  'four_weekly',
  'monthly',
  'quarterly',
  'yearly',
] as const satisfies readonly RentFrequency[];
/** LEASE-01's "ending within N days" filter, in days. */
export const ENDING_WITHIN = ['30', '60', '90'] as const;

export const leaseStatusLabels: Record<LeaseStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  active: { label: 'Active', tone: 'success' },
  ending: { label: 'Ending', tone: 'warning' },
  ended: { label: 'Ended', tone: 'neutral' },
};

export const leaseStatusNames: Record<LeaseStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  ending: 'Ending',
  ended: 'Ended',
};

export const tenancyTypeLabels: Record<TenancyType, string> = {
  assured_periodic: 'Assured periodic tenancy',
  assured_shorthold: 'Assured shorthold tenancy (historic)',
  company_let: 'Company let',
  lodger_licence: 'Lodger licence',
  standard_occupation_contract: 'Standard occupation contract',
  private_residential_tenancy: 'Private residential tenancy',
  private_tenancy: 'Private tenancy',
};

export const rentFrequencyLabels: Record<RentFrequency, string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  four_weekly: 'Every four weeks',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** "a week", shown after an amount: "£250.00 a week". */
export const rentPerLabels: Record<RentFrequency, string> = {
  weekly: 'a week',
  fortnightly: 'a fortnight',
  four_weekly: 'every 4 weeks',
  monthly: 'a month',
  quarterly: 'a quarter',
  yearly: 'a year',
};

export const endingWithinLabels: Record<(typeof ENDING_WITHIN)[number], string> = {
  '30': 'Within 30 days',
  '60': 'Within 60 days',
  '90': 'Within 90 days',
};

export const depositSchemeLabels: Record<DepositScheme, string> = {
  dps: 'Deposit Protection Service (DPS)',
  mydeposits: 'mydeposits',
  tds: 'Tenancy Deposit Scheme (TDS)',
  safedeposits_scotland: 'SafeDeposits Scotland',
  lps_scotland: 'Letting Protection Service Scotland',
  mydeposits_scotland: 'mydeposits Scotland',
  tds_ni: 'TDS Northern Ireland',
  mydeposits_ni: 'mydeposits Northern Ireland',
};

export const depositStateLabels: Record<DepositState, { label: string; tone: BadgeTone }> = {
  none: { label: 'No deposit', tone: 'neutral' },
  awaiting_receipt: { label: 'Not received', tone: 'neutral' },
  awaiting_protection: { label: 'To protect', tone: 'info' },
  due_soon: { label: 'Protect within a week', tone: 'warning' },
  overdue: { label: 'Protection overdue', tone: 'danger' },
  protected: { label: 'Protected', tone: 'success' },
  protected_late: { label: 'Protected late', tone: 'warning' },
};

export const nationNames: Record<Nation, string> = {
  england: 'England',
  wales: 'Wales',
  scotland: 'Scotland',
  northern_ireland: 'Northern Ireland',
};

/** Monthly, quarterly and yearly rent falls on a day of the month; weekly rents on the start's weekday. */
export const takesDueDay = (frequency: RentFrequency) =>
  frequency === 'monthly' || frequency === 'quarterly' || frequency === 'yearly';
