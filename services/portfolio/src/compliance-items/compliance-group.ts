import type { ComplianceStatus, PropertyComplianceFilter } from '@pm/contracts';

/** The one compliance group a property falls in by the worst state of its needed items (PORT-01, PROP-01). */
export function complianceGroup(worst: ComplianceStatus): PropertyComplianceFilter {
  return worst === 'valid' || worst === 'exempt' ? 'compliant' : worst;
}
