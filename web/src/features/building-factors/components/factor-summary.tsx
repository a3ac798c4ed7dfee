import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DetailField } from '@/components/ui/detail-field';
import { paths } from '@/config/paths';
import { formatPence } from '@/lib/format';

import type { BuildingFactorDetailFragment } from '../api/building-factors.generated';

interface FactorSummaryProps {
  factor: BuildingFactorDetailFragment;
}

/** The factor at the top of its properties page: contact, address, charges and notes, with "Edit". */
export function FactorSummary({ factor }: FactorSummaryProps) {
  const address = [factor.addressLine1, factor.addressLine2, factor.city, factor.postcode].filter(Boolean).join(', ');
  return (
    <div className="space-y-4">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-500">Building factor</p>
          <p className="text-2xl font-bold break-words text-slate-900">{factor.name}</p>
        </div>
        <Link to={paths.editBuildingFactor(factor.id)} className={buttonClasses('secondary', 'min-h-11')}>
          Edit
        </Link>
      </header>
      <Card>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <DetailField label="Contact">{factor.contactName ?? 'Not recorded'}</DetailField>
          <DetailField label="E-mail">{factor.email ?? 'None'}</DetailField>
          <DetailField label="Phone">{factor.phone ?? 'None'}</DetailField>
          <DetailField label="Address">{address || 'Not recorded'}</DetailField>
          <DetailField label="Fees">{factor.fees ?? 'Not recorded'}</DetailField>
          <DetailField label="Service charge a year">
            {factor.serviceChargePencePerYear == null ? 'Not recorded' : formatPence(factor.serviceChargePencePerYear)}
          </DetailField>
          {factor.notes ? (
            <div className="sm:col-span-2 lg:col-span-3">
              <DetailField label="Notes">
                <span className="whitespace-pre-line">{factor.notes}</span>
              </DetailField>
            </div>
          ) : null}
        </dl>
      </Card>
    </div>
  );
}
