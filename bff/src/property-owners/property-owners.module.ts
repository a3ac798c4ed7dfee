import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { PropertyOwnerCsvController } from './property-owner-csv.controller';
import { PropertyOwnerLoader } from './property-owner.loader';
import { PropertyOwnersClient } from './property-owners.client';
import { PropertyOwnersResolver } from './property-owners.resolver';

@Module({
  imports: [UsersModule],
  controllers: [PropertyOwnerCsvController],
  providers: [PropertyOwnersClient, PropertyOwnerLoader, PropertyOwnersResolver],
  exports: [PropertyOwnerLoader],
})
export class PropertyOwnersModule {}
