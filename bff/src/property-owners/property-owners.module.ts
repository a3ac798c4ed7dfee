import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { OwnerStatementFilesController } from './owner-statement-files.controller';
import { OwnerStatementsResolver } from './owner-statements.resolver';
import { PropertyOwnerCsvController } from './property-owner-csv.controller';
import { PropertyOwnerLoader } from './property-owner.loader';
import { PropertyOwnersClient } from './property-owners.client';
import { PropertyOwnersResolver } from './property-owners.resolver';

@Module({
  imports: [UsersModule],
  controllers: [PropertyOwnerCsvController, OwnerStatementFilesController],
  providers: [PropertyOwnersClient, PropertyOwnerLoader, PropertyOwnersResolver, OwnerStatementsResolver],
  exports: [PropertyOwnerLoader],
})
export class PropertyOwnersModule {}
