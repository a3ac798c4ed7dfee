/** LEASE-04: how often rent falls due. */
export const RENT_FREQUENCIES = ['weekly', 'fortnightly', 'four_weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type RentFrequency = (typeof RENT_FREQUENCIES)[number];

/** RENT-01: where a rent charge stands; `overdue` wins over `part_paid` once the due date has passed. */
export const RENT_CHARGE_STATES = ['due', 'paid', 'part_paid', 'overdue'] as const;
export type RentChargeState = (typeof RENT_CHARGE_STATES)[number];
