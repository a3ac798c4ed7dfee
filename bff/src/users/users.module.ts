import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { UserLoader } from './user.loader';
import { UsersClient } from './users.client';
import { UsersController } from './users.controller';
import { UsersResolver } from './users.resolver';

@Module({
  imports: [CompaniesModule],
  controllers: [UsersController],
  providers: [UsersClient, UserLoader, UsersResolver],
  exports: [UsersClient, UserLoader],
})
export class UsersModule {}
