import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { PropertyOwnerLoader } from './property-owner.loader';
import { PropertyOwnersClient } from './property-owners.client';
import { PropertyOwnersResolver } from './property-owners.resolver';

@Module({
  imports: [UsersModule],
  providers: [PropertyOwnersClient, PropertyOwnerLoader, PropertyOwnersResolver],
  exports: [PropertyOwnerLoader],
})
export class PropertyOwnersModule {}
