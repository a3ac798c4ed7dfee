import type { BadgeTone } from '@/components/ui/badge';
import type { ComplianceExemptionReason, ComplianceItemType, ComplianceProblem, ComplianceStatus } from '@/gql/types';

export const complianceItemLabels: Record<ComplianceItemType, string> = {
  gas_safety: 'Gas safety record',
  eicr: 'Electrical installation condition report (EICR)',
  epc: 'Energy Performance Certificate (EPC)',
  smoke_co_alarms: 'Smoke and carbon monoxide alarm check',
  legionella: 'Legionella risk assessment',
  licence: 'Property licence',
  fire_risk_assessment: 'Fire risk assessment',
};

export const complianceStatusLabels: Record<ComplianceStatus, { label: string; tone: BadgeTone }> = {
  valid: { label: 'Valid', tone: 'success' },
  expiring: { label: 'Expiring', tone: 'warning' },
  expired: { label: 'Expired', tone: 'danger' },
  missing: { label: 'Missing', tone: 'danger' },
  exempt: { label: 'Exempt', tone: 'neutral' },
};

export const exemptionReasonLabels: Record<ComplianceExemptionReason, string> = {
  no_gas_supply: 'No gas supply',
  listed_building: 'Listed building',
  new_build_within_warranty: 'New build within its warranty',
  resident_landlord: 'Resident landlord',
  long_lease: 'Lease of 7 years or more',
  temporary_exemption_notice: 'Temporary exemption notice',
  other: 'Other (say why)',
};

export const complianceProblemLabels: Record<ComplianceProblem, string> = {
  epc_below_minimum: 'The rating is below the minimum needed to let',
};
