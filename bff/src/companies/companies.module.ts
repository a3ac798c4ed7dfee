import { Module } from '@nestjs/common';
import { CompaniesClient } from './companies.client';
import { CompaniesController } from './companies.controller';
import { CompanyLoader } from './company.loader';

@Module({
  controllers: [CompaniesController],
  providers: [CompaniesClient, CompanyLoader],
  exports: [CompaniesClient, CompanyLoader],
})
export class CompaniesModule {}
