import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module';
import { UsersModule } from '../users/users.module';
import { BuildingFactorLoader } from './building-factor.loader';
import { BuildingFactorsClient } from './building-factors.client';
import { BuildingFactorsResolver, PropertyBuildingFactorResolver } from './building-factors.resolver';

@Module({
  imports: [PropertiesModule, UsersModule],
  providers: [BuildingFactorsClient, BuildingFactorLoader, BuildingFactorsResolver, PropertyBuildingFactorResolver],
  exports: [BuildingFactorLoader],
})
export class BuildingFactorsModule {}
