import type { OperatorDetails } from '@pm/contracts';

import { usePublicSettings } from '@/lib/public-settings';

/** Where Companies House registered the company, from its number's prefix (no prefix: England and Wales). */
function registeredIn(companyNumber: string): string {
  const prefix = companyNumber.slice(0, 2);
  if (['SC', 'SO', 'SL', 'SF'].includes(prefix)) return 'Scotland';
  if (['NI', 'NC', 'NL', 'R0'].includes(prefix)) return 'Northern Ireland';
  return 'England and Wales';
}

/** "<name>, a company registered in <nation> (company number <n>), registered office <address>". */
function operatorSentence({ operatorLegalName, operatorCompanyNumber, operatorAddress }: OperatorDetails) {
  return `${operatorLegalName}, a company registered in ${registeredIn(operatorCompanyNumber)} (company number ${operatorCompanyNumber}), registered office ${operatorAddress}`;
}

/** The operator as system settings name it; until they are read, a placeholder rather than a made-up name. */
export function OperatorIdentity() {
  const { operator } = usePublicSettings();
  if (!operator) return <span aria-busy="true">the company named at the foot of this page</span>;
  return <span data-testid="operator-identity">{operatorSentence(operator)}</span>;
}

/** The footer's line: who runs the site, as company law asks a business website to say. */
export function OperatorFooterLine() {
  const { operator } = usePublicSettings();
  if (!operator) return null;
  return (
    <p data-testid="operator-footer" className="text-xs text-slate-500">
      Provided by {operatorSentence(operator)}.
    </p>
  );
}
