import { Injectable } from '@nestjs/common';
import type { CompanyBody } from '@pm/contracts';
import { Db, notFound } from '@pm/kit';
import { CompanyEntity } from './company.entity';
import { toCompanyBody } from './company.mapper';

@Injectable()
export class CompaniesService {
  constructor(private readonly db: Db) {}

  async findCurrent(companyId: string): Promise<CompanyBody> {
    const company = await this.db.repository(CompanyEntity).findOneBy({ id: companyId });
    if (!company) throw notFound('Company');
    return toCompanyBody(company);
  }
}
