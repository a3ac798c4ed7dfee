import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CompanyBody } from '@pm/contracts';
import { notFound } from '@pm/kit';
import type { Repository } from 'typeorm';
import { CompanyEntity } from './company.entity';
import { toCompanyBody } from './company.mapper';

@Injectable()
export class CompaniesService {
  constructor(@InjectRepository(CompanyEntity) private readonly companies: Repository<CompanyEntity>) {}

  async findCurrent(companyId: string): Promise<CompanyBody> {
    const company = await this.companies.findOneBy({ id: companyId });
    if (!company) throw notFound('Company');
    return toCompanyBody(company);
  }
}
