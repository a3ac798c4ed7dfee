import type { CompanyBody } from '@pm/contracts';
import type { CompanyEntity } from './company.entity';

export const toCompanyBody = (company: CompanyEntity): CompanyBody => ({
  id: company.id,
  name: company.name,
  logoUrl: company.logoUrl,
});
